import { useState, type FormEvent } from 'react'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ShieldX } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatDate, formatNumber } from '@domain/platform/format'
import { shortHash } from '@domain/certificates/certificates'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { PageHeader } from '~/components/admin/page_header'
import { ReasonDialog } from '~/components/community/reason_dialog'
import { REVOCATION_FORM } from '@domain/certificates/forms'
import { urlFor } from '~/client'
import { compactQuery } from '~/hooks/use_url_filters'

type Pagination = { total: number; perPage: number; currentPage: number; lastPage: number }
type Row = Data.Certificate.Variants['forAdmin']

const TEXT = {
  title: 'Certificados',
  description:
    'Busque por ID, nome ou e-mail do aluno. Um certificado revogado continua visível e não passa na verificação.',
  count: (total: number) =>
    `${formatNumber(total)} ${total === 1 ? 'certificado' : 'certificados'}. `,
  searchLabel: 'Buscar por ID, aluno ou e-mail',
  search: 'Buscar',
  empty: 'Nenhum certificado encontrado.',
  caption: 'Certificados emitidos',
  columns: ['Certificado', 'Aluno(a)', 'Curso', 'Emissão', 'Situação'],
  valid: 'Válido',
  revoked: 'Revogado',
  revoke: 'Revogar',
  revokeTitle: 'Revogar certificado',
  revokeDescription: (id: string) =>
    `O certificado ${id} continuará visível, marcado como "Revogado", e não passará mais na verificação. Informe o motivo (fica no registro de atividades).`,
  revokeSubmit: 'Revogar certificado',
  open: 'Abrir',
  page: (current: number, last: number) => `Página ${current} de ${last}`,
  previous: 'Anterior',
  next: 'Próxima',
}

/** The Certificados section: every issued certificate, searchable, with 'Revogar' (reason required). */
export default function AdminCertificates({
  certificates,
  pagination,
  filters,
}: {
  certificates: Row[]
  pagination: Pagination
  filters: { search: string }
}) {
  const [search, setSearch] = useState(filters.search)

  function submit(event: FormEvent) {
    event.preventDefault()
    router.get(urlFor('admin.certificates.index'), compactQuery({ q: search.trim() }), {
      preserveScroll: true,
      preserveState: true,
    })
  }

  return (
    <>
      <Head title={`Administração · ${TEXT.title}`} />
      <PageHeader
        title={TEXT.title}
        description={`${TEXT.count(pagination.total)}${TEXT.description}`}
      />
      <Card className="mb-4 p-4">
        <form
          onSubmit={submit}
          className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
          role="search"
          noValidate
        >
          <div className="grid gap-1.5">
            <label htmlFor="certificate-search" className="text-sm font-medium">
              {TEXT.searchLabel}
            </label>
            <Input
              id="certificate-search"
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Button type="submit">{TEXT.search}</Button>
        </form>
      </Card>

      {certificates.length === 0 ? (
        <Card className="p-10 text-center text-muted-foreground">{TEXT.empty}</Card>
      ) : (
        <Card className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{TEXT.caption}</caption>
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                {TEXT.columns.map((column) => (
                  <th key={column} scope="col" className="p-3 font-medium">
                    {column}
                  </th>
                ))}
                <th scope="col" className="p-3">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {certificates.map((row) => (
                <CertificateRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </Card>
      )}

      {pagination.lastPage > 1 && (
        <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {TEXT.page(pagination.currentPage, pagination.lastPage)}
          </p>
          <div className="flex gap-2">
            <PageLink
              filters={filters}
              page={pagination.currentPage - 1}
              enabled={pagination.currentPage > 1}
              rel="prev"
              label={TEXT.previous}
            />
            <PageLink
              filters={filters}
              page={pagination.currentPage + 1}
              enabled={pagination.currentPage < pagination.lastPage}
              rel="next"
              label={TEXT.next}
            />
          </div>
        </nav>
      )}
    </>
  )
}

function PageLink({
  filters,
  page,
  enabled,
  rel,
  label,
}: {
  filters: { search: string }
  page: number
  enabled: boolean
  rel: 'prev' | 'next'
  label: string
}) {
  if (!enabled)
    return (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    )
  return (
    <Button variant="outline" size="sm" asChild>
      <Link
        route="admin.certificates.index"
        qs={compactQuery({ q: filters.search.trim(), pagina: page > 1 ? page : null })}
        rel={rel}
      >
        {label}
      </Link>
    </Button>
  )
}

function CertificateRow({ row }: { row: Row }) {
  const [revoking, setRevoking] = useState(false)
  return (
    <tr className="border-b align-top last:border-0" data-testid={`certificate-row-${row.id}`}>
      <td className="p-3">
        <p className="font-mono text-xs">{row.id}</p>
        <p className="font-mono text-xs text-muted-foreground">{shortHash(row.hash)}</p>
      </td>
      <td className="p-3">
        <p className="font-medium">{row.learnerName}</p>
        {row.learnerEmail && <p className="text-xs text-muted-foreground">{row.learnerEmail}</p>}
      </td>
      <td className="p-3">{row.courseTitle}</td>
      <td className="whitespace-nowrap p-3">{formatDate(row.issuedAt)}</td>
      <td className="p-3">
        {row.revoked ? (
          <div className="grid gap-1">
            <Badge variant="destructive" className="w-fit">
              {TEXT.revoked}
            </Badge>
            {row.revokedReason && (
              <p className="max-w-56 text-xs text-muted-foreground">{row.revokedReason}</p>
            )}
          </div>
        ) : (
          <Badge variant="success">{TEXT.valid}</Badge>
        )}
      </td>
      <td className="whitespace-nowrap p-3 text-right">
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" asChild>
            <a
              href={urlFor('certificates.show', { certificateId: row.id })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {TEXT.open}
            </a>
          </Button>
          {!row.revoked && (
            <ReasonDialog
              open={revoking}
              onOpenChange={setRevoking}
              trigger={
                <Button variant="outline" size="sm" className="text-destructive">
                  <ShieldX className="h-4 w-4" aria-hidden="true" /> {TEXT.revoke}
                </Button>
              }
              title={TEXT.revokeTitle}
              description={TEXT.revokeDescription(row.id)}
              submitLabel={TEXT.revokeSubmit}
              url={urlFor('admin.certificates.revoke', { certificateId: row.id })}
              form={REVOCATION_FORM}
              destructive
            />
          )}
        </div>
      </td>
    </tr>
  )
}
