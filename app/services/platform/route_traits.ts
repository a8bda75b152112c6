import type { BriskRoute, Route, RouteGroup, RouteResource } from '@adonisjs/core/http'

/*
| Behaviour that belongs to a route, declared next to the route in
| start/routes/*.ts (`publicPage(router.get(...).as('home'))`) instead of
| in a table of route names kept elsewhere: renaming or moving a route
| carries its behaviour along. Middleware and the exception handler read it
| back by the matched route's name.
*/

/** A destructive toast, then a named route (with its query string) or, without one, the previous page. */
export type ToastAnswer = {
  title: string
  description?: string
  redirectTo?: string
  qs?: Record<string, string>
  /** Form fields given back to the form (never a password). */
  keepInput?: string[]
}

export type RouteTraits = {
  /** Same page for every visitor without a session: answered without one, and cached (#domain/public_pages). */
  publicPage?: true
  /** The content tags of what that page shows (#domain/platform/content_tags), from its parameters. */
  pageTags?: (params: Record<string, unknown>) => string[]
  /** A successful write here changes what public pages show: the page cache is cleared. */
  changesPublicPages?: true
  /** The row the action works on is gone (Lucid `findOrFail`): this toast instead of the 404 page. */
  rowMissing?: ToastAnswer
  /** An unexpected error (a 5xx) on a form post: this toast instead of the error page. */
  failure?: ToastAnswer
  /** Answered without a session (no cookie, no CSRF secret) and not a cached page: the health checks. */
  withoutSession?: true
}

type Declarable = Route | RouteGroup | RouteResource | BriskRoute

const declared: { route: Route; traits: RouteTraits }[] = []
let byName: Map<string, RouteTraits> | null = null

function routesOf(target: Declarable): Route[] {
  if ('routes' in target) return target.routes.flatMap((one) => routesOf(one))
  if ('route' in target) return target.route ? [target.route] : []
  return [target]
}

const SAFE_METHODS = ['GET', 'HEAD']
function isWrite(route: Route) {
  return route.toJSON().methods.some((method) => !SAFE_METHODS.includes(method))
}

function declare<T extends Declarable>(target: T, traits: RouteTraits, only = (_: Route) => true) {
  for (const route of routesOf(target).filter(only)) declared.push({ route, traits })
  byName = null
  return target
}

/**
 * A public page, with the tags of what it shows: a write that forgets one of
 * them drops the cached page (a controller may add more: showsOnPublicPage).
 */
export const publicPage = <T extends Declarable>(
  target: T,
  pageTags: (params: Record<string, unknown>) => string[]
) => declare(target, { publicPage: true, pageTags })

/** Only the group's writes: its reads change nothing. */
export const changesPublicPages = <T extends Declarable>(target: T) =>
  declare(target, { changesPublicPages: true }, isWrite)

export const whenRowMissing = <T extends Declarable>(
  target: T,
  answer: ToastAnswer,
  options: { writesOnly?: boolean } = {}
) => declare(target, { rowMissing: answer }, options.writesOnly ? isWrite : undefined)

/** A machine-read endpoint (health checks): never opens a session. */
export const withoutSession = <T extends Declarable>(target: T) =>
  declare(target, { withoutSession: true })

export const whenFailing = <T extends Declarable>(target: T, answer: ToastAnswer) =>
  declare(target, { failure: answer })

/*
| Names are read when first asked (after every route file ran), so a
| group's `.as('admin')`, applied after its routes were declared, is in them.
*/
function index() {
  const map = new Map<string, RouteTraits>()
  for (const { route, traits } of declared) {
    const name = route.getName()
    if (!name) throw new Error(`Rota ${route.getPattern()} sem nome: declare-a com .as(...)`)
    map.set(name, { ...map.get(name), ...traits })
  }
  return map
}

const NONE: RouteTraits = Object.freeze({})

/** What the route named `name` declared (nothing for an unknown or unnamed route). */
export function routeTraits(name: string | null | undefined): Readonly<RouteTraits> {
  if (!name) return NONE
  byName ??= index()
  return byName.get(name) ?? NONE
}

/** Every named route that declared something, for the tests that keep these honest. */
export function declaredRouteNames() {
  byName ??= index()
  return [...byName.keys()]
}
