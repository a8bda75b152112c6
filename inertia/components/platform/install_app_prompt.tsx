import { Button } from '~/components/ui/button'
import { useInstallPrompt } from '~/hooks/use_install_prompt'

export const INSTALL_TEXT = {
  title: 'Instale o Ganja Talks',
  text: 'Abra seus cursos direto da tela inicial, como um app, e receba avisos mesmo com o navegador fechado.',
  install: 'Instalar o app',
  later: 'Agora não',
}

/** The dashboard's one-time install offer, while the browser allows an install. */
export function InstallAppPrompt() {
  const { offer, install, dismiss } = useInstallPrompt()
  if (!offer) return null

  return (
    <section
      aria-label={INSTALL_TEXT.title}
      data-testid="install-app-prompt"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">{INSTALL_TEXT.title}</p>
        <p className="text-sm text-muted-foreground">{INSTALL_TEXT.text}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={() => void install()}>
          {INSTALL_TEXT.install}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {INSTALL_TEXT.later}
        </Button>
      </div>
    </section>
  )
}
