import type { Tuyau } from '@tuyau/core/client'
import { createUrlBuilder } from '@adonisjs/core/http/url_builder_client'
import { registry } from '@generated/registry'

/*
| Typed routes of the server, so pages link by route name
| (`<Link route="courses.index">`, `urlFor('courses.show', { slug })`). Only
| the URL side of Tuyau's client is built here, from the generated registry
| and AdonisJS' own URL builder: the full client also ships an HTTP client
| (ky) that no page uses (JSON calls go through Inertia's useHttp), ~8 KB of
| gzipped JavaScript on every page.
*/
type RouteClient = Tuyau<typeof registry>
type RouteName = keyof typeof registry.routes

/** Query strings as Tuyau writes them: `a=1&tags[]=x&filter[level]=2`, nothing for null/undefined. */
function searchParams(query: Record<string, unknown>) {
  const parts: string[] = []
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return
    if (value instanceof Date) {
      parts.push(`${key}=${encodeURIComponent(value.toISOString())}`)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) =>
        add(
          typeof item === 'object' && !(item instanceof Date) ? `${key}[${index}]` : `${key}[]`,
          item
        )
      )
    } else if (typeof value === 'object') {
      for (const [name, item] of Object.entries(value))
        add(`${key}[${encodeURIComponent(name)}]`, item)
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`)
    }
  }
  for (const [name, value] of Object.entries(query ?? {})) add(encodeURIComponent(name), value)
  return parts.join('&')
}

const builder = createUrlBuilder(
  {
    root: Object.entries(registry.routes).map(([name, route]) => ({
      name,
      domain: 'root',
      ...route,
    })),
  },
  searchParams
)

export const urlFor = builder as unknown as RouteClient['urlFor']

/** What `TuyauProvider` and the `Link`/`Form`/`useHttp` of @adonisjs/inertia read from the client. */
export const client = {
  urlFor,
  getRoute(name: RouteName, args?: { params?: Record<string, unknown> | unknown[] }) {
    const route = registry.routes[name]
    if (!route) throw new Error(`Route ${String(name)} not found`)
    return { url: builder(name, args?.params ?? {}), methods: route.methods }
  },
} as unknown as RouteClient
