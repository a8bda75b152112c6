import { test } from '@japa/runner'
import {
  ADMIN_ROLES,
  GRANTS,
  PROFILE_ROLES,
  can,
  canManageUsers,
  canModerateForum,
  canUsePanel,
  maySetPanelRole,
  profileRoleOnPanelGrant,
  removesLastSuperAdmin,
  seesAllPremium,
  type Ability,
  type MemberRoles,
} from '#domain/accounts/roles'

/*
| Every ability × every role: the README's 'Administração' table and the
| forum and premium rules, read row by row. A profile role alone is asked
| with no panel role; a panel role with the default profile role.
*/
const ABILITIES = Object.keys(GRANTS) as Ability[]

const ALLOWED: Record<string, Ability[]> = {
  'panel super_admin': [
    'administer',
    'usePanel',
    'readAnalytics',
    'manageContent',
    'manageUsers',
    'grantSuperAdmin',
    'previewUnpublished',
    'moderateForum',
    'seeAllPremium',
  ],
  'panel admin': [
    'administer',
    'usePanel',
    'readAnalytics',
    'manageContent',
    'manageUsers',
    'previewUnpublished',
    'moderateForum',
    'seeAllPremium',
  ],
  'panel editor': [
    'usePanel',
    'manageContent',
    'previewUnpublished',
    'moderateForum',
    'seeAllPremium',
  ],
  'profile student': [],
  'profile instructor': ['moderateForum', 'seeAllPremium'],
  /* A title on the profile: the panel comes from admin_users only. */
  'profile admin': [],
  'no roles': [],
  'unknown panel role': [],
}

/** The questions asked by name, each the same as its ability. */
const NAMED: [(member: MemberRoles | null) => boolean, Ability][] = [
  [canUsePanel, 'usePanel'],
  [canManageUsers, 'manageUsers'],
  [canModerateForum, 'moderateForum'],
  [seesAllPremium, 'seeAllPremium'],
]

const MEMBERS: Record<string, MemberRoles | null> = {
  ...Object.fromEntries(
    ADMIN_ROLES.map((role) => [`panel ${role}`, { adminRole: role, profileRole: 'student' }])
  ),
  ...Object.fromEntries(
    PROFILE_ROLES.map((role) => [`profile ${role}`, { adminRole: null, profileRole: role }])
  ),
  'no roles': null,
  'unknown panel role': { adminRole: 'owner', profileRole: 'estudante' },
}

test.group('Roles', () => {
  test('the table covers every panel role and every profile role', ({ assert }) => {
    assert.sameMembers(Object.keys(MEMBERS), Object.keys(ALLOWED))
  })

  test('{$self}')
    .with(Object.keys(ALLOWED))
    .run(({ assert }, member) => {
      const granted = ABILITIES.filter((ability) => can(MEMBERS[member], ability))
      assert.sameMembers(granted, ALLOWED[member])
      for (const [asks, ability] of NAMED) {
        assert.equal(asks(MEMBERS[member]), can(MEMBERS[member], ability), ability)
      }
    })

  test('an instructor who is also an editor has both sets of rights', ({ assert }) => {
    const both = { adminRole: 'editor', profileRole: 'instructor' }
    assert.isTrue(can(both, 'manageContent'))
    assert.isTrue(canModerateForum(both))
    assert.isFalse(canManageUsers(both))
  })

  test('only a super admin grants or removes super admin', ({ assert }) => {
    assert.isFalse(maySetPanelRole('admin', 'admin', 'super_admin'))
    assert.isFalse(maySetPanelRole('admin', 'super_admin', 'admin'))
    assert.isFalse(maySetPanelRole('admin', 'super_admin', null))
    assert.isFalse(maySetPanelRole(null, null, 'super_admin'))
    assert.isTrue(maySetPanelRole('admin', 'editor', 'admin'))
    assert.isTrue(maySetPanelRole('admin', null, 'editor'))
    assert.isTrue(maySetPanelRole('super_admin', 'admin', 'super_admin'))
    assert.isTrue(maySetPanelRole('super_admin', 'super_admin', 'editor'))
  })

  test('the last super admin cannot be removed or demoted', ({ assert }) => {
    assert.isTrue(removesLastSuperAdmin('super_admin', null, 1))
    assert.isTrue(removesLastSuperAdmin('super_admin', 'editor', 1))
    assert.isFalse(removesLastSuperAdmin('super_admin', 'super_admin', 1))
    assert.isFalse(removesLastSuperAdmin('super_admin', 'admin', 2))
    assert.isFalse(removesLastSuperAdmin('admin', null, 1))
  })

  test('panel access turns a student profile into Administrador, never an instructor', ({
    assert,
  }) => {
    assert.equal(profileRoleOnPanelGrant('student'), 'admin')
    assert.equal(profileRoleOnPanelGrant('instructor'), 'instructor')
    assert.equal(profileRoleOnPanelGrant('admin'), 'admin')
  })
})
