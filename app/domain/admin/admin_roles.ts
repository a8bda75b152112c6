/*
| Who may do what in the admin area. A row in admin_users grants the panel:
| super_admin and admin do everything; editor manages content (courses,
| modules, lessons, materials, media) but not users or roles. Shared by the
| Bouncer policies and the admin pages (which hide what a role cannot use).
*/

export const ADMIN_ROLES = ['super_admin', 'admin', 'editor'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]

export const PROFILE_ROLES = ['student', 'instructor', 'admin'] as const
export type ProfileRole = (typeof PROFILE_ROLES)[number]

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

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value)
}

/** Any of the three admin roles opens the panel; anything else (or no row) does not. */
export function canAccessPanel(role: string | null | undefined) {
  return isAdminRole(role)
}

export function canManageContent(role: string | null | undefined) {
  return isAdminRole(role)
}

export function canManageUsers(role: string | null | undefined) {
  return role === 'super_admin' || role === 'admin'
}

/**
 * Whether changing a user's panel access from `currentRole` to `nextRole`
 * would leave the platform without a super admin.
 */
export function removesLastSuperAdmin(
  currentRole: AdminRole | null,
  nextRole: AdminRole | null,
  superAdminCount: number
) {
  return currentRole === 'super_admin' && nextRole !== 'super_admin' && superAdminCount <= 1
}

/**
 * Granting or taking away super_admin is for a super_admin only, so an admin
 * can neither promote itself nor demote the platform's owners.
 */
export function maySetPanelRole(
  actorRole: AdminRole | null,
  currentRole: AdminRole | null,
  nextRole: AdminRole | null
) {
  if (currentRole !== 'super_admin' && nextRole !== 'super_admin') return true
  return actorRole === 'super_admin'
}
