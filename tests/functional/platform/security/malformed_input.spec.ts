import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { personWithRole } from '#tests/functional/admin/_helpers'

/*
| Malformed input of every kind, sent to every route of the router's own
| list, signed out and signed in as a super admin (who reaches the most
| code): no answer may be a 500. The classes are those an outside fuzzer
| found: NUL bytes in the path, the query and text fields; ids past the
| integer column's range, fractional, negative or infinite, in the path and
| in JSON bodies; a malformed Referer on redirect-back actions. Each path
| value is sent once per route; the body classes go with a plausible id.
*/

/* The event stream stays open by design; it takes no input but the session. */
const SKIPPED_PATTERNS = new Set(['/__transmit/events'])

const PATH_VALUES = ['%00', 'a%00b', '2147483648', '99999999999999999999', '1.5', 'Infinity', '-1']

const QUERY = '?page=%00&q=%00&aba=%00&id=2147483648&categoria=%00&ordem=%00&pagina=1e999'

/* Ids out of the column's range, fractional, negative, and 1e999 (JSON.parse reads Infinity). */
const JSON_IDS_BODY = `{
  "id": 2147483648, "userId": 1e999, "courseId": 1e999, "lessonId": 1.5, "moduleId": -1,
  "discussionId": 2147483648, "replyId": 99999999999999999999, "recipientId": 1e999,
  "conversationId": 2147483648, "questionId": 2147483648, "selectedIndex": 1e999,
  "rating": 1e999, "page": 2147483648, "pagina": 1e999, "antes": 2147483648,
  "position": 1e999, "seconds": 1e999, "lessonPosition": 2147483648, "curso": 2147483648,
  "aula": -1, "yearsExperience": 1e999
}`

/* NUL bytes in every text field a form of the app has. */
const JSON_TEXT_BODY = `{
  "title": "a\\u0000b", "content": "a\\u0000b", "body": "x\\u0000y", "comment": "\\u0000",
  "question": "\\u0000", "message": "\\u0000", "email": "a\\u0000@b.com", "fullName": "\\u0000",
  "password": "\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000", "q": "\\u0000", "reason": "\\u0000",
  "tags": ["\\u0000"], "category": "\\u0000", "adminRole": "\\u0000", "role": "\\u0000"
}`

const FORM_BODY =
  'id=2147483648&courseId=Infinity&lessonId=1.5&title=a%00b&content=%00&body=%00&email=a%00%40b.com&page=1e999'

const MALFORMED_REFERERS = ['http://[::1', '%E0%A4%A', '/\\evil.example/%00']

const VARIANTS = ['json-ids', 'json-text', 'form', 'referer'] as const
type Variant = (typeof VARIANTS)[number]

type RouteCase = { method: string; pattern: string; url: string; variants: readonly Variant[] }

/* The id a body variant's address carries: a plausible one, so the action reaches its body. */
const PLAIN_ID = '1'

/**
 * Each route with each malformed path value (one request each), and with a
 * plausible id and each malformed body, query and referer class.
 */
function routeCases(): RouteCase[] {
  const cases: RouteCase[] = []
  for (const route of Object.values(router.toJSON()).flat()) {
    if (SKIPPED_PATTERNS.has(route.pattern)) continue
    const methods = route.methods.filter((method) => method !== 'HEAD')
    const hasParams = route.pattern.includes(':') || route.pattern.includes('*')
    const urlWith = (value: string) =>
      route.pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') || segment === '*' ? value : segment))
        .join('/')
    for (const method of methods) {
      const bodies = VARIANTS.filter(
        /* A GET carries no body: its JSON and form variants would repeat the same request. */
        (variant) => method !== 'GET' || (variant !== 'form' && variant !== 'json-text')
      )
      cases.push({
        method,
        pattern: route.pattern,
        url: hasParams ? urlWith(PLAIN_ID) : route.pattern,
        variants: bodies,
      })
      if (!hasParams) continue
      for (const value of PATH_VALUES) {
        cases.push({ method, pattern: route.pattern, url: urlWith(value), variants: ['json-ids'] })
      }
    }
  }
  return cases
}

async function send(
  client: ApiClient,
  user: User | null,
  { method, url }: RouteCase,
  variant: Variant
) {
  const request = client
    .request(url + QUERY, method as 'GET')
    .withCsrfToken()
    .redirects(0)
  if (user) request.loginAs(user)
  if (variant === 'referer') {
    request.header('referer', MALFORMED_REFERERS[url.length % MALFORMED_REFERERS.length])
  }
  if (method !== 'GET') {
    /* Raw bodies, as a fuzzer sends them (1e999 must reach the server's JSON parser as written). */
    const form = variant === 'form'
    request.type(form ? 'application/x-www-form-urlencoded' : 'application/json')
    ;(request as unknown as { request: { send(body: string): void } }).request.send(
      form ? FORM_BODY : variant === 'json-text' ? JSON_TEXT_BODY : JSON_IDS_BODY
    )
  }
  return request
}

test.group('Malformed input never becomes a server error', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(240_000)

  for (const who of ['visitante', 'super admin'] as const) {
    test(`every route, every malformed input class, as ${who}`, async ({ client, assert }) => {
      const user = who === 'visitante' ? null : await personWithRole('super_admin')
      const failures: string[] = []
      const cases = routeCases()
      assert.isAbove(cases.length, 100)
      for (const routeCase of cases) {
        for (const variant of routeCase.variants) {
          /* Each request in its own savepoint: one failed statement cannot poison the next. */
          await db.rawQuery('SAVEPOINT fuzz_request')
          const response = await send(client, user, routeCase, variant)
          await db.rawQuery('ROLLBACK TO SAVEPOINT fuzz_request')
          if (response.status() >= 500) {
            failures.push(`${routeCase.method} ${routeCase.url} (${variant}): ${response.status()}`)
          }
        }
      }
      assert.deepEqual(failures, [])
    })
  }
})
