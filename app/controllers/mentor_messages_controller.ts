import { Readable } from 'node:stream'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CourseLessonsService from '#services/catalog/course_lessons_service'
import MentorService from '#services/mentor/mentor_service'
import { mentorAnswerLines } from '#services/mentor/mentor_stream'
import NotFoundException from '#exceptions/not_found_exception'
import { closedLessonIds, hasPremiumLimit, mentorAccess } from '#services/mentor/mentor_access'
import { mentorSettings } from '#services/mentor/mentor_settings'
import MentorPolicy from '#policies/mentor_policy'
import { mentorFeedbackValidator, mentorQuestionValidator } from '#validators/mentor'
import { MENTOR_TEXTS } from '#domain/mentor/mentor'

/**
 * The mentor's chat over JSON. A question is answered as a stream of
 * newline-delimited JSON events (start, delta…, done | error) so the learner
 * reads the answer while it is produced; refusals before the stream (sign in,
 * subscribe, daily limit, validation) are plain JSON with a pt-BR message
 * (the daily limit and an unknown course answered by the exception handler).
 */
@inject()
export default class MentorMessagesController {
  constructor(
    private lessons: CourseLessonsService,
    private mentor: MentorService
  ) {}

  async store({ params, request, response, auth, bouncer }: HttpContext) {
    const course = await this.lessons.findPublishedCourse(String(params.slug))
    if (!course) throw new NotFoundException('course')
    const access = await bouncer.with(MentorPolicy).execute('ask', course)
    if (!access.authorized)
      return response.status(access.status ?? 403).send({ message: access.message })

    const { question, lessonPosition } = await request.validateUsing(
      mentorQuestionValidator(mentorSettings().maxQuestionLength)
    )
    let lesson = null
    if (lessonPosition) {
      const found = await this.lessons.lessonAt(course.id, lessonPosition)
      if (!found) return response.unprocessableEntity({ message: MENTOR_TEXTS.lessonNotFound })
      lesson = { id: found.lesson.id, position: lessonPosition, title: found.lesson.title }
    }

    const user = auth.getUserOrFail()
    const slot = await this.mentor.reserve(user.id, await hasPremiumLimit(user))

    const closed = await closedLessonIds(user, course)
    const events = this.mentor.answer(
      { userId: user.id, course, question, lesson, closedLessonIds: closed },
      slot
    )
    response.header('Content-Type', 'application/x-ndjson; charset=utf-8')
    response.header('Cache-Control', 'no-cache, no-transform')
    response.header('X-Accel-Buffering', 'no')
    response.stream(Readable.from(mentorAnswerLines(events)))
  }

  /** 'Útil' / 'Não útil' on one of the learner's answers. */
  async feedback({ params, request, auth }: HttpContext) {
    const { feedback } = await request.validateUsing(mentorFeedbackValidator)
    const stored = await this.mentor.rate(auth.getUserOrFail().id, Number(params.id), feedback)
    if (!stored) throw new NotFoundException('answer', MENTOR_TEXTS.messageNotFound)
    return { feedback }
  }

  /** 'Nova conversa': the open conversation is archived; the chat starts empty. */
  async reset({ params, response, auth, bouncer }: HttpContext) {
    const course = await this.lessons.findPublishedCourse(String(params.slug))
    if (!course) throw new NotFoundException('course')
    if ((await mentorAccess(bouncer, course)) !== 'allowed')
      return response.forbidden({ message: MENTOR_TEXTS.premium })
    await this.mentor.startOver(auth.getUserOrFail().id, course.id)
    return { messages: [] }
  }
}
