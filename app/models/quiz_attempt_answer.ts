import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#models/json_column'

export default class QuizAttemptAnswer extends BaseModel {
  static table = 'quiz_attempt_answers'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quizAttemptId: number

  @column()
  declare quizQuestionId: number

  /** The question's own indexes of the options chosen */
  @column(jsonColumn)
  declare selectedIndexes: number[]

  @column()
  declare isCorrect: boolean

  @column.dateTime()
  declare answeredAt: DateTime
}
