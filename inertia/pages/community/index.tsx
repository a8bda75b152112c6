import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { MapPin, Search, Users } from 'lucide-react'
import type { Data } from '@generated/data'
import { formatNumber } from '@domain/format'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { compactQuery, useUrlFilters } from '~/hooks/use_url_filters'

const CLAIMS = [
  { value: '6.234', label: 'membros' },
  { value: '12.456', label: 'discussões' },
  { value: '89%', label: 'engajamento' },
]

export default function CommunityIndex({
  members,
  pagination,
  q,
}: {
  members: Data.Member[]
  pagination: { currentPage: number; lastPage: number; total: number }
  q: string
}) {
  const [query, setQuery] = useState(q)
  /* A new search starts on page 1 (left out of the URL). */
  const visit = useUrlFilters(
    'community.index',
    { q, pagina: 1 },
    (filters) => compactQuery({ q: filters.q, pagina: filters.pagina > 1 ? filters.pagina : null }),
    { preserveScroll: false }
  )

  return (
    <>
      <Head title="Comunidade" />
      <section className="border-b bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center">
          <h1 className="text-4xl font-bold">Comunidade Ganja Talks</h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
            Conheça profissionais, pesquisadores e alunos que estudam cannabis no Brasil.
          </p>
          <dl className="mx-auto mt-6 flex max-w-md justify-center gap-8">
            {CLAIMS.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted-foreground">{claim.label}</dt>
                <dd className="text-2xl font-bold text-primary">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h2 className="flex items-center gap-2 text-2xl font-semibold">
            <Users className="h-6 w-6 text-primary" aria-hidden="true" /> Membros
            <span className="text-base font-normal text-muted-foreground">
              ({formatNumber(pagination.total)})
            </span>
          </h2>
          <form
            role="search"
            className="flex w-full max-w-md gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              visit({ q: query.trim() })
            }}
          >
            <label htmlFor="member-search" className="sr-only">
              Buscar membros
            </label>
            <Input
              id="member-search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Buscar por nome, especialidade ou cidade..."
            />
            <Button type="submit" aria-label="Buscar">
              <Search className="h-4 w-4" aria-hidden="true" />
            </Button>
          </form>
        </div>

        {members.length === 0 ? (
          <p className="rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
            {q ? `Nenhum membro encontrado para "${q}".` : 'Nenhum membro por aqui ainda.'}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.id} className="flex gap-4 rounded-2xl border bg-card p-5">
                <Avatar src={member.avatarUrl} name={member.fullName} className="h-14 w-14" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{member.fullName}</p>
                  <p className="truncate text-sm text-primary">{member.specialty}</p>
                  {member.location && (
                    <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
                      <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {member.location}
                    </p>
                  )}
                  <Button variant="outline" size="sm" className="mt-3" asChild>
                    <Link route="profiles.show" routeParams={{ id: member.id }}>
                      Ver perfil
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}

        {pagination.lastPage > 1 && (
          <nav
            aria-label="Páginas de membros"
            className="mt-8 flex items-center justify-center gap-3"
          >
            <Button
              variant="outline"
              disabled={pagination.currentPage <= 1}
              onClick={() => visit({ pagina: pagination.currentPage - 1 })}
            >
              Anterior
            </Button>
            <span className="text-sm text-muted-foreground">
              Página {pagination.currentPage} de {pagination.lastPage}
            </span>
            <Button
              variant="outline"
              disabled={pagination.currentPage >= pagination.lastPage}
              onClick={() => visit({ pagina: pagination.currentPage + 1 })}
            >
              Próxima
            </Button>
          </nav>
        )}
      </section>
    </>
  )
}
