/*
| Routes of a member's notifications (the header's bell, /notificacoes) and
| their per-kind preferences (the profile's 'Notificações' card).
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
  })
  .as('notifications')
  .use(middleware.auth())
