import { Link } from '@adonisjs/inertia/react'
import { Logo } from '~/components/platform/logo'
import { Button } from '~/components/ui/button'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

export default function NotFound({ path }: { path?: string }) {
  return (
    <>
      <Seo {...PAGE_META.notFound} />
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
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
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link route="courses.index">Ver catálogo de cursos</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link route="home">Voltar para o início</Link>
          </Button>
        </div>
      </main>
    </>
  )
}
