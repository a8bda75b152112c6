import db from '@adonisjs/lucid/services/db'
import { CourseFactory } from '#database/factories/course_factory'

export type CreatedEpisode = {
  title: string
  courseSlug: string
  /** Its number in the course: the `position` of /cursos/{slug}/aula/{position} */
  position: number
  publishedAt: Date
}

/**
 * A published course whose lessons alternate a text lesson and an episode
 * (so episode N is lesson 2N of the course), after a draft lesson that the
 * numbering skips. Episode N of the course was published `minutesAfter + N`
 * minutes after `since`. Written in one multi-row insert (courses of many
 * episodes). Returns the episodes, newest first.
 */
export async function podcastCourse(
  episodes: number,
  { since, minutesAfter = 0, title }: { since: Date; minutesAfter?: number; title?: string }
) {
  const course = await CourseFactory.merge(title ? { title } : {}).create()
  const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000)
  const row = (fields: Record<string, unknown>) => ({
    course_id: course.id,
    description: 'Uma conversa em áudio.',
    media_seconds: 1500,
    duration_seconds: 1500,
    objectives: JSON.stringify([]),
    is_free_preview: false,
    ...fields,
  })
  const rows = [
    row({
      title: 'Rascunho',
      lesson_type: 'podcast',
      order_index: 0,
      is_published: false,
      created_at: at(minutesAfter + episodes + 1),
    }),
  ]
  const created: CreatedEpisode[] = []
  for (let n = 1; n <= episodes; n++) {
    const episodeTitle = `${course.title} · Episódio ${n}`
    rows.push(
      row({
        title: `Leitura ${n}`,
        lesson_type: 'text',
        order_index: 2 * n - 1,
        is_published: true,
        created_at: at(minutesAfter + n),
      }),
      row({
        title: episodeTitle,
        lesson_type: n % 2 ? 'podcast' : 'audio',
        order_index: 2 * n,
        is_published: true,
        created_at: at(minutesAfter + n),
      })
    )
    created.push({
      title: episodeTitle,
      courseSlug: course.slug,
      position: 2 * n,
      publishedAt: at(minutesAfter + n),
    })
  }
  await db.table('lessons').multiInsert(rows)
  return { course, episodes: created.reverse() }
}

/** All the episodes of several courses as /podcast lists them: newest first. */
export function newestFirst(...lists: CreatedEpisode[][]) {
  return lists.flat().sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
}
