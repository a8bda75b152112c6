import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import AdminUser from '#models/admin_user'
import { ProfileFactory } from '#database/factories/course_factory'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'
import { freeLearner } from '#tests/helpers/premium'
import type { AdminRole, ProfileRole } from '#domain/accounts/roles'

/*
| Who sees every premium content without a subscription, asked the way a
| request that preloaded nothing asks it (one SQL query, role lists from
| #domain/accounts/roles) and the way a signed-in page asks it (relations
| preloaded): both must give the same answer.
*/
const CASES: {
  name: string
  adminRole: AdminRole | null
  profileRole: ProfileRole
  staff: boolean
}[] = [
  { name: 'an editor', adminRole: 'editor', profileRole: 'student', staff: true },
  { name: 'a super admin', adminRole: 'super_admin', profileRole: 'admin', staff: true },
  { name: 'an instructor', adminRole: null, profileRole: 'instructor', staff: true },
  {
    name: "a learner with profile role 'admin'",
    adminRole: null,
    profileRole: 'admin',
    staff: false,
  },
  { name: 'a learner', adminRole: null, profileRole: 'student', staff: false },
]

test.group('Staff see every premium content', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{name}')
    .with(CASES)
    .run(async ({ assert }, { adminRole, profileRole, staff }) => {
      const member = await freeLearner()
      await ProfileFactory.merge({ userId: member.id, role: profileRole }).create()
      if (adminRole) await AdminUser.create({ userId: member.id, role: adminRole })

      const status = new SubscriptionStatusService()
      const fresh = await status.viewer(await User.findOrFail(member.id))
      assert.equal(fresh.staff, staff)

      const loaded = await User.query()
        .where('id', member.id)
        .preload('profile')
        .preload('adminRole')
        .firstOrFail()
      const preloaded = await new SubscriptionStatusService().viewer(loaded)
      assert.equal(preloaded.staff, staff)
    })
})
