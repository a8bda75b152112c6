/*
| Routes of direct messages ('Mensagens'), all for signed-in members. Every
| conversation route is authorized by ConversationPolicy (participants only).
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'

router
  .group(() => {
    router.get('/mensagens', [controllers.Conversations, 'index']).as('index')
    router.get('/mensagens/:id', [controllers.Conversations, 'show']).as('show')
    router
      .post('/mensagens/com/:userId', [controllers.Conversations, 'start'])
      .as('start')
      .use(throttle.conversation_start)
    router
      .post('/mensagens/:id/lidas', [controllers.Conversations, 'read'])
      .as('read')
      .use(throttle.notification_read)
    router
      .post('/mensagens/:id/mensagens', [controllers.Messages, 'store'])
      .as('store')
      .use(throttle.message)
    router.get('/mensagens/:id/anteriores', [controllers.Messages, 'older']).as('older')

    router
      .post('/membros/:id/bloqueio', [controllers.MemberBlocks, 'store'])
      .as('block')
      .use(throttle.block)
    router
      .delete('/membros/:id/bloqueio', [controllers.MemberBlocks, 'destroy'])
      .as('unblock')
      .use(throttle.block)
  })
  .as('messages')
  .use(middleware.auth())
