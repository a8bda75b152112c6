/*
| Routes of a member's notifications (the header's bell, /notificacoes) and
| their per-kind preferences and this device's web push (the profile's
| 'Notificações' card).
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.get('/notificacoes', [controllers.Notifications, 'index']).as('index')
    router.get('/notificacoes/recentes', [controllers.Notifications, 'recent']).as('recent')
    router
      .post('/notificacoes/lidas', [controllers.Notifications, 'readAll'])
      .as('read_all')
      .use(throttle.notification_read)
    router
      .post('/notificacoes/:id/lida', [controllers.Notifications, 'read'])
      .as('read')
      .use(throttle.notification_read)
    router
      .put('/perfil/notificacoes', [controllers.NotificationPreferences, 'update'])
      .as('preferences.update')
      .use(throttle.preferences)
    router
      .post('/perfil/notificacoes/dispositivo', [controllers.PushSubscriptions, 'store'])
      .as('push.store')
      .use(throttle.preferences)
    router
      .delete('/perfil/notificacoes/dispositivo', [controllers.PushSubscriptions, 'destroy'])
      .as('push.destroy')
      .use(throttle.preferences)
  })
  .as('notifications')
  .use(middleware.auth())
