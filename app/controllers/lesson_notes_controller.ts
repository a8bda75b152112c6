import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CourseLessonsService from '#services/catalog/course_lessons_service'
import LessonNotesService from '#services/learning/lesson_notes_service'
import { lessonNoteValidator } from '#validators/learning'

/** Personal notes on a lesson ('Sobre a Aula'), saved as the learner types. */
@inject()
export default class LessonNotesController {
  constructor(
    private lessons: CourseLessonsService,
    private notes: LessonNotesService
  ) {}

  async update({ params, request, auth, bouncer }: HttpContext) {
    const lesson = await this.lessons.openableLesson(params.id, bouncer)
    const { body, typedAt } = await request.validateUsing(lessonNoteValidator)
    const note = await this.notes.save(auth.getUserOrFail().id, lesson.id, body ?? '', typedAt)
    return { body: note.body, updatedAt: note.updatedAt?.toISO() ?? note.createdAt.toISO() }
  }
}
