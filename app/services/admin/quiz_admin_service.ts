import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import Lesson from '#models/lesson'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'
import ActivityService from '#services/admin/activity_service'
import QuizService from '#services/learning/quiz_service'
import { AdminRefusal } from '#exceptions/admin_refusal'
import { CATALOG, courseTag } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'
import { DEFAULT_PASS_PERCENT, LESSON_QUIZ_SECONDS, quizPublishable } from '#domain/learning/quiz'
import { rendererFor } from '#domain/catalog/lessons'
import { QUIZ_EDITOR_MESSAGES as TEXT } from '#domain/admin/quiz_editor'
import type { quizValidator } from '#validators/admin/quiz'

export type QuizInput = Infer<typeof quizValidator>

/** The quiz editor's starting point: what learners of the lesson see today. */
export type QuizDraft = {
  lesson: Lesson
  /** The lesson's own set, else the course-wide one it shows (saved as its own), else null */
  set: QuizSet | null
  /** The set belongs to this lesson (not the course-wide one) */
  own: boolean
  questions: QuizQuestion[]
  defaults: { passPercent: number; timeLimitSeconds: number }
}

/**
 * Quizzes written by admins: a quiz or exam lesson's questions and settings,
 * saved whole in one transaction (questions kept by id, so past attempts keep
 * their answers), logged, and seen by learners at once.
 */
@inject()
export default class QuizAdminService {
  constructor(
    private activity: ActivityService,
    private quizzes: QuizService
  ) {}

  async draftFor(lesson: Lesson): Promise<QuizDraft> {
    const set = await this.quizzes.lessonSetFor(lesson.courseId, lesson.id)
    const questions = set
      ? await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
      : []
    return {
      lesson,
      set,
      own: set?.lessonId === lesson.id,
      questions,
      defaults: { passPercent: DEFAULT_PASS_PERCENT, timeLimitSeconds: LESSON_QUIZ_SECONDS },
    }
  }

  /**
   * Refuses (AdminRefusal, a toast) to publish a quiz or exam lesson whose
   * quiz has no question with a correct option. `lessonId` null: a lesson
   * being created, which can only have the course-wide quiz.
   */
  async assertPublishable(courseId: number, lessonId: number | null, lessonType: string) {
    if (rendererFor(lessonType as Lesson['lessonType']) !== 'quiz') return
    const set = await this.quizzes.lessonSetFor(courseId, lessonId ?? 0)
    const questions = set
      ? await QuizQuestion.query().where('quiz_set_id', set.id).select('options', 'correct_indexes')
      : []
    if (!quizPublishable(questions))
      throw new AdminRefusal(TEXT.notPublishableTitle, TEXT.notPublishable)
  }

  /**
   * A quiz lesson lasts its quiz's time limit (decision Aprendizagem 12): its
   * own set's, else the default. The course's duration follows by trigger.
   */
  async syncDuration(lesson: Pick<Lesson, 'id' | 'courseId'>, client: TransactionClientContract) {
    const own = await client
      .from('quiz_sets')
      .where('lesson_id', lesson.id)
      .select('time_limit_seconds')
      .first()
    const seconds = own?.time_limit_seconds ?? LESSON_QUIZ_SECONDS
    const changed = await client
      .from('lessons')
      .where('id', lesson.id)
      .whereNot('duration_seconds', seconds)
      .update({ duration_seconds: seconds }, ['id'])
    if (changed.length === 0) return
    /* Written with the query builder (no model hook): the pages showing the duration forget it. */
    await forgetContent([CATALOG, courseTag(lesson.courseId)], client)
  }

  async save(lesson: Lesson, input: QuizInput, actorId: number) {
    if (lesson.isPublished && !quizPublishable(input.questions))
      throw new AdminRefusal('Erro ao salvar quiz', TEXT.emptyWhilePublished)
    const settings = {
      title: input.title,
      passPercent: input.passPercent,
      timeLimitSeconds: input.timeLimitSeconds,
      maxAttempts: input.maxAttempts ?? null,
      shuffle: input.shuffle,
    }
    await db.transaction(async (trx) => {
      /* One save at a time per lesson: two editors never interleave their questions. */
      await Lesson.query({ client: trx }).where('id', lesson.id).forUpdate().firstOrFail()
      let set = await QuizSet.query({ client: trx }).where('lesson_id', lesson.id).first()
      if (set) {
        set.useTransaction(trx)
        set.merge(settings)
        await set.save()
      } else {
        set = await QuizSet.create(
          {
            key: `aula-${lesson.id}`,
            kind: 'lesson',
            courseId: lesson.courseId,
            lessonId: lesson.id,
            ...settings,
          },
          { client: trx }
        )
      }

      const existing = await QuizQuestion.query({ client: trx }).where('quiz_set_id', set.id)
      const kept = input.questions
        .map((question) => question.id)
        .filter((id): id is number => existing.some((row) => row.id === id))
      await QuizQuestion.query({ client: trx })
        .where('quiz_set_id', set.id)
        .whereNotIn('id', kept)
        .delete()
      /* Positions are unique per set: park the kept ones out of the way before renumbering. */
      await trx
        .from('quiz_questions')
        .where('quiz_set_id', set.id)
        // raw SQL: negates every position in one statement
        .update({ position: db.raw('-position - 1000') })

      for (const [index, question] of input.questions.entries()) {
        const fields = {
          position: index + 1,
          question: question.question,
          options: question.options,
          correctIndexes: [...new Set(question.correctIndexes)].sort((a, b) => a - b),
          explanation: question.explanation ?? '',
        }
        const row = existing.find((candidate) => candidate.id === question.id)
        if (row) {
          row.useTransaction(trx)
          row.merge(fields)
          await row.save()
        } else {
          await QuizQuestion.create(
            {
              quizSetId: set.id,
              ...fields,
              reinforcement: '',
              category: lesson.title.slice(0, 80),
              difficulty: 'medium',
            },
            { client: trx }
          )
        }
      }

      await this.syncDuration(lesson, trx)

      const count = input.questions.length
      await this.activity.record(
        actorId,
        'quiz_updated',
        lesson.title,
        `${count} ${count === 1 ? 'pergunta' : 'perguntas'}`,
        trx
      )
      /* Learners see the new quiz at once: the lesson page and course pages read it. */
      await forgetContent([CATALOG, courseTag(lesson.courseId)], trx)
    })
  }
}
