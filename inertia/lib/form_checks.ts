import { useRef } from 'react'
import type { FormComponentRef, PendingVisit } from '@inertiajs/core'

/*
| The browser's checks without its bubbles: forms are `noValidate`, and
| these rules mirror the VineJS validators of app/validators with the same
| pt-BR messages (app/validators/messages.ts), shown next to each field
| before anything is sent. The server checks again; its answer wins.
*/

/** A field's rule: the pt-BR message when the value breaks it, else undefined. */
export type Rule = (value: string, data: Record<string, unknown>) => string | undefined

export type Rules = Record<string, Rule[]>

/* Close to VineJS's email rule: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const check = {
  required:
    (field: string, message = `O campo ${field} é obrigatório.`): Rule =>
    (value) =>
      value.trim() === '' ? message : undefined,
  email: (): Rule => (value) =>
    value.trim() !== '' && !EMAIL.test(value.trim()) ? 'Informe um e-mail válido.' : undefined,
  minLength:
    (field: string, min: number, message?: string): Rule =>
    (value) =>
      value.trim() !== '' && value.trim().length < min
        ? (message ?? `O campo ${field} precisa ter pelo menos ${min} caracteres.`)
        : undefined,
  maxLength:
    (field: string, max: number, message?: string): Rule =>
    (value) =>
      value.trim().length > max
        ? (message ?? `O campo ${field} pode ter no máximo ${max} caracteres.`)
        : undefined,
  httpUrl: (): Rule => (value) =>
    value.trim() !== '' && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value.trim())
      ? 'Informe um endereço válido começando com http:// ou https://.'
      : undefined,
  integerBetween:
    (
      min: number,
      max: number,
      message: string | { number: string; withoutDecimals: string; range: string }
    ): Rule =>
    (value) => {
      if (value.trim() === '') return undefined
      const texts =
        typeof message === 'string'
          ? { number: message, withoutDecimals: message, range: message }
          : message
      const number = Number(value.trim())
      if (!Number.isFinite(number)) return texts.number
      if (!Number.isInteger(number)) return texts.withoutDecimals
      return number >= min && number <= max ? undefined : texts.range
    },
  sameAs:
    (other: string, message: string): Rule =>
    (value, data) =>
      value !== (typeof data[other] === 'string' ? data[other] : '') ? message : undefined,
}

/** The first broken rule of each field, as the server's `errors` bag: { field: message }. */
export function errorsOf(data: Record<string, unknown>, rules: Rules) {
  const errors: Record<string, string> = {}
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value =
      typeof data[field] === 'string' ? (data[field] as string) : String(data[field] ?? '')
    for (const rule of fieldRules) {
      const message = rule(value, data)
      if (message) {
        errors[field] = message
        break
      }
    }
  }
  return errors
}

/**
 * Client checks for an Inertia <Form>: spread the result on the form
 * (`<Form {...useFormChecks(rules)} noValidate>`). A broken rule stops the
 * visit and shows its message under the field; the inputs keep their text.
 */
export function useFormChecks(rules: Rules, onInvalid?: () => void) {
  const form = useRef<FormComponentRef<any> | null>(null)
  const ref = (instance: FormComponentRef<any> | null) => {
    form.current = instance
  }
  const onBefore = (visit: PendingVisit) => {
    const errors = errorsOf(visit.data as Record<string, unknown>, rules)
    form.current?.clearErrors()
    if (Object.keys(errors).length === 0) return true
    form.current?.setError(errors)
    onInvalid?.()
    return false
  }
  return { ref, onBefore }
}

/**
 * The same for a `useForm` form, called first thing in its submit handler:
 * false (and the messages under the fields) when a rule is broken.
 */
export function formPasses(
  form: {
    data: object
    clearErrors: (...fields: any[]) => void
    setError: (errors: any) => void
  },
  rules: Rules
) {
  const errors = errorsOf(form.data as Record<string, unknown>, rules)
  form.clearErrors()
  if (Object.keys(errors).length === 0) return true
  form.setError(errors)
  return false
}
