import { Exception } from '@adonisjs/core/exceptions'

/*
| The one "not found" of the app. Whatever is missing (an unknown course, a
| lesson outside 1…N, a file the visitor may not fetch, a hidden discussion,
| a Lucid `findOrFail` miss), the exception handler answers the same way:
| the pt-BR 404 page for a page, `{ message }` with 404 for JSON.
*/

export const NOT_FOUND_MESSAGES = {
  page: 'Página não encontrada',
  course: 'Curso não encontrado',
  module: 'Módulo não encontrado',
  lesson: 'Aula não encontrada',
  file: 'Arquivo não encontrado',
  member: 'Membro não encontrado',
  discussion: 'Discussão não encontrada',
  certificate: 'Certificado não encontrado',
  answer: 'Resposta não encontrada',
} as const

export type NotFoundKind = keyof typeof NOT_FOUND_MESSAGES

export default class NotFoundException extends Exception {
  static status = 404

  constructor(
    readonly kind: NotFoundKind,
    message: string = NOT_FOUND_MESSAGES[kind]
  ) {
    super(message, { status: 404, code: `E_${kind.toUpperCase()}_NOT_FOUND` })
  }
}
