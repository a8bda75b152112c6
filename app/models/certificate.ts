import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Course from '#models/course'
import type { CertifiedFields } from '#domain/certificates'

/** A learner's completion certificate of a course: a signed snapshot (see the migration 0710). */
export default class Certificate extends BaseModel {
  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare courseId: number

  @column()
  declare learnerName: string

  @column()
  declare courseTitle: string

  @column()
  declare courseHours: number

  @column()
  declare mentorName: string | null

  @column.dateTime()
  declare issuedAt: DateTime

  @column()
  declare hash: string

  @column()
  declare signature: string

  @column.dateTime()
  declare revokedAt: DateTime | null

  @column()
  declare revokedReason: string | null

  @column()
  declare revokedBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  get isRevoked() {
    return this.revokedAt !== null
  }

  /** The fields the hash and the signature cover, as stored. */
  get certifiedFields(): CertifiedFields {
    return {
      certificateId: this.id,
      learnerName: this.learnerName,
      courseTitle: this.courseTitle,
      courseHours: this.courseHours,
      mentorName: this.mentorName,
      issuedAt: this.issuedAt.toJSDate().toISOString(),
    }
  }
}
