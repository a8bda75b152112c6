import { Form, Link } from '@adonisjs/inertia/react'
import { AuthCard, AuthShell } from '~/components/accounts/auth_shell'
import { Button } from '~/components/ui/button'
import { PasswordField, SubmitButton } from '~/components/accounts/auth_form_parts'
import { RESET_PASSWORD_FORM } from '@domain/accounts/forms'
import { useFormChecks } from '~/lib/form_checks'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

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
  const checks = useFormChecks(RESET_PASSWORD_FORM)
  if (!linkValid || !action) {
    return (
      <AuthShell>
        <Seo {...PAGE_META.resetLinkInvalid} />
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
      <Seo {...PAGE_META.resetPassword} />
      <AuthCard
        title="Criar nova senha"
        description={
          <p>
            Escolha uma nova senha para <strong className="text-foreground">{email}</strong>. As
            outras sessões abertas da sua conta serão encerradas.
          </p>
        }
      >
        <Form
          {...checks}
          action={action}
          method="post"
          resetOnError
          className="space-y-4"
          noValidate
        >
          {({ errors, processing }) => (
            <>
              <PasswordField label="Nova senha" name="password" error={errors.password} />
              <PasswordField
                label="Confirme a nova senha"
                name="password_confirmation"
                error={errors.password_confirmation}
                placeholder="Repita a nova senha"
              />
              <SubmitButton processing={processing} busyLabel="Salvando...">
                Salvar nova senha
              </SubmitButton>
            </>
          )}
        </Form>
      </AuthCard>
    </AuthShell>
  )
}
