import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Reads the real length of the lesson videos and audios uploaded before
 * lengths were read on upload (issue 26): every lesson playing a stored file
 * whose length is still unknown. Files that state no length stay unknown.
 */
export default class LessonsMediaDurations extends BaseCommand {
  static commandName = 'lessons:media-durations'
  static description =
    'Lê do próprio arquivo a duração dos vídeos e áudios das aulas que ainda não a têm'

  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: Lesson } = await import('#models/lesson')
    const { lessonMediaKey } = await import('#services/platform/protected_media')
    const { storedMediaSeconds } = await import('#services/catalog/media_duration')

    const lessons = await Lesson.query().whereNull('media_seconds').whereNotNull('video_url')
    let measured = 0
    let unreadable = 0
    for (const lesson of lessons) {
      const key = lessonMediaKey(lesson)
      if (!key) continue
      const seconds = await storedMediaSeconds(key)
      if (seconds === null) {
        unreadable += 1
        continue
      }
      lesson.mediaSeconds = seconds
      await lesson.save()
      measured += 1
    }
    this.logger.success(
      measured === 1
        ? '1 aula com a duração lida do arquivo.'
        : `${measured} aulas com a duração lida do arquivo.`
    )
    if (unreadable > 0)
      this.logger.warning(
        `${unreadable} ${unreadable === 1 ? 'arquivo não informa' : 'arquivos não informam'} a duração: ${unreadable === 1 ? 'a aula fica' : 'as aulas ficam'} sem duração.`
      )
  }
}
