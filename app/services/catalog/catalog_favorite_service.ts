import db from '@adonisjs/lucid/services/db'
import CourseFavorite from '#models/course_favorite'

/** Courses a learner keeps as favourites. Adding twice or removing a missing one is harmless. */
export default class CatalogFavoriteService {
  async add(userId: number, courseId: number) {
    /* ON CONFLICT: a double click must not fail on the unique (user, course) pair. */
    await db
      .insertQuery()
      .table('course_favorites')
      .insert({ user_id: userId, course_id: courseId, created_at: new Date() })
      .onConflict(['user_id', 'course_id'])
      .ignore()
  }

  async remove(userId: number, courseId: number) {
    await CourseFavorite.query().where('user_id', userId).where('course_id', courseId).delete()
  }
}
