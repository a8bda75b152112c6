import type Lesson from '#models/lesson'
import { AppTransformer } from '#transformers/cheap_transform'

export default class PodcastEpisodeTransformer extends AppTransformer<{
  episode: Lesson
  position: number
}> {
  toObject() {
    const { episode, position } = this.resource
    return {
      id: episode.id,
      title: episode.title,
      description: episode.description,
      durationSeconds: episode.durationSeconds,
      courseTitle: episode.course.title,
      courseSlug: episode.course.slug,
      position,
    }
  }
}
