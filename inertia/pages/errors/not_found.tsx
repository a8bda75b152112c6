import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Logo } from '~/components/logo'
import { Button } from '~/components/ui/button'

export default function NotFound({ path }: { path?: string }) {
  return (
    <>
      <Head title="Página não encontrada" />
      <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
        <Link route="home" aria-label="Ganja Talks — página inicial">
          <Logo />
        </Link>
        <p className="text-7xl font-black text-primary">404</p>
        <h1 className="text-2xl font-bold">Oops! Página não encontrada</h1>
        <p className="max-w-md text-muted-foreground">
          O endereço{' '}
          {path ? <code className="rounded bg-muted px-1">{path}</code> : 'que você abriu'} não
          existe ou foi movido.
        </p>
        <Button asChild>
          <Link route="home">Voltar para o início</Link>
        </Button>
      </div>
    </>
  )
}
