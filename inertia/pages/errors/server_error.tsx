import { Link } from '@adonisjs/inertia/react'
import { Button } from '~/components/ui/button'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

export default function ServerError({ requestId }: { requestId?: string | null }) {
  return (
    <>
      <Seo {...PAGE_META.serverError} />
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
        <h1 className="text-2xl font-bold">Algo deu errado do nosso lado</h1>
        <p className="max-w-md text-muted-foreground">Tente novamente em alguns instantes.</p>
        {requestId && (
          <p className="text-xs text-muted-foreground">
            Código do erro: <code>{requestId}</code>
          </p>
        )}
        <Button asChild>
          <Link route="home">Voltar para o início</Link>
        </Button>
      </main>
    </>
  )
}
