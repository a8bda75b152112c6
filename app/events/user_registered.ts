import { BaseEvent } from '@adonisjs/core/events'
import type User from '#models/user'

/** A visitor created an account (still unconfirmed). */
export default class UserRegistered extends BaseEvent {
  constructor(public user: User) {
    super()
  }
}
