import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Notification from '#models/notification'
import { member, notificationFor } from './helpers.js'

type Role = 'visitor' | 'owner' | 'another member'
type Route = {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: (notificationId: number) => string
  /** What each role gets (a visitor is sent to sign in). */
  expected: Record<Role, number>
}

/*
| Route × role: every notifications route needs a session; a member reaches
| only their own notifications. Nothing changes for a refused request.
*/
const ROUTES: Route[] = [
  {
    name: 'notifications.index',
    method: 'GET',
    path: () => '/notificacoes',
    expected: { 'visitor': 302, 'owner': 200, 'another member': 200 },
  },
  {
    name: 'notifications.recent',
    method: 'GET',
    path: () => '/notificacoes/recentes',
    expected: { 'visitor': 302, 'owner': 200, 'another member': 200 },
  },
  {
    name: 'notifications.read',
    method: 'POST',
    path: (id) => `/notificacoes/${id}/lida`,
    expected: { 'visitor': 302, 'owner': 302, 'another member': 403 },
  },
  {
    name: 'notifications.read_all',
    method: 'POST',
    path: () => '/notificacoes/lidas',
    expected: { 'visitor': 302, 'owner': 302, 'another member': 302 },
  },
  {
    name: 'notifications.preferences.update',
    method: 'PUT',
    path: () => '/perfil/notificacoes',
    expected: { 'visitor': 302, 'owner': 302, 'another member': 302 },
  },
]

const ROLES: Role[] = ['visitor', 'owner', 'another member']
const MATRIX = ROUTES.flatMap((route) => ROLES.map((role) => ({ ...route, role })))

test.group('Notifications: route × role', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{name} as {role}')
    .with(MATRIX)
    .run(async ({ client, assert }, route) => {
      const owner = await member()
      const notification = await notificationFor(owner)
      const viewer = { 'visitor': null, 'owner': owner, 'another member': await member() }[
        route.role
      ]

      let request = client.request(route.path(notification.id), route.method).redirects(0)
      if (viewer) request = request.loginAs(viewer)
      if (route.method !== 'GET') request = request.withCsrfToken()
      const response = await request

      response.assertStatus(route.expected[route.role])
      if (route.role === 'visitor') assert.match(response.header('location') ?? '', /^\/auth/)
      const stored = await Notification.findOrFail(notification.id)
      const readByOwner = route.role === 'owner' && route.name.startsWith('notifications.read')
      assert.equal(stored.readAt !== null, readByOwner, 'only the owner’s own read marks it')
    })
})
