import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ReviewReason } from '#domain/learning/review'
import { jsonColumn } from '#models/json_column'
import QuizQuestion from '#models/quiz_question'

/**
 * A quiz question in a learner's review queue, with its FSRS memory state
 * (ts-fsrs's card fields) and, while a review session shows it, when it was
 * shown and its options' order.
 */
export default class ReviewCard extends BaseModel {
  static table = 'review_cards'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare quizQuestionId: number

  /** Where the question was missed or slow (null: the lesson or course is gone) */
  @column()
  declare courseId: number | null

  @column()
  declare lessonId: number | null

  @column()
  declare reason: ReviewReason

  @column.dateTime()
  declare due: DateTime

  @column()
  declare stability: number

  @column()
  declare difficulty: number

  @column()
  declare elapsedDays: number

  @column()
  declare scheduledDays: number

  @column()
  declare learningSteps: number

  @column()
  declare reps: number

  @column()
  declare lapses: number

  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning */
  @column()
  declare state: number

  @column.dateTime()
  declare lastReview: DateTime | null

  @column.dateTime()
  declare shownAt: DateTime | null

  /** The question's own option indexes in the order the review shows them */
  @column(jsonColumn)
  declare optionOrder: number[] | null

  @column.dateTime()
  declare masteredAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => QuizQuestion)
  declare quizQuestion: BelongsTo<typeof QuizQuestion>
}
