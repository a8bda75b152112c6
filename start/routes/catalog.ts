/*
| Routes of the catalog area: the course catalogue, the course page template,
| favourites and reviews (see start/routes.ts). Lesson pages are in learning.ts.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { middleware } from '#start/kernel'
import { changesPublicPages, publicPage } from '#services/platform/route_traits'
import { CATALOG, FIGURES, MEMBERS } from '#domain/platform/content_tags'

publicPage(router.get('/cursos', [controllers.Courses, 'index']).as('courses.index'), () => [
  CATALOG,
  FIGURES,
])
/* The course's own tag is added by the controller: the address has only its slug. */
publicPage(router.get('/cursos/:slug', [controllers.Courses, 'show']).as('courses.show'), () => [
  CATALOG,
  MEMBERS,
])

router
  .group(() => {
    router
      .post('/cursos/:slug/favorito', [controllers.CourseFavorites, 'store'])
      .as('courses.favorite.store')
      .use(throttle.favorite)
    router
      .delete('/cursos/:slug/favorito', [controllers.CourseFavorites, 'destroy'])
      .as('courses.favorite.destroy')
      .use(throttle.favorite)
    /* Reviews show on the public course page. */
    changesPublicPages(
      router
        .post('/cursos/:slug/avaliacoes', [controllers.CourseReviews, 'store'])
        .as('courses.reviews.store')
        .use(throttle.review)
    )
    changesPublicPages(
      router
        .put('/cursos/:slug/avaliacoes/:id', [controllers.CourseReviews, 'update'])
        .as('courses.reviews.update')
        .use(throttle.review)
    )
  })
  .use(middleware.auth())
