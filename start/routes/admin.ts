/*
| Routes of the admin area. Every route needs a session (signed-out → /auth)
| and an admin_users role (AdminGuardMiddleware: otherwise 403 'Acesso
| Negado'); each controller action then authorizes its own Bouncer ability
| (editors manage content but not users). Each section has its own URL.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { middleware } from '#start/kernel'
import { changesPublicPages, whenRowMissing } from '#services/platform/route_traits'
import { authorizeContentEdit } from '#policies/admin_policy'
import { CAPTIONS_TEXTS } from '#domain/catalog/captions'
import {
  COURSE_GONE,
  COURSE_GONE_HERE,
  LESSON_DESTROY_GONE,
  LESSON_PUBLICATION_GONE,
  LESSON_UPDATE_GONE,
  MATERIAL_DESTROY_GONE,
  MATERIAL_UPDATE_GONE,
  MODULE_GONE,
  QUIZ_GONE,
  REPORT_GONE,
  USER_ACCESS_GONE,
  USER_ROLE_GONE,
} from '#exceptions/admin_missing_rows'

const admin = router.named({
  guard: () => import('#middleware/admin_guard_middleware'),
})

/* Every admin write may change a public page (courses, covers, the forum's moderation). */
const adminArea = router
  .group(() => {
    router.get('/', [controllers.admin.Overview, 'show']).as('dashboard')

    router.get('/cursos', [controllers.admin.Courses, 'index']).as('courses.index')
    router.get('/cursos/novo', [controllers.admin.Courses, 'create']).as('courses.create')
    router.post('/cursos', [controllers.admin.Courses, 'store']).as('courses.store')
    /* The row in the URL is the one that may be gone: a course, then a module, then a lesson. */
    whenRowMissing(
      router.group(() => {
        router.get('/cursos/:id', [controllers.admin.Courses, 'show']).as('courses.show')
        router.get('/cursos/:id/editar', [controllers.admin.Courses, 'edit']).as('courses.edit')
        router.put('/cursos/:id', [controllers.admin.Courses, 'update']).as('courses.update')
        router
          .patch('/cursos/:id/restaurar', [controllers.admin.Courses, 'restore'])
          .as('courses.restore')
        router.delete('/cursos/:id', [controllers.admin.Courses, 'destroy']).as('courses.destroy')
        router
          .post('/cursos/:courseId/modulos', [controllers.admin.Modules, 'store'])
          .as('modules.store')
        router
          .post('/cursos/:courseId/aulas', [controllers.admin.Lessons, 'store'])
          .as('lessons.store')
      }),
      COURSE_GONE
    )
    whenRowMissing(
      router
        .patch('/cursos/:id/publicacao', [controllers.admin.Courses, 'togglePublication'])
        .as('courses.publication'),
      COURSE_GONE_HERE
    )

    whenRowMissing(
      router.group(() => {
        router.put('/modulos/:id', [controllers.admin.Modules, 'update']).as('modules.update')
        router.patch('/modulos/:id/posicao', [controllers.admin.Modules, 'move']).as('modules.move')
        router.delete('/modulos/:id', [controllers.admin.Modules, 'destroy']).as('modules.destroy')
      }),
      MODULE_GONE
    )

    whenRowMissing(
      router.group(() => {
        router.put('/aulas/:id', [controllers.admin.Lessons, 'update']).as('lessons.update')
        router.patch('/aulas/:id/posicao', [controllers.admin.Lessons, 'move']).as('lessons.move')
        router
          .post('/aulas/:id/legendas', [controllers.admin.LessonCaptions, 'store'])
          .as('lessons.captions.store')
          .use(
            middleware.multipart({
              limit: '1mb',
              tooLarge: { field: 'captions', message: CAPTIONS_TEXTS.tooLarge },
              authorize: authorizeContentEdit,
            })
          )
        router
          .delete('/aulas/:id/legendas', [controllers.admin.LessonCaptions, 'destroy'])
          .as('lessons.captions.destroy')
      }),
      LESSON_UPDATE_GONE
    )
    whenRowMissing(
      router.group(() => {
        router.get('/aulas/:id/quiz', [controllers.admin.Quizzes, 'edit']).as('quizzes.edit')
        router.put('/aulas/:id/quiz', [controllers.admin.Quizzes, 'update']).as('quizzes.update')
      }),
      QUIZ_GONE
    )
    whenRowMissing(
      router
        .patch('/aulas/:id/publicacao', [controllers.admin.Lessons, 'togglePublication'])
        .as('lessons.publication'),
      LESSON_PUBLICATION_GONE
    )
    whenRowMissing(
      router.delete('/aulas/:id', [controllers.admin.Lessons, 'destroy']).as('lessons.destroy'),
      LESSON_DESTROY_GONE
    )

    router.get('/materiais', [controllers.admin.Materials, 'index']).as('materials.index')
    router.post('/materiais', [controllers.admin.Materials, 'store']).as('materials.store')
    whenRowMissing(
      router.put('/materiais/:id', [controllers.admin.Materials, 'update']).as('materials.update'),
      MATERIAL_UPDATE_GONE
    )
    whenRowMissing(
      router
        .delete('/materiais/:id', [controllers.admin.Materials, 'destroy'])
        .as('materials.destroy'),
      MATERIAL_DESTROY_GONE
    )

    router.get('/biblioteca', [controllers.admin.Media, 'index']).as('media.index')
    router.delete('/biblioteca', [controllers.admin.Media, 'destroy']).as('media.destroy')
    router.get('/biblioteca/arquivo', [controllers.admin.Media, 'file']).as('media.file')
    /* Streamed by MediaUploadService (listed in config/bodyparser.ts `processManually`). */
    router.post('/uploads/:target', [controllers.admin.Uploads, 'store']).as('uploads.store')

    router.get('/usuarios', [controllers.admin.Users, 'index']).as('users.index')
    router
      .get('/usuarios/exclusoes', [controllers.admin.Users, 'pendingDeletions'])
      .as('users.deletions')
    whenRowMissing(
      router.patch('/usuarios/:id/role', [controllers.admin.Users, 'updateRole']).as('users.role'),
      USER_ROLE_GONE
    )
    whenRowMissing(
      router
        .patch('/usuarios/:id/acesso', [controllers.admin.Users, 'updateAccess'])
        .as('users.access'),
      USER_ACCESS_GONE
    )

    router.get('/certificados', [controllers.admin.Certificates, 'index']).as('certificates.index')
    router
      .post('/certificados/:certificateId/revogacao', [controllers.admin.Certificates, 'revoke'])
      .as('certificates.revoke')

    router.get('/moderacao', [controllers.admin.Moderation, 'index']).as('moderation.index')
    whenRowMissing(
      router
        .patch('/moderacao/denuncias/:id', [controllers.admin.Moderation, 'update'])
        .as('moderation.update'),
      REPORT_GONE
    )

    router.get('/analytics', [controllers.admin.Analytics, 'show']).as('analytics')
    router
      .get('/analytics/exportar/:tabela', [controllers.admin.Analytics, 'export'])
      .as('analytics.export')
    router.get('/mentor', [controllers.admin.Mentor, 'show']).as('mentor')
    router.get('/configuracoes', [controllers.admin.Settings, 'show']).as('settings')
    router
      .put('/configuracoes/plano-anual', [controllers.admin.Settings, 'updateAnnualPix'])
      .as('settings.annual_pix')

    /* Unknown sections fall back to the overview. */
    router.get('/*', [controllers.admin.Overview, 'fallback']).as('fallback')
  })
  .prefix('/admin')
  .as('admin')
  /* One write limit for the whole panel: its throttle lets reads through. */
  .use([middleware.auth(), admin.guard(), throttle.admin_write])
changesPublicPages(adminArea)
