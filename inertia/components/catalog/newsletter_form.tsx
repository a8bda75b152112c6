import { Form } from '@adonisjs/inertia/react'
import { Input } from '~/components/ui/input'
import { Button } from '~/components/ui/button'
import { EMAIL_FORM } from '@domain/accounts/forms'
import { useFormChecks } from '~/lib/form_checks'

/** Newsletter sign-up: stored on the server, answered with a toast. */
export default function NewsletterForm() {
  const checks = useFormChecks(EMAIL_FORM)
  return (
    <Form
      {...checks}
      route="newsletter.store"
      options={{ preserveScroll: true }}
      resetOnSuccess
      className="space-y-2"
      noValidate
    >
      {({ errors, processing }) => (
        <>
          <label htmlFor="newsletter-email" className="sr-only">
            Seu e-mail
          </label>
          <div className="flex gap-2">
            <Input
              id="newsletter-email"
              name="email"
              type="email"
              placeholder="seu@email.com"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
            />
            <Button type="submit" disabled={processing}>
              {processing ? 'Enviando...' : 'Assinar'}
            </Button>
          </div>
          {errors.email && (
            <p id="newsletter-email-error" role="alert" className="text-sm text-destructive">
              {errors.email}
            </p>
          )}
        </>
      )}
    </Form>
  )
}
