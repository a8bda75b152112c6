import { useEffect } from 'react'
import { router, usePoll } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { ArrowLeft, Download, Trash2 } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { PasswordField } from '~/components/accounts/auth_form_parts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'
import { urlFor } from '~/client'
import { useFormChecks } from '~/lib/form_checks'
import { formatDate } from '@domain/platform/format'
import { DELETE_ACCOUNT_FORM } from '@domain/accounts/forms'
import {
  DELETION_GRACE_DAYS,
  EXPORT_TTL_DAYS,
  PRIVACY_TEXTS,
  deletionScheduledText,
} from '@domain/accounts/privacy'

/** While an export is being prepared, the page asks again every few seconds. */
const EXPORT_POLL_MS = 3000

/** /perfil/privacidade: 'Baixar meus dados' and 'Excluir minha conta' (LGPD). */
export default function PrivacyPage({ privacy }: { privacy: Data.AccountPrivacy }) {
  return (
    <>
      <Seo {...PAGE_META.privacy} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <Button variant="ghost" size="sm" asChild>
          <Link route="profiles.own">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Meu Perfil
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">{PRIVACY_TEXTS.title}</h1>
        <ExportCard state={privacy.export} />
        <DeletionCard deletion={privacy.deletion} />
      </div>
    </>
  )
}

function ExportCard({ state }: { state: Data.AccountPrivacy['export'] }) {
  const pending = state.state === 'pending'
  const { start, stop } = usePoll(
    EXPORT_POLL_MS,
    { only: ['privacy'], showProgress: false },
    { autoStart: false }
  )
  useEffect(() => {
    if (!pending) return stop()
    start()
    return stop
  }, [pending, start, stop])

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Download className="h-4 w-4" aria-hidden="true" /> Baixar meus dados
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          Um arquivo JSON com tudo o que guardamos sobre você: perfil, progresso, anotações,
          tentativas de quiz, publicações no fórum, mensagens que você enviou, perguntas ao Mentor
          IA, certificados, assinatura, preferências de notificação e sessões de login. Ele fica
          disponível por {EXPORT_TTL_DAYS} dias.
        </p>
        <div aria-live="polite" className="grid gap-3">
          {pending && (
            <p>Preparando seus dados… avisaremos por notificação quando estiver pronto.</p>
          )}
          {state.state === 'ready' && state.id !== null && (
            <p>
              {PRIVACY_TEXTS.exportReady}.{' '}
              {state.expiresAt && <>Disponível até {formatDate(state.expiresAt)}. </>}
              <a
                className="font-medium text-primary underline"
                href={urlFor('privacy.export.download', { id: state.id })}
                download
              >
                Baixar arquivo
              </a>
            </p>
          )}
          {state.state === 'expired' && (
            <p className="text-muted-foreground">O último arquivo expirou. Peça um novo.</p>
          )}
          {state.state === 'failed' && (
            <p className="text-destructive">Não foi possível preparar seus dados. Tente de novo.</p>
          )}
        </div>
        <Button
          className="justify-self-start"
          disabled={pending}
          onClick={() => router.post(urlFor('privacy.export.store'), {}, { preserveScroll: true })}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Baixar meus dados
        </Button>
      </CardContent>
    </Card>
  )
}

function DeletionCard({ deletion }: { deletion: Data.AccountPrivacy['deletion'] }) {
  const checks = useFormChecks(DELETE_ACCOUNT_FORM)
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Excluir minha conta
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {deletion ? (
          <>
            <p role="status" className="font-medium">
              {deletionScheduledText(deletion.scheduledFor)}
            </p>
            <p className="text-muted-foreground">
              Até lá você pode continuar usando a conta e cancelar a exclusão.
            </p>
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() =>
                router.delete(urlFor('privacy.deletion.destroy'), { preserveScroll: true })
              }
            >
              Cancelar exclusão
            </Button>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">
              A exclusão acontece {DELETION_GRACE_DAYS} dias depois do pedido; até lá você pode
              cancelar. Depois, seu perfil, progresso, anotações, tentativas de quiz, conversas com
              o Mentor IA, notificações e sessões são apagados, seus certificados são revogados e
              seu cadastro no Stripe é excluído. Suas publicações no fórum e as mensagens que você
              enviou continuam para quem as recebeu, com o autor 'Membro removido'.
            </p>
            <Form
              {...checks}
              action={urlFor('privacy.deletion.store')}
              method="post"
              resetOnError
              className="grid gap-3"
              noValidate
            >
              {({ errors, processing }) => (
                <>
                  <PasswordField
                    label="Confirme com sua senha"
                    name="password"
                    current
                    error={errors.password}
                  />
                  {/* Outline: the destructive fill fails contrast in the dark theme. */}
                  <Button
                    type="submit"
                    variant="outline"
                    className="justify-self-start"
                    disabled={processing}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" /> Excluir minha conta
                  </Button>
                </>
              )}
            </Form>
          </>
        )}
      </CardContent>
    </Card>
  )
}
