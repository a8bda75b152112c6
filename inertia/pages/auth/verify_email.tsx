import { MailCheck } from '~/components/platform/icons'
import { AuthCard, AuthShell } from '~/components/accounts/auth_shell'
import { BackToLogin, EmailRequestForm } from '~/components/accounts/auth_form_parts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** 'Confirme seu e-mail': after sign-up, after signing in unconfirmed, or after an expired link. */
export default function VerifyEmail({ email }: { email: string | null }) {
  return (
    <AuthShell>
      <Seo {...PAGE_META.verifyEmail} />
      <AuthCard
        title="Confirme seu e-mail"
        description={
          email ? (
            <p>
              Enviamos um link de confirmação para{' '}
              <strong className="text-foreground">{email}</strong>. Abra o e-mail e clique no link
              para ativar sua conta e entrar no seu painel. O link vale por 24 horas.
            </p>
          ) : (
            <p>
              Para entrar, sua conta precisa estar confirmada. Abra o link que enviamos por e-mail
              ou peça um novo abaixo.
            </p>
          )
        }
      >
        <div className="mb-6 flex items-center gap-3 rounded-lg bg-muted p-4 text-sm">
          <MailCheck className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <p>Não encontrou? Confira a caixa de spam ou reenvie o e-mail de confirmação.</p>
        </div>
        <EmailRequestForm
          route="auth.verification.resend"
          defaultEmail={email}
          submitLabel="Reenviar e-mail de confirmação"
          busyLabel="Reenviando..."
        />
        <BackToLogin question="Já confirmou?" />
      </AuthCard>
    </AuthShell>
  )
}
