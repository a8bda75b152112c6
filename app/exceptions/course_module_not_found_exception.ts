import { Exception } from '@adonisjs/core/exceptions'

/**
 * `?modulo=` on a course page that names no module of that course (or is no
 * id at all): the exception handler answers with the 404 page.
 */
export default class CourseModuleNotFoundException extends Exception {
  static status = 404
  static code = 'E_COURSE_MODULE_NOT_FOUND'
  static message = 'Módulo não encontrado'
}
