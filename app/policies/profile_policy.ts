import { BasePolicy } from '@adonisjs/bouncer'
import { AuthorizationResponse } from '@adonisjs/bouncer'
import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'

/** Profiles are public to members; only their owner may change them. */
export default class ProfilePolicy extends BasePolicy {
  edit(user: User, member: User) {
    if (user.id === member.id) return true
    return AuthorizationResponse.deny('Você só pode editar o seu próprio perfil.', 403)
  }
}

/**
 * Bouncer answers a refused form submission with a redirect back; a request
 * crafted against another member's profile gets a plain 403 instead.
 */
export async function authorizeProfileEdit(bouncer: HttpContext['bouncer'], member: User) {
  const decision = await bouncer.with(ProfilePolicy).execute('edit', member)
  if (!decision.authorized) {
    throw new Exception(decision.message ?? 'Você só pode editar o seu próprio perfil.', {
      status: 403,
      code: 'E_PROFILE_EDIT_FORBIDDEN',
    })
  }
}
