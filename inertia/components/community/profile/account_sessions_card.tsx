import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LogOut, ShieldCheck } from '~/components/platform/icons'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/alert_dialog'

/** Own profile: end every signed-in session of the account (a lost phone, a shared computer). */
export function AccountSessionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Segurança da conta
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          Entrou num computador emprestado ou perdeu o celular? Encerre o acesso em todos os
          aparelhos de uma vez.
        </p>
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="justify-self-start">
              <LogOut className="h-4 w-4" aria-hidden="true" /> Sair de todas as sessões
            </Button>
          }
          title="Sair de todas as sessões?"
          description="Todos os aparelhos, inclusive este, serão desconectados. Você precisará entrar de novo."
          confirmLabel="Sair de todas"
          onConfirm={() => router.post(urlFor('auth.logout.everywhere'))}
        />
        <Button variant="outline" className="justify-self-start" asChild>
          <Link route="privacy.show">Privacidade e dados</Link>
        </Button>
        <p className="text-muted-foreground">Baixe seus dados ou exclua sua conta.</p>
      </CardContent>
    </Card>
  )
}
