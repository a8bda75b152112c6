import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/** Profiles are public to members; only their owner may change them (a plain 403 otherwise). */
export default class ProfilePolicy extends BasePolicy {
  edit(user: User, member: User) {
    if (user.id === member.id) return true
    return AuthorizationResponse.deny('Você só pode editar o seu próprio perfil.', 403)
  }
}
