import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, ShieldAlert } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'

/** 403 for anyone without admin access (or without the role a section needs). */
export default function AccessDenied({ message }: { message: string }) {
  function goBack() {
    if (window.history.length > 1) window.history.back()
    else window.location.assign('/')
  }

  return (
    <>
      <Head title="Acesso Negado" />
      <main className="flex min-h-screen flex-col items-center justify-center gap-5 px-4 text-center">
        <ShieldAlert className="h-14 w-14 text-destructive" aria-hidden="true" />
        <h1 className="text-3xl font-bold">Acesso Negado</h1>
        <p className="max-w-md text-muted-foreground">{message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={goBack}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar
          </Button>
          <Button variant="outline" asChild>
            <Link route="home">Ir para o início</Link>
          </Button>
        </div>
      </main>
    </>
  )
}
