import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import PodcastEpisodeTransformer from '#transformers/podcast_episode_transformer'
import { PODCAST_LESSON_TYPES } from '#domain/catalog/course_figures'
import { pageParam } from '#domain/platform/page_param'

/** Episodes per page of /podcast ('Carregar Mais Episódios' appends the next ones). */
export const PODCAST_PAGE_SIZE = 20

/*
| An episode's number in its course (the `position` of its lesson address,
| /cursos/{slug}/aula/{position}): its rank among the course's published
| lessons (Lesson.positionSql). Computed in the page's query, one row per episode.
*/
const POSITION_SQL = `(SELECT numbered.position FROM (
    SELECT course_lesson.id, ${Lesson.positionSql('course_lesson')} AS position
    FROM lessons AS course_lesson
    WHERE course_lesson.course_id = lessons.course_id AND ${Lesson.publishedSql('course_lesson')}
  ) AS numbered WHERE numbered.id = lessons.id) AS position`

export default class PodcastController {
  /**
   * /podcast: the audio lessons (podcast episodes) of the published courses,
   * newest first, 20 a page (?pagina=2…). 'Carregar Mais Episódios' reloads
   * only `episodes` and `pagination` with the next page, merged on the client.
   * Three queries whatever the number of episodes: the count, the page
   * (with each episode's number in its course) and the page's courses.
   * A page past the last one lists nothing (the page says so).
   */
  async index({ inertia, request }: HttpContext) {
    const paginator = await Lesson.query()
      .whereIn('lessons.lesson_type', [...PODCAST_LESSON_TYPES])
      .withScopes((scopes) => scopes.published())
      .whereHas('course', (course) => course.withScopes((scopes) => scopes.visible()))
      .select(
        'lessons.id',
        'lessons.course_id',
        'lessons.title',
        'lessons.description',
        'lessons.duration_seconds'
      )
      // raw SQL: a correlated subquery with a window function (the episode's position)
      .select(db.raw(POSITION_SQL))
      .preload('course', (course) => course.select('id', 'title', 'slug'))
      .orderBy('lessons.created_at', 'desc')
      .orderBy('lessons.id', 'desc')
      .paginate(pageParam(request.qs().pagina), PODCAST_PAGE_SIZE)

    return inertia.render('podcast/index', {
      episodes: inertia
        .merge(
          PodcastEpisodeTransformer.transform(
            paginator
              .all()
              .map((episode) => ({ episode, position: Number(episode.$extras.position) }))
          )
        )
        .matchOn('id'),
      pagination: {
        currentPage: paginator.currentPage,
        hasMore: paginator.hasMorePages,
        total: paginator.total,
      },
    })
  }
}
