/*
| Routes of the AI mentor's chat ('Mentor IA' on the course and lesson pages).
| Asking is open to the route so a visitor hears "entre na sua conta" from
| MentorPolicy in the chat itself; the rest needs a session.
*/
import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { MENTOR_TEXTS } from '#domain/mentor/mentor'
import { mentorSettings } from '#services/mentor/mentor_settings'

/** Questions: a few per minute per learner (MENTOR_PER_MINUTE, 429 in pt-BR), on top of the daily limit. */
export const mentorQuestionThrottle = limiter.define('mentor_question', (ctx) =>
  limiter
    .allowRequests(mentorSettings().perMinute)
    .every('1 minute')
    .usingKey(`user_${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(MENTOR_TEXTS.tooMany))
)

router
  .group(() => {
    router
      .post('/cursos/:slug/mentor/perguntas', [controllers.MentorMessages, 'store'])
      .as('ask')
      .use(mentorQuestionThrottle)
    router
      .delete('/cursos/:slug/mentor/conversa', [controllers.MentorMessages, 'reset'])
      .as('reset')
      .use(middleware.auth())
    router
      .post('/mentor/respostas/:id/avaliacao', [controllers.MentorMessages, 'feedback'])
      .as('feedback')
      .use(middleware.auth())
  })
  .as('mentor')
