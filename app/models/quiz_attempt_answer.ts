import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class QuizAttemptAnswer extends BaseModel {
  static table = 'quiz_attempt_answers'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quizAttemptId: number

  @column()
  declare quizQuestionId: number

  @column()
  declare selectedIndex: number

  @column()
  declare isCorrect: boolean

  @column.dateTime()
  declare answeredAt: DateTime
}
