import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AdminUser from '#models/admin_user'
import { UserFactory } from '#database/factories/course_factory'
import type { AdminRole } from '#domain/accounts/roles'

/** A signed-up person with a profile and, when given, an admin_users role. */
export async function personWithRole(role: AdminRole | null, fullName?: string) {
  const user = await UserFactory.merge(fullName ? { fullName } : {})
    .with('profile', 1, (profile) => profile.merge(fullName ? { fullName } : {}))
    .create()
  if (role) await AdminUser.create({ userId: user.id, role })
  return user
}

/** Number of rows of a table, optionally narrowed. */
export async function countRows(table: string, where: Record<string, unknown> = {}) {
  const row = await db.from(table).where(where).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** The panel role of a person (null without access). */
export async function panelRoleOf(userId: number) {
  const row = await AdminUser.findBy('userId', userId)
  return row?.role ?? null
}

/** A write as the admin panel sends it (CSRF token, the redirect not followed). */
export function adminWrite(
  client: ApiClient,
  admin: User,
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  body?: Record<string, unknown>
) {
  const request = client[method](url)
  return (body ? request.json(body) : request).loginAs(admin).withCsrfToken().redirects(0)
}

/** An admin moves a lesson one place up or down (the panel's arrows): the answer's status. */
export async function moveLessonAs(
  client: ApiClient,
  admin: User,
  lessonId: number,
  direction: 'up' | 'down'
) {
  const url = `/admin/aulas/${lessonId}/posicao`
  const response = await adminWrite(client, admin, 'patch', url, { direction })
  return response.status()
}
