import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { BaseModel, column, hasOne } from '@adonisjs/lucid/orm'
import type { HasOne } from '@adonisjs/lucid/types/relations'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'
import { initialsOf } from '#domain/platform/initials'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fullName: string | null

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  /** Raised to end every open session of the user (password reset); see SessionVersionMiddleware. */
  @column({ serializeAs: null })
  declare sessionVersion: number

  /** 'Excluir minha conta': when asked, and when the deletion is carried out unless cancelled. */
  @column.dateTime()
  declare deletionRequestedAt: DateTime | null

  @column.dateTime()
  declare deletionScheduledFor: DateTime | null

  /** Set when the deletion was carried out: the row is a tombstone without e-mail, name or password. */
  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @hasOne(() => Profile)
  declare profile: HasOne<typeof Profile>

  @hasOne(() => AdminUser)
  declare adminRole: HasOne<typeof AdminUser>

  /** Initials for the avatar: from the full name, else the first two letters of the e-mail. */
  get initials() {
    return initialsOf(this.fullName, this.email.slice(0, 2).toUpperCase())
  }

  /** Name to display: full name, else the part of the e-mail before the @. */
  get displayName() {
    return this.fullName?.trim() || this.email.split('@')[0]
  }

  /** First name for greetings, falling back to 'Aluno'. */
  get firstName() {
    return this.fullName?.trim().split(/\s+/)[0] || 'Aluno'
  }
}
