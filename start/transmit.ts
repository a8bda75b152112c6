/*
| Transmit (server-sent events): the stream routes and the authorization of
| private channels. A member listens only to their own channel and to the
| conversations they are one of the two participants of.
|
|   users/{id}          unread counts and notifications of that member
|   conversations/{id}  new messages and read receipts of that conversation
*/
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'

/*
| The stream and subscriptions leave the session's flash (a form's toast) for
| the page, and refuse a request without its client id or channel (400).
*/
transmit.registerRoutes((route) => route.use(middleware.transmitRequest()))

transmit.authorize<{ id: string }>('users/:id', (ctx: HttpContext, { id }) => {
  return ctx.auth.user?.id === Number(id)
})

transmit.authorize<{ id: string }>('conversations/:id', async (ctx: HttpContext, { id }) => {
  const user = ctx.auth.user
  const conversationId = Number(id)
  if (!user || !Number.isInteger(conversationId) || conversationId < 1) return false
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const row = await db
    .from('conversations')
    .where('id', conversationId)
    .where((where) => where.where('user1_id', user.id).orWhere('user2_id', user.id))
    .first()
  return !!row
})
