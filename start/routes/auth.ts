/*
| Routes of the accounts area: sign-up and sign-in (/auth), e-mail
| confirmation, password reset, sign-out, and member profiles (/perfil).
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { middleware } from '#start/kernel'
import { changesPublicPages, whenFailing } from '#services/platform/route_traits'
import { AUTH_FAILURES } from '#domain/accounts/auth_messages'
import { authorizeProfileEdit } from '#policies/profile_policy'
import { AVATAR_TEXTS } from '#domain/accounts/avatar_files'

router
  .group(() => {
    router.get('/auth', [controllers.Session, 'create']).as('auth.show')
    whenFailing(
      router.post('/auth/entrar', [controllers.Session, 'store']).as('auth.login'),
      AUTH_FAILURES.signIn
    )
    whenFailing(
      router.post('/auth/cadastro', [controllers.Signup, 'store']).as('auth.signup'),
      AUTH_FAILURES.signUp
    )
    router
      .get('/auth/confirmar-email', [controllers.EmailVerification, 'notice'])
      .as('auth.verification.notice')
    router
      .post('/auth/confirmar-email', [controllers.EmailVerification, 'resend'])
      .as('auth.verification.resend')
    router
      .get('/auth/esqueci-senha', [controllers.PasswordReset, 'create'])
      .as('auth.password.request')
    router
      .post('/auth/esqueci-senha', [controllers.PasswordReset, 'store'])
      .as('auth.password.email')
  })
  .use(middleware.guest())

/* Links from e-mails: signed, so they work whoever is signed in on this browser. */
router
  .get('/auth/confirmar-email/:id', [controllers.EmailVerification, 'verify'])
  .as('auth.verification.verify')
router
  .get('/auth/redefinir-senha/:id', [controllers.PasswordReset, 'edit'])
  .as('auth.password.edit')
router
  .post('/auth/redefinir-senha/:id', [controllers.PasswordReset, 'update'])
  .as('auth.password.update')

whenFailing(
  router
    .post('/logout', [controllers.Session, 'destroy'])
    .as('auth.logout')
    .use(throttle.logout)
    .use(middleware.auth()),
  AUTH_FAILURES.signOut
)
router
  .post('/logout/todas-as-sessoes', [controllers.Session, 'destroyEverywhere'])
  .as('auth.logout.everywhere')
  .use(throttle.logout)
  .use(middleware.auth())

/* 'Privacidade e dados' (LGPD): before /perfil/:id, which would take 'privacidade' as an id. */
router
  .group(() => {
    router.get('/perfil/privacidade', [controllers.Privacy, 'show']).as('privacy.show')
    router
      .post('/perfil/privacidade/exportacao', [controllers.Privacy, 'storeExport'])
      .as('privacy.export.store')
      .use(throttle.data_export)
    router
      .get('/perfil/privacidade/exportacao/:id', [controllers.Privacy, 'downloadExport'])
      .as('privacy.export.download')
    router
      .post('/perfil/privacidade/exclusao', [controllers.Privacy, 'requestDeletion'])
      .as('privacy.deletion.store')
      .use(throttle.account_deletion)
    router
      .delete('/perfil/privacidade/exclusao', [controllers.Privacy, 'cancelDeletion'])
      .as('privacy.deletion.destroy')
      .use(throttle.account_deletion)
  })
  .use(middleware.auth())

/* Names and photos show on public pages (forum, reviews). */
changesPublicPages(
  router
    .group(() => {
      router.get('/perfil', [controllers.Profiles, 'own']).as('profiles.own')
      router.get('/perfil/:id', [controllers.Profiles, 'show']).as('profiles.show')
      whenFailing(
        router
          .put('/perfil/:id', [controllers.Profiles, 'update'])
          .as('profiles.update')
          .use(throttle.profile),
        AUTH_FAILURES.profile
      )
      whenFailing(
        router
          .post('/perfil/:id/foto', [controllers.ProfileAvatar, 'update'])
          .as('profiles.avatar.update')
          .use(throttle.avatar)
          .use(
            middleware.multipart({
              limit: '20mb',
              tooLarge: { field: 'avatar', message: AVATAR_TEXTS.tooLarge },
              authorize: authorizeProfileEdit,
            })
          ),
        AUTH_FAILURES.avatar
      )
      router
        .delete('/perfil/:id/foto', [controllers.ProfileAvatar, 'destroy'])
        .as('profiles.avatar.destroy')
        .use(throttle.avatar)
    })
    .use(middleware.auth())
)
