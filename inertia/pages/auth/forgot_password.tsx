import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { AuthCard, AuthShell } from '~/components/auth/auth_shell'
import { Button } from '~/components/ui/button'
import { Field, fieldA11y } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

/** 'Esqueceu sua senha?': the e-mail that receives the reset link. */
export default function ForgotPassword({ sentTo }: { sentTo: string | null }) {
  return (
    <AuthShell>
      <Head title="Esqueceu sua senha?" />
      <AuthCard
        title="Esqueceu sua senha?"
        description="Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha."
      >
        {sentTo && (
          <div
            role="status"
            className="mb-6 rounded-lg border border-success/40 bg-success/10 p-4 text-sm"
          >
            Se <strong>{sentTo}</strong> tiver uma conta, o link já está a caminho. Ele vale por 60
            minutos e só pode ser usado uma vez.
          </div>
        )}
        <Form route="auth.password.email" className="space-y-4" noValidate>
          {({ errors, processing }) => (
            <>
              <Field label="Email" htmlFor="email" error={errors.email}>
                <Input
                  {...fieldA11y('email', errors.email)}
                  type="email"
                  defaultValue={sentTo ?? ''}
                  placeholder="seu@email.com"
                  autoComplete="email"
                  required
                />
              </Field>
              <Button type="submit" className="w-full" disabled={processing}>
                {processing ? 'Enviando...' : 'Enviar link de redefinição'}
              </Button>
            </>
          )}
        </Form>
        <p className="mt-6 text-center text-sm">
          Lembrou a senha?{' '}
          <Link
            route="auth.show"
            qs={{ tab: 'login' }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Fazer Login
          </Link>
        </p>
      </AuthCard>
    </AuthShell>
  )
}
