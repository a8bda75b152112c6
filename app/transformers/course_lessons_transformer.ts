import { AppTransformer } from '#transformers/cheap_transform'
import type { CourseContentLesson } from '#services/catalog/course_content_service'
import { moduleKey, OTHER_LESSONS_KEY, type ModuleKey } from '#domain/catalog/course_page'

/**
 * Lessons of the Conteúdo tab under their module's key (`courses/show`, prop
 * `lessons`, merged on the client as modules are opened). Each row carries what
 * the row shows, never the lesson's body, captions or quiz.
 */
export default class CourseLessonsTransformer extends AppTransformer<{
  /** null: no module to open (a course without lessons) */
  module: ModuleKey | null
  lessons: CourseContentLesson[]
}> {
  toObject(): Record<string, CourseContentLesson[]> {
    const { module, lessons } = this.resource
    if (module === null) return {}
    const key = moduleKey(module === OTHER_LESSONS_KEY ? null : module)
    return {
      [key]: lessons.map((lesson) =>
        this.pick(lesson, [
          'id',
          'title',
          'type',
          'durationSeconds',
          'position',
          'mark',
          'failed',
          'locked',
          'pacingLock',
        ])
      ),
    }
  }
}
