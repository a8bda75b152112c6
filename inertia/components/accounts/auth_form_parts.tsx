import type { ReactNode } from 'react'
import { Form, Link } from '@adonisjs/inertia/react'
import { Button } from '~/components/ui/button'
import { InputField } from '~/components/ui/field'
import { EMAIL_FORM } from '@domain/accounts/forms'
import { useFormChecks } from '~/lib/form_checks'

/** The full-width submit button of an auth form, with its 'doing it…' label while sending. */
export function SubmitButton({
  processing,
  busyLabel,
  children,
}: {
  processing: boolean
  busyLabel: string
  children: ReactNode
}) {
  return (
    <Button type="submit" className="w-full" disabled={processing}>
      {processing ? busyLabel : children}
    </Button>
  )
}

/** 'Lembrou a senha? Entrar' under a card: back to the login tab of /auth. */
export function BackToLogin({ question }: { question: string }) {
  return (
    <p className="mt-6 text-center text-sm">
      {question}{' '}
      <Link
        route="auth.show"
        qs={{ aba: 'login' }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Entrar
      </Link>
    </p>
  )
}

/** A form that asks only for an e-mail (a reset link, a new confirmation e-mail). */
export function EmailRequestForm({
  route,
  defaultEmail,
  submitLabel,
  busyLabel,
}: {
  route: 'auth.password.email' | 'auth.verification.resend'
  defaultEmail: string | null
  submitLabel: string
  busyLabel: string
}) {
  const checks = useFormChecks(EMAIL_FORM)
  return (
    <Form {...checks} route={route} className="space-y-4" noValidate>
      {({ errors, processing }) => (
        <>
          <InputField
            label="E-mail"
            name="email"
            error={errors.email}
            type="email"
            defaultValue={defaultEmail ?? ''}
            placeholder="seu@email.com"
            autoComplete="email"
            required
          />
          <SubmitButton processing={processing} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
        </>
      )}
    </Form>
  )
}

/** A required password input: a new one (at least 6 characters) unless `current` is set. */
export function PasswordField({
  current = false,
  placeholder = current ? 'Sua senha' : 'Mínimo 6 caracteres',
  ...field
}: {
  label: string
  name: string
  id?: string
  error?: string
  placeholder?: string
  current?: boolean
}) {
  return (
    <InputField
      {...field}
      type="password"
      placeholder={placeholder}
      autoComplete={current ? 'current-password' : 'new-password'}
      required
    />
  )
}
