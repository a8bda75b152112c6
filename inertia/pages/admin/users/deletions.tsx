import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { PageHeader } from '~/components/admin/page_header'
import { formatDate } from '@domain/platform/format'
import { DELETION_GRACE_DAYS } from '@domain/accounts/privacy'

/** /admin/usuarios/exclusoes: accounts whose owner asked for deletion, soonest first. */
export default function AdminPendingDeletions({
  deletions,
}: {
  deletions: Data.Admin.PendingDeletion[]
}) {
  return (
    <>
      <Head title="Administração · Exclusões pendentes" />
      <PageHeader
        title="Exclusões pendentes"
        description={`Contas cujo titular pediu a exclusão. Ela acontece ${DELETION_GRACE_DAYS} dias depois do pedido, a menos que o titular cancele.`}
      />
      <Button variant="outline" size="sm" className="mb-4" asChild>
        <Link route="admin.users.index">Voltar aos usuários</Link>
      </Button>
      {deletions.length === 0 ? (
        <Card className="p-10 text-center text-muted-foreground">Nenhuma exclusão pendente.</Card>
      ) : (
        <Card className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Exclusões de conta pendentes</caption>
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Pessoa
                </th>
                <th scope="col" className="p-3 font-medium">
                  Pedido em
                </th>
                <th scope="col" className="p-3 font-medium">
                  Exclusão em
                </th>
              </tr>
            </thead>
            <tbody>
              {deletions.map((row) => (
                <tr key={row.id} className="border-b last:border-0">
                  <td className="p-3">
                    <p className="font-medium">{row.fullName || row.email.split('@')[0]}</p>
                    <p className="text-xs text-muted-foreground">{row.email}</p>
                  </td>
                  <td className="whitespace-nowrap p-3">
                    {row.requestedAt ? formatDate(row.requestedAt) : '—'}
                  </td>
                  <td className="whitespace-nowrap p-3">{formatDate(row.scheduledFor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  )
}
