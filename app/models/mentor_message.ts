import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Citation, MentorAnswerKind } from '#domain/mentor/mentor'
import { jsonColumn } from '#models/json_column'

/** A question of the learner or an answer of the mentor, with its citations and feedback. */
export default class MentorMessage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare conversationId: number

  @column()
  declare userId: number

  @column()
  declare courseId: number

  @column()
  declare role: 'learner' | 'mentor'

  @column()
  declare content: string

  /** Answers only */
  @column()
  declare kind: MentorAnswerKind | null

  @column(jsonColumn)
  declare citations: Citation[]

  @column()
  declare questionId: number | null

  /** The lesson page the question was asked on */
  @column()
  declare lessonId: number | null

  @column()
  declare feedback: 'useful' | 'not_useful' | null

  @column.dateTime()
  declare feedbackAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
