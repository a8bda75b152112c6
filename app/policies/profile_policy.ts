import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'

/** Profiles are public to members; only their owner may change them (a plain 403 otherwise). */
export default class ProfilePolicy extends BasePolicy {
  edit(user: User, member: User) {
    if (user.id === member.id) return true
    return AuthorizationResponse.deny('Você só pode editar o seu próprio perfil.', 403)
  }
}

/**
 * The photo route's check, run before its body is read (middleware.multipart
 * `authorize`): someone else's upload is refused without spooling a byte.
 */
export async function authorizeProfileEdit({ params, bouncer }: HttpContext) {
  const member = await User.findOrFail(params.id)
  await bouncer.with(ProfilePolicy).authorize('edit', member)
}
