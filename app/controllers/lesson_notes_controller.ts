import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CourseLessonsService from '#services/course_lessons_service'
import LessonNotesService from '#services/lesson_notes_service'
import LessonPolicy from '#policies/lesson_policy'
import { lessonNoteValidator } from '#validators/learning'
import NotFoundException from '#exceptions/not_found_exception'

/** Personal notes on a lesson ('Sobre a Aula'), saved as the learner types. */
@inject()
export default class LessonNotesController {
  constructor(
    private lessons: CourseLessonsService,
    private notes: LessonNotesService
  ) {}

  async update({ params, request, auth, bouncer }: HttpContext) {
    const id = Number(params.id)
    const lesson = Number.isInteger(id) ? await this.lessons.findPublishedLesson(id) : null
    if (!lesson) throw new NotFoundException('lesson')
    await bouncer.with(LessonPolicy).authorize('viewContent', lesson)
    const { body } = await request.validateUsing(lessonNoteValidator)
    const note = await this.notes.save(auth.getUserOrFail().id, lesson.id, body ?? '')
    return { body: note.body, updatedAt: note.updatedAt?.toISO() ?? note.createdAt.toISO() }
  }
}
