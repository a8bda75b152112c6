/*
| Which pages get no layout (inertia/layouts/resolve_layout.tsx): auth and
| error screens bring their own chrome, and 'Acesso Negado' shows no admin
| navigation to someone without access. Page names, checked against the
| pages by tests/unit/platform/route_tables.spec.ts.
*/
export const BARE_PAGES = ['admin/access_denied']
export const BARE_PREFIXES = ['auth/', 'errors/']

export function isBarePage(name: string) {
  return BARE_PAGES.includes(name) || BARE_PREFIXES.some((prefix) => name.startsWith(prefix))
}
