import { readFile } from 'node:fs/promises'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import Lesson from '#models/lesson'
import ActivityService from '#services/admin/activity_service'
import PassageIndexService from '#services/mentor/passage_index_service'
import { lessonMediaKey } from '#services/platform/protected_media'
import { captionsKeyFor, captionsText } from '#domain/catalog/demo_media'
import { checkWebVtt } from '#domain/catalog/captions'

/**
 * Captions of a lesson's own uploaded video: stored next to the video
 * (captionsKeyFor, served by /aulas/:id/legendas with the video's rule),
 * their words in lessons.captions_text (the catalogue search) and in the
 * mentor's passages. Saving the lesson row forgets the cached pages
 * (content_cache's model writes); the search document follows by trigger.
 */
@inject()
export default class LessonCaptionsService {
  constructor(
    private activity: ActivityService,
    private passages: PassageIndexService
  ) {}

  /** Stores a checked WebVTT file (captionsValidator) as the lesson's captions, replacing any. */
  async attach(lesson: Lesson, videoKey: string, file: MultipartFile, actorId: number) {
    const bytes = await readFile(file.tmpPath!)
    const checked = checkWebVtt(bytes)
    if (!checked.ok) throw new Error(checked.message)
    const text = new TextDecoder('utf-8').decode(bytes)
    const fileName = file.clientName.slice(0, 255)
    const key = captionsKeyFor(videoKey)
    /* Private like the video: only the authorized route hands it out. */
    await drive.use().put(key, bytes, { contentType: 'text/vtt', visibility: 'private' })
    try {
      await db.transaction(async (trx) => {
        lesson.useTransaction(trx)
        lesson.merge({
          captionsText: captionsText(text),
          captionsFileName: fileName,
          captionsCueCount: checked.cues.length,
        })
        await lesson.save()
        await this.activity.record(actorId, 'captions_uploaded', lesson.title, fileName, trx)
        await this.passages.refreshLesson(lesson.id, trx)
      })
    } catch (error) {
      /* The player must not offer captions the lesson does not record. */
      await drive
        .use()
        .delete(key)
        .catch(() => {})
      throw error
    }
  }

  /** 'Remover legendas': the file, the words and the mentor's passages of them. */
  async remove(lesson: Lesson, videoKey: string | null, actorId: number) {
    await db.transaction(async (trx) => {
      lesson.useTransaction(trx)
      lesson.merge(NO_CAPTIONS)
      await lesson.save()
      await this.activity.record(actorId, 'captions_removed', lesson.title, null, trx)
      await this.passages.refreshLesson(lesson.id, trx)
    })
    if (videoKey) await this.deleteFile(captionsKeyFor(videoKey))
  }

  /**
   * Before the lesson is saved with `nextVideoUrl`: captions are timed for
   * the video they came with, so when it is replaced or removed they are
   * cleared with it. Says whether the lesson had captions, and the file to
   * delete once the lesson is saved (none while another lesson plays the same video).
   */
  async clearForVideoChange(lesson: Lesson, nextVideoUrl: string | null) {
    const previousKey = lessonMediaKey(lesson)
    const unchanged = { cleared: false, staleFile: null }
    if (previousKey === lessonMediaKey({ videoUrl: nextVideoUrl })) return unchanged
    const cleared = lesson.captionsText !== null || lesson.captionsCueCount !== null
    if (cleared) lesson.merge(NO_CAPTIONS)
    if (!previousKey) return { ...unchanged, cleared }
    const sharedWith = await Lesson.query()
      .where('video_url', lesson.videoUrl!)
      .whereNot('id', lesson.id)
      .select('id')
      .first()
    return { cleared, staleFile: sharedWith ? null : captionsKeyFor(previousKey) }
  }

  /** A stored captions file no lesson needs any more (absent: nothing to do). */
  async deleteFile(key: string | null) {
    if (key) await drive.use().delete(key)
  }
}

const NO_CAPTIONS = { captionsText: null, captionsFileName: null, captionsCueCount: null }
