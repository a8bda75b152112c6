import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { AuthCard, AuthShell } from '~/components/auth/auth_shell'
import { Button } from '~/components/ui/button'
import { Field, fieldA11y } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

/** The reset link's page: a new password, or why the link no longer works. */
export default function ResetPassword({
  linkValid,
  email,
  action,
}: {
  linkValid: boolean
  email: string | null
  action: string | null
}) {
  if (!linkValid || !action) {
    return (
      <AuthShell>
        <Head title="Link inválido" />
        <AuthCard
          title="Link inválido ou expirado"
          description="Este link de redefinição não vale mais: ele expira em 60 minutos e só pode ser usado uma vez."
        >
          <Button asChild className="w-full">
            <Link route="auth.password.request">Pedir um novo link</Link>
          </Button>
        </AuthCard>
      </AuthShell>
    )
  }

  return (
    <AuthShell>
      <Head title="Criar nova senha" />
      <AuthCard
        title="Criar nova senha"
        description={
          <p>
            Escolha uma nova senha para <strong className="text-foreground">{email}</strong>. As
            outras sessões abertas da sua conta serão encerradas.
          </p>
        }
      >
        <Form action={action} method="post" resetOnError className="space-y-4" noValidate>
          {({ errors, processing }) => (
            <>
              <Field label="Nova senha" htmlFor="password" error={errors.password}>
                <Input
                  {...fieldA11y('password', errors.password)}
                  type="password"
                  placeholder="Mínimo 6 caracteres"
                  autoComplete="new-password"
                  required
                />
              </Field>
              <Field
                label="Confirme a nova senha"
                htmlFor="password_confirmation"
                error={errors.password_confirmation}
              >
                <Input
                  {...fieldA11y('password_confirmation', errors.password_confirmation)}
                  type="password"
                  placeholder="Repita a nova senha"
                  autoComplete="new-password"
                  required
                />
              </Field>
              <Button type="submit" className="w-full" disabled={processing}>
                {processing ? 'Salvando...' : 'Salvar nova senha'}
              </Button>
            </>
          )}
        </Form>
      </AuthCard>
    </AuthShell>
  )
}
