import { AsyncLocalStorage } from 'node:async_hooks'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import type { ConnectionContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'

/** The SQL statements one request sent (repeats: the same statement text seen earlier in it). */
type RequestQueries = { total: number; writes: number; repeats: number; seen: Set<string> }

const requestQueries = new AsyncLocalStorage<RequestQueries>()
const WRITE = /^\s*(insert|update|delete|merge)\b/i

/* Knex emits 'query' for every statement (transactions included) whether or not Lucid debugs. */
function countQuery(query: { sql: string }) {
  const current = requestQueries.getStore()
  if (!current) return
  current.total += 1
  if (WRITE.test(query.sql)) current.writes += 1
  if (current.seen.has(query.sql)) current.repeats += 1
  else current.seen.add(query.sql)
}

type KnexClient = NonNullable<ConnectionContract['client']>

const watched = new WeakSet<KnexClient>()
function watch(connection: Pick<ConnectionContract, 'client' | 'readClient'>) {
  for (const client of [connection.client, connection.readClient]) {
    if (!client || watched.has(client)) continue
    watched.add(client)
    client.on('query', countQuery)
  }
}

let listening = false
/* Attached on the first counted request: nothing is listening while the variable is off. */
function listen() {
  if (listening) return
  listening = true
  emitter.on('db:connection:connect', watch)
  for (const { connection } of db.manager.connections.values()) if (connection) watch(connection)
}

/** `sql;desc="12 consultas", sql-writes;desc="0 escritas", sql-repeats;desc="0 repetidas"` */
export function serverTimingHeader({ total, writes, repeats }: RequestQueries) {
  return [
    `sql;desc="${total} ${total === 1 ? 'consulta' : 'consultas'}"`,
    `sql-writes;desc="${writes} ${writes === 1 ? 'escrita' : 'escritas'}"`,
    `sql-repeats;desc="${repeats} ${repeats === 1 ? 'repetida' : 'repetidas'}"`,
  ].join(', ')
}

/**
 * Opt-in measurement for bench/pages.js: with BENCH_SERVER_TIMING=true every
 * response says how many SQL statements its request sent (Server-Timing), so
 * a benchmark can count them from outside. Off, it only calls next().
 */
export default class ServerTimingMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!env.get('BENCH_SERVER_TIMING', false)) return next()
    listen()
    const queries: RequestQueries = { total: 0, writes: 0, repeats: 0, seen: new Set() }
    await requestQueries.run(queries, next)
    if (!ctx.response.headersSent) {
      ctx.response.append('Server-Timing', serverTimingHeader(queries))
    }
  }
}
