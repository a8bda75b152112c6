import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { PageHeader } from '~/components/admin/page_header'
import { NativeSelect } from '~/components/admin/select_field'
import { DeferredList, SearchBar } from '~/components/admin/list_filters'
import { urlFor } from '~/client'
import { compactQuery } from '~/hooks/use_url_filters'
import { formatDate, formatNumber } from '@domain/platform/format'
import {
  ADMIN_ROLES,
  ADMIN_ROLE_LABELS,
  PROFILE_ROLES,
  PROFILE_ROLE_LABELS,
  maySetPanelRole,
  type ProfileRole,
} from '@domain/accounts/roles'

type Pagination = { total: number; perPage: number; currentPage: number; lastPage: number }

type Filters = { search: string; role: ProfileRole | null }

/** The list's query string (page 1 left out). */
function usersQuery(filters: Filters, page = 1) {
  return compactQuery({
    q: filters.search.trim(),
    role: filters.role,
    pagina: page > 1 ? page : null,
  })
}

export default function AdminUsersIndex({
  users,
  pagination,
  filters,
}: {
  users?: Data.Admin.UserRow[]
  pagination?: Pagination
  filters: { search: string; role: ProfileRole | null }
}) {
  return (
    <>
      <Head title="Administração · Usuários" />
      <PageHeader
        title="Usuários"
        description={`${pagination ? `${formatNumber(pagination.total)} ${pagination.total === 1 ? 'pessoa' : 'pessoas'}. ` : ''}Altere o papel do perfil e o acesso ao painel administrativo.`}
      />
      <Button variant="outline" size="sm" className="mb-4" asChild>
        <Link route="admin.users.deletions">Exclusões pendentes</Link>
      </Button>
      <SearchBar
        id="user-search"
        url={urlFor('admin.users.index')}
        filterKey="role"
        searchLabel="Buscar por nome ou e-mail"
        initialSearch={filters.search}
        className="sm:grid-cols-[1fr_14rem_auto]"
        filter={{
          id: 'user-role-filter',
          label: 'Filtrar por papel',
          allLabel: 'Todos os papéis',
          options: PROFILE_ROLES.map((role) => ({ value: role, label: PROFILE_ROLE_LABELS[role] })),
          value: filters.role,
        }}
      />
      <DeferredList data={['users', 'pagination']} failure="Erro ao carregar usuários">
        {users && pagination && (
          <UserList users={users} pagination={pagination} filters={filters} />
        )}
      </DeferredList>
    </>
  )
}

function UserList({
  users,
  pagination,
  filters,
}: {
  users: Data.Admin.UserRow[]
  pagination: Pagination
  filters: { search: string; role: ProfileRole | null }
}) {
  const { user: me } = usePage<SharedProps>().props
  return (
    <>
      {users.length === 0 ? (
        <Card className="p-10 text-center text-muted-foreground">Nenhum usuário encontrado.</Card>
      ) : (
        <Card className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Usuários da plataforma</caption>
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Pessoa
                </th>
                <th scope="col" className="p-3 font-medium">
                  Cadastro
                </th>
                <th scope="col" className="p-3 font-medium">
                  Papel
                </th>
                <th scope="col" className="p-3 font-medium">
                  Acesso ao painel
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((row) => (
                <tr key={row.id} className="border-b last:border-0">
                  <td className="p-3">
                    <p className="font-medium">
                      {row.fullName || row.email.split('@')[0]}
                      {me?.id === row.id && <span className="text-muted-foreground"> (você)</span>}
                    </p>
                    <p className="text-xs text-muted-foreground">{row.email}</p>
                  </td>
                  <td className="whitespace-nowrap p-3">{formatDate(row.createdAt)}</td>
                  <td className="p-3">
                    <label htmlFor={`role-${row.id}`} className="sr-only">
                      Papel de {row.fullName || row.email}
                    </label>
                    <NativeSelect
                      id={`role-${row.id}`}
                      value={row.profileRole}
                      className="h-9 min-w-36"
                      onChange={(event) =>
                        router.patch(
                          urlFor('admin.users.role', { id: row.id }),
                          { role: event.target.value },
                          { preserveScroll: true }
                        )
                      }
                    >
                      {PROFILE_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {PROFILE_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </NativeSelect>
                  </td>
                  <td className="p-3">
                    <label htmlFor={`access-${row.id}`} className="sr-only">
                      Acesso ao painel de {row.fullName || row.email}
                    </label>
                    <NativeSelect
                      id={`access-${row.id}`}
                      value={row.adminRole ?? 'none'}
                      className="h-9 min-w-36"
                      onChange={(event) =>
                        router.patch(
                          urlFor('admin.users.access', { id: row.id }),
                          { adminRole: event.target.value },
                          { preserveScroll: true }
                        )
                      }
                    >
                      <option value="none">Sem acesso</option>
                      {ADMIN_ROLES.map((role) => (
                        <option
                          key={role}
                          value={role}
                          disabled={!maySetPanelRole(me?.adminRole, row.adminRole, role)}
                        >
                          {ADMIN_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </NativeSelect>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}

      {pagination.lastPage > 1 && (
        <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            Página {pagination.currentPage} de {pagination.lastPage}
          </p>
          <div className="flex gap-2">
            {pagination.currentPage > 1 ? (
              <Button variant="outline" size="sm" asChild>
                <Link
                  route="admin.users.index"
                  qs={usersQuery(filters, pagination.currentPage - 1)}
                  rel="prev"
                >
                  Anterior
                </Link>
              </Button>
            ) : (
              <Button variant="outline" size="sm" disabled>
                Anterior
              </Button>
            )}
            {pagination.currentPage < pagination.lastPage ? (
              <Button variant="outline" size="sm" asChild>
                <Link
                  route="admin.users.index"
                  qs={usersQuery(filters, pagination.currentPage + 1)}
                  rel="next"
                >
                  Próxima
                </Link>
              </Button>
            ) : (
              <Button variant="outline" size="sm" disabled>
                Próxima
              </Button>
            )}
          </div>
        </nav>
      )}
    </>
  )
}
