/*
| Routes of the community area: the members directory.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router
  .get('/comunidade', [controllers.Community, 'index'])
  .as('community.index')
  .use(middleware.auth())
