import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Course from '#models/course'
import type { CertificateVersion, CertifiedFields } from '#domain/certificates/certificates'

/** A learner's completion certificate of a course: a signed snapshot (see the migrations 0710 and 0830). */
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

  /** The canonical serialization its hash and signature cover (#domain/certificates) */
  @column()
  declare version: CertificateVersion

  /** v1: the course's stated hours */
  @column()
  declare courseHours: number | null

  /** v2: 'Carga horária', the course's real length in seconds */
  @column()
  declare courseSeconds: number | null

  /** v2: 'Tempo de estudo', seconds the learner really spent on the course */
  @column()
  declare studySeconds: number | null

  /** v2: 'Nota na avaliação final' (null when the course has no exam) */
  @column()
  declare examPercent: number | null

  @column()
  declare mentorName: string | null

  @column.dateTime()
  declare issuedAt: DateTime

  @column()
  declare hash: string

  @column()
  declare signature: string

  /** Its bit in the revocation status list (migration 0865, #domain/certificates/status_list) */
  @column()
  declare statusIndex: number

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

  /** The fields the hash and the signature cover, as stored, in the certificate's own version. */
  get certifiedFields(): CertifiedFields {
    const common = {
      certificateId: this.id,
      learnerName: this.learnerName,
      courseTitle: this.courseTitle,
      mentorName: this.mentorName,
      issuedAt: this.issuedAt.toJSDate().toISOString(),
    }
    if (Number(this.version) === 1)
      return { ...common, version: 1, courseHours: this.courseHours ?? 0 }
    return {
      ...common,
      version: 2,
      courseSeconds: this.courseSeconds ?? 0,
      studySeconds: this.studySeconds ?? 0,
      examPercent: this.examPercent,
    }
  }
}
