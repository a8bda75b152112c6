import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { QuizKind } from '#domain/learning/quiz'
import Course from '#models/course'
import QuizQuestion from '#models/quiz_question'

/** A set of quiz questions: a course's lesson quiz or catalogue quiz ('Quiz Educativo'), or the default set. */
export default class QuizSet extends BaseModel {
  static table = 'quiz_sets'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare key: string

  @column()
  declare kind: QuizKind

  @column()
  declare courseId: number | null

  /** A quiz or exam lesson's own set (null: a course-wide or catalogue set) */
  @column()
  declare lessonId: number | null

  @column()
  declare title: string

  /** Percent a learner needs to pass (default 70) */
  @column()
  declare passPercent: number

  /** Questions and options in a new order on each attempt */
  @column()
  declare shuffle: boolean

  /** Countdown of a lesson quiz attempt (default 300) */
  @column()
  declare timeLimitSeconds: number

  /** Attempts a learner may start on a lesson quiz (null: unlimited) */
  @column()
  declare maxAttempts: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /**
   * The quiz of a quiz or exam lesson: the lesson's own set (written in the
   * admin area), else the course-wide one.
   */
  static ofLesson(courseId: number, lessonId: number) {
    return QuizSet.query()
      .where('kind', 'lesson')
      .where('course_id', courseId)
      .where((query) => query.where('lesson_id', lessonId).orWhereNull('lesson_id'))
      .orderBy('lesson_id', 'asc') // the lesson's own set first: nulls sort last
  }

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  @hasMany(() => QuizQuestion)
  declare questions: HasMany<typeof QuizQuestion>
}
