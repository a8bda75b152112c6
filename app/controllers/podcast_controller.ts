import type { HttpContext } from '@adonisjs/core/http'
import Lesson from '#models/lesson'
import PodcastEpisodeTransformer from '#transformers/podcast_episode_transformer'
import { PODCAST_LESSON_TYPES } from '#domain/course_figures'

export default class PodcastController {
  /** /podcast: the audio lessons (podcast episodes) of the published courses. */
  async index({ inertia }: HttpContext) {
    const episodes = await Lesson.query()
      .whereIn('lesson_type', [...PODCAST_LESSON_TYPES])
      .withScopes((scopes) => scopes.published())
      .whereHas('course', (course) => course.withScopes((scopes) => scopes.visible()))
      .preload('course')
      .orderBy('created_at', 'desc')
    const positions = await Lesson.query()
      .whereIn(
        'course_id',
        episodes.map((episode) => episode.courseId)
      )
      .withScopes((scopes) => scopes.published())
      .orderBy('order_index')
      .orderBy('id')
      .select('id', 'course_id')
    const positionById = new Map<number, number>()
    const counters = new Map<number, number>()
    for (const lesson of positions) {
      const next = (counters.get(lesson.courseId) ?? 0) + 1
      counters.set(lesson.courseId, next)
      positionById.set(lesson.id, next)
    }
    return inertia.render('podcast/index', {
      episodes: PodcastEpisodeTransformer.transform(
        episodes.map((episode) => ({ episode, position: positionById.get(episode.id) ?? 1 }))
      ),
    })
  }
}
