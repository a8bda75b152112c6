import { AuthCard, AuthShell } from '~/components/accounts/auth_shell'
import { BackToLogin, EmailRequestForm } from '~/components/accounts/auth_form_parts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** 'Esqueceu sua senha?': the e-mail that receives the reset link. */
export default function ForgotPassword({ sentTo }: { sentTo: string | null }) {
  return (
    <AuthShell>
      <Seo {...PAGE_META.forgotPassword} />
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
        <EmailRequestForm
          route="auth.password.email"
          defaultEmail={sentTo}
          submitLabel="Enviar link de redefinição"
          busyLabel="Enviando..."
        />
        <BackToLogin question="Lembrou a senha?" />
      </AuthCard>
    </AuthShell>
  )
}
