import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ProfilePolicy from '#policies/profile_policy'
import ProfileService from '#services/community/profile_service'
import { flashToast } from '#services/platform/flash'
import { avatarValidator } from '#validators/profile'
import { AUTH_TOASTS } from '#domain/accounts/auth_messages'

@inject()
export default class ProfileAvatarController {
  constructor(private profiles: ProfileService) {}

  /**
   * Uploads a new profile photo (JPEG/PNG/WebP up to 2 MB, checked by content).
   * A failure to store it is answered by the route's declared toast.
   */
  async update({ params, request, response, session, bouncer }: HttpContext) {
    const member = await this.profiles.findMemberOrFail(params.id)
    await bouncer.with(ProfilePolicy).authorize('edit', member)
    const { avatar } = await request.validateUsing(avatarValidator)
    await this.profiles.replaceAvatar(member, avatar)
    flashToast(session, AUTH_TOASTS.profileUpdated.title)
    return response.redirect().toRoute('profiles.own')
  }

  async destroy({ params, response, session, bouncer }: HttpContext) {
    const member = await this.profiles.findMemberOrFail(params.id)
    await bouncer.with(ProfilePolicy).authorize('edit', member)
    await this.profiles.removeAvatar(member)
    flashToast(session, AUTH_TOASTS.avatarRemoved.title)
    return response.redirect().toRoute('profiles.own')
  }
}
