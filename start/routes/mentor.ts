/*
| Routes of the AI mentor's chat ('Mentor IA' on the course and lesson pages).
| Asking is open to the route so a visitor hears "entre na sua conta" from
| MentorPolicy in the chat itself; the rest needs a session.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router
      .post('/cursos/:slug/mentor/perguntas', [controllers.MentorMessages, 'store'])
      .as('ask')
      .use(throttle.mentor)
    router
      .delete('/cursos/:slug/mentor/conversa', [controllers.MentorMessages, 'reset'])
      .as('reset')
      .use(middleware.auth())
      .use(throttle.mentor_chat)
    router
      .post('/mentor/respostas/:id/avaliacao', [controllers.MentorMessages, 'feedback'])
      .as('feedback')
      .use(middleware.auth())
      .use(throttle.mentor_chat)
  })
  .as('mentor')
