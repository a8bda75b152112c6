import { test } from '@japa/runner'
import {
  ADMIN_ROLES,
  PROFILE_ROLES,
  canManageContent,
  canManageUsers,
  canModerateForum,
  canPreviewUnpublished,
  canUsePanel,
  isAdministrator,
  isStaff,
  maySetPanelRole,
  profileRoleOnPanelGrant,
  removesLastSuperAdmin,
  seesAllPremium,
  type MemberRoles,
} from '#domain/accounts/roles'

/*
| Every role question × every role: the README's 'Administração' table and
| the forum and premium rules, read row by row. A profile role alone is
| asked with no panel role; a panel role with the default profile role.
*/
const PREDICATES = {
  isAdministrator,
  canUsePanel,
  canManageContent,
  canManageUsers,
  canPreviewUnpublished,
  canModerateForum,
  seesAllPremium,
  isStaff,
}
type Predicate = keyof typeof PREDICATES

const ALLOWED: Record<string, Predicate[]> = {
  'panel super_admin': [
    'isAdministrator',
    'canUsePanel',
    'canManageContent',
    'canManageUsers',
    'canPreviewUnpublished',
    'canModerateForum',
    'seesAllPremium',
    'isStaff',
  ],
  'panel admin': [
    'isAdministrator',
    'canUsePanel',
    'canManageContent',
    'canManageUsers',
    'canPreviewUnpublished',
    'canModerateForum',
    'seesAllPremium',
    'isStaff',
  ],
  'panel editor': [
    'canUsePanel',
    'canManageContent',
    'canPreviewUnpublished',
    'canModerateForum',
    'seesAllPremium',
    'isStaff',
  ],
  'profile student': [],
  'profile instructor': ['canModerateForum', 'seesAllPremium', 'isStaff'],
  /* A title on the profile: the panel comes from admin_users only. */
  'profile admin': [],
  'no roles': [],
  'unknown panel role': [],
}

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
      const granted = (Object.keys(PREDICATES) as Predicate[]).filter((name) =>
        PREDICATES[name](MEMBERS[member])
      )
      assert.sameMembers(granted, ALLOWED[member])
    })

  test('an instructor who is also an editor has both sets of rights', ({ assert }) => {
    const both = { adminRole: 'editor', profileRole: 'instructor' }
    assert.isTrue(canManageContent(both))
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
