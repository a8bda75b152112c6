import { useRef } from 'react'
import type { FormComponentRef, PendingVisit } from '@inertiajs/core'
import { formErrors, type FormRules } from '@domain/platform/form_rules'

/*
| The browser's checks without its bubbles: forms are `noValidate` and run
| the rules of their form table (app/domain/<feature>/forms.ts), the same
| the server's VineJS validator is built from, with the same pt-BR messages,
| shown next to each field before anything is sent. The server checks again.
*/

/**
 * Client checks for an Inertia <Form>: spread the result on the form
 * (`<Form {...useFormChecks(SIGNUP_FORM)} noValidate>`). A broken rule stops
 * the visit and shows its message under the field; the inputs keep their text.
 */
export function useFormChecks(rules: FormRules, onInvalid?: () => void) {
  const form = useRef<FormComponentRef<any> | null>(null)
  const ref = (instance: FormComponentRef<any> | null) => {
    form.current = instance
  }
  const onBefore = (visit: PendingVisit) => {
    const errors = formErrors(rules, visit.data as Record<string, unknown>)
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
  rules: FormRules
) {
  const errors = formErrors(rules, form.data as Record<string, unknown>)
  form.clearErrors()
  if (Object.keys(errors).length === 0) return true
  form.setError(errors)
  return false
}
