/*
| Every role question, answered once. A member has two roles: the panel role
| (admin_users.role, or none) and the profile role (profiles.role). The Bouncer
| policies, the services' SQL and the pages all ask the predicates below; no
| other file compares role names (tests/unit/accounts/role_literals.spec.ts).
*/

export const ADMIN_ROLES = ['super_admin', 'admin', 'editor'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]

export const PROFILE_ROLES = ['student', 'instructor', 'admin'] as const
export type ProfileRole = (typeof PROFILE_ROLES)[number]

/** The profile role of a new account, and of a member without a profile row. */
export const DEFAULT_PROFILE_ROLE: ProfileRole = 'student'

/** The platform's owners: only a super admin grants or removes the role, and one always remains. */
export const SUPER_ADMIN: AdminRole = 'super_admin'

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  super_admin: 'Superadministrador',
  admin: 'Administrador',
  editor: 'Editor',
}

export const PROFILE_ROLE_LABELS: Record<ProfileRole, string> = {
  student: 'Aluno',
  instructor: 'Instrutor',
  admin: 'Administrador',
}

/** A member's two roles, as the server loads them and the shared `user` prop carries them. */
export type MemberRoles = { adminRole?: string | null; profileRole?: string | null }

type Grant = { admin: readonly AdminRole[]; profile: readonly ProfileRole[] }

/** The school's team: any panel role, and instructors (profile role). */
const STAFF: Grant = { admin: ADMIN_ROLES, profile: ['instructor'] }
const PANEL: Grant = { admin: ADMIN_ROLES, profile: [] }
const ADMINISTRATORS: Grant = { admin: ['super_admin', 'admin'], profile: [] }

/**
 * Who may do what (the README's 'Administração' table). Profile role 'admin'
 * is a title on the profile and grants nothing: the panel comes from admin_users.
 */
export const GRANTS = {
  /** Everything the admin area guards: the base policy lets these through (super_admin, admin). */
  administer: ADMINISTRATORS,
  /** /admin: overview, guide, reports queue (every panel role). */
  usePanel: PANEL,
  /** Analytics, its CSV exports and the mentor report: figures about members, not content. */
  readAnalytics: ADMINISTRATORS,
  /** Courses, modules, lessons, materials and the media library. */
  manageContent: PANEL,
  /** Users, profile roles and panel access. */
  manageUsers: ADMINISTRATORS,
  /** Giving or taking away super_admin. */
  grantSuperAdmin: { admin: ['super_admin'], profile: [] },
  /** Draft and archived courses. */
  previewUnpublished: PANEL,
  /** Pin, lock and hide forum posts; see hidden ones. */
  moderateForum: STAFF,
  /** Every premium lesson, material and certificate without a subscription. */
  seeAllPremium: STAFF,
} as const satisfies Record<string, Grant>

export type Ability = keyof typeof GRANTS

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value)
}

function isProfileRole(value: unknown): value is ProfileRole {
  return typeof value === 'string' && (PROFILE_ROLES as readonly string[]).includes(value)
}

/** Whether the member's roles grant `ability`; nobody (null) is granted nothing. */
export function can(member: MemberRoles | null | undefined, ability: Ability) {
  if (!member) return false
  const grant: Grant = GRANTS[ability]
  const { adminRole, profileRole } = member
  return (
    (isAdminRole(adminRole) && grant.admin.includes(adminRole)) ||
    (isProfileRole(profileRole) && grant.profile.includes(profileRole))
  )
}

/* The questions the pages and the forum ask by name; everything else asks can(member, ability). */
export const canUsePanel = (member: MemberRoles | null | undefined) => can(member, 'usePanel')
export const canManageUsers = (member: MemberRoles | null | undefined) => can(member, 'manageUsers')
export const canModerateForum = (member: MemberRoles | null | undefined) =>
  can(member, 'moderateForum')
export const seesAllPremium = (member: MemberRoles | null | undefined) =>
  can(member, 'seeAllPremium')

/**
 * Whether an actor with panel role `actorRole` may change someone's panel
 * access from `currentRole` to `nextRole`: granting or taking away super_admin
 * is for a super admin only, so an admin can neither promote itself nor
 * demote the platform's owners.
 */
export function maySetPanelRole(
  actorRole: string | null | undefined,
  currentRole: string | null | undefined,
  nextRole: string | null | undefined
) {
  if (currentRole !== SUPER_ADMIN && nextRole !== SUPER_ADMIN) return true
  return can({ adminRole: actorRole }, 'grantSuperAdmin')
}

/** Whether that change would leave the platform without a super admin (`superAdminCount` now). */
export function removesLastSuperAdmin(
  currentRole: string | null | undefined,
  nextRole: string | null | undefined,
  superAdminCount: number
) {
  return currentRole === SUPER_ADMIN && nextRole !== SUPER_ADMIN && superAdminCount <= 1
}

/** A member given panel access by `users:create` shows 'Administrador' on the profile, unless an instructor. */
export function profileRoleOnPanelGrant(current: ProfileRole): ProfileRole {
  return current === DEFAULT_PROFILE_ROLE ? 'admin' : current
}
