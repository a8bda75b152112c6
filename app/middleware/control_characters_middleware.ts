import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { hasControlCharacters, stripControlCharacters } from '#domain/platform/text_input'

export const CONTROL_CHARACTERS_MESSAGE = 'Remova os caracteres inválidos deste campo.'

/** Dotted paths (`tags.0`) of the string values of a body that carry control characters. */
function fieldsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path.join('.')] : []
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      fieldsWithControlCharacters(item, [...path, String(index)])
    )
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      fieldsWithControlCharacters(item, [...path, key])
    )
  }
  return []
}

function cleanQuery(value: unknown): unknown {
  if (typeof value === 'string') return stripControlCharacters(value)
  if (Array.isArray(value)) return value.map(cleanQuery)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanQuery(item)]))
  }
  return value
}

/**
 * Text never carries a NUL byte or another control character into the
 * application (PostgreSQL refuses NUL, and none belongs in a form): in the
 * query string they are dropped (a search for '%00' is an empty search); in a
 * form or JSON body the field is refused with a pt-BR message next to it, and
 * the form keeps what was typed.
 */
export default class ControlCharactersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const query = ctx.request.qs()
    if (fieldsWithControlCharacters(query).length > 0) {
      ctx.request.updateQs(cleanQuery(query) as Record<string, unknown>)
    }
    const fields = fieldsWithControlCharacters(ctx.request.body())
    if (fields.length > 0) {
      throw new vineErrors.E_VALIDATION_ERROR(
        fields.map((field) => ({ field, message: CONTROL_CHARACTERS_MESSAGE, rule: 'text' }))
      )
    }
    return next()
  }
}
