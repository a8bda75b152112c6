import { AppTransformer } from '#transformers/cheap_transform'
import type { CourseOutline } from '#services/catalog/course_content_service'
import { moduleKey, type ModuleKey } from '#domain/catalog/course_page'

/**
 * The Conteúdo tab's module headings (`courses/show`, prop `content`): the first
 * modules with their counts, how many headings the course has in all and which
 * module opens first. The lessons travel apart, module by module (CourseLessonsTransformer).
 */
export default class CourseContentTransformer extends AppTransformer<{
  outline: CourseOutline
  openModule: ModuleKey | null
}> {
  toObject() {
    const { outline, openModule } = this.resource
    return {
      modules: outline.modules.map((module) => ({
        key: moduleKey(module.id),
        ...this.pick(module, [
          'title',
          'description',
          'durationSeconds',
          'lessonCount',
          'publishedCount',
          'completedCount',
        ]),
      })),
      totalModules: outline.totalModules,
      openModule: openModule === null ? null : String(openModule),
    }
  }
}
