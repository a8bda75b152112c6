import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import ProfilePolicy from '#policies/profile_policy'
import ProfileService from '#services/community/profile_service'
import NotificationService from '#services/messaging/notification_service'
import { flashToast } from '#services/platform/flash'
import { profileValidator } from '#validators/profile'
import MemberProfileTransformer from '#transformers/member_profile_transformer'
import ProfileFormTransformer from '#transformers/profile_form_transformer'
import ProfileCountersTransformer from '#transformers/profile_counters_transformer'
import ProfileCourseTransformer from '#transformers/profile_course_transformer'
import ProfileActivityTransformer from '#transformers/profile_activity_transformer'
import AchievementTransformer from '#transformers/achievement_transformer'
import NotificationPreferenceTransformer from '#transformers/notification_preference_transformer'
import { AUTH_TOASTS } from '#domain/accounts/auth_messages'
import PushService from '#services/messaging/push_service'

@inject()
export default class ProfilesController {
  constructor(
    private profiles: ProfileService,
    private notifications: NotificationService
  ) {}

  /** /perfil: the signed-in member's own profile. */
  async own({ auth, inertia }: HttpContext) {
    return this.render(inertia, auth.getUserOrFail(), true)
  }

  /** /perfil/{id}: another member's profile (read-only), or one's own when the id is theirs. */
  async show({ auth, params, inertia }: HttpContext) {
    const member = await this.profiles.findMemberOrFail(params.id)
    return this.render(inertia, member, member.id === auth.getUserOrFail().id)
  }

  /** A failure to save is answered by the route's declared toast (start/routes/auth.ts). */
  async update({ params, request, response, session, bouncer }: HttpContext) {
    const member = await this.profiles.findMemberOrFail(params.id)
    await bouncer.with(ProfilePolicy).authorize('edit', member)
    const data = await request.validateUsing(profileValidator)
    await this.profiles.update(member, data)
    flashToast(session, AUTH_TOASTS.profileUpdated.title)
    return response.redirect().toRoute('profiles.own')
  }

  private async render(inertia: HttpContext['inertia'], member: User, isOwn: boolean) {
    const page = await this.profiles.pageFor(member)
    return inertia.render('profiles/show', {
      isOwn,
      member: MemberProfileTransformer.transform(page.member),
      form: isOwn ? ProfileFormTransformer.transform(page.member) : null,
      counters: ProfileCountersTransformer.transform(page.counters),
      courses: ProfileCourseTransformer.transform(page.courses),
      activity: ProfileActivityTransformer.transform(page.activity),
      achievements: AchievementTransformer.transform(page.achievements),
      /* The own profile's 'Notificações' card. */
      notificationPreferences: isOwn
        ? NotificationPreferenceTransformer.transform(
            await this.notifications.preferences(member.id)
          )
        : null,
      /* 'Notificações neste dispositivo': the VAPID public key the browser subscribes with. */
      pushPublicKey: isOwn ? PushService.publicKey() : null,
    })
  }
}
