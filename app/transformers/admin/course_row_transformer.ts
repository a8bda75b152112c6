import type Course from '#models/course'
import { AppTransformer } from '#transformers/cheap_transform'

/** A course in the admin list. Query with withCount('lessons') and 'published_lessons_count'. */
export default class CourseRowTransformer extends AppTransformer<Course> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'slug',
        'title',
        'level',
        'category',
        'durationSeconds',
        'isPublished',
        'thumbnailUrl',
      ]),
      archived: this.resource.archivedAt !== null,
      createdAt: this.resource.createdAt.toISO()!,
      lessonsCount: Number(this.resource.$extras.lessons_count ?? 0),
      publishedLessonsCount: Number(this.resource.$extras.published_lessons_count ?? 0),
    }
  }
}
