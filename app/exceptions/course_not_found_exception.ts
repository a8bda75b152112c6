import { Exception } from '@adonisjs/core/exceptions'

/**
 * A course the visitor may not see (unknown, draft or archived for a
 * non-admin): the exception handler answers with the 404 page.
 */
export default class CourseNotFoundException extends Exception {
  static status = 404
  static code = 'E_COURSE_NOT_FOUND'
  static message = 'Curso não encontrado'
}
