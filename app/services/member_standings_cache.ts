import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { cacheRelay } from '#services/cache_relay'
import type { StandingsTable } from '#services/member_points_service'
import { afterModelWrites } from '#services/model_writes'

/*
| Every member's points and rank (MemberPointsService), computed once and
| kept in this process's memory until a write changes them: lesson
| completions, course completions, finished quizzes, forum posts, likes,
| solutions, moderation, verified accounts, published lessons, members'
| names and photos (the Top Membros list). Model hooks (watchMemberStandings,
| registered in start/events.ts) catch the writes made through models; the
| services that write with the query builder call invalidateMemberStandings
| themselves. With several instances (TRANSMIT_TRANSPORT=redis) a clear is
| relayed to the others through Redis. The 60 s expiry is only a safety net
| for writes made outside the app (psql, another deployment).
*/

const TTL_MS = 60_000
export const STANDINGS_RELAY_CHANNEL = 'ganja-talks:member-standings:clear'

/**
 * The cached value belongs to the global transaction it was read in (the
 * tests run each case in one and roll it back); outside tests there is none.
 */
function cacheScope() {
  return db.connectionGlobalTransactions.get(db.primaryConnectionName) ?? null
}

type Entry<T> = { value: T; at: number; scope: unknown }
type Loading<T> = { promise: Promise<T>; scope: unknown; generation: number }

/**
 * One value computed by `load`, shared by every request until invalidated.
 * Requests arriving while it is computed wait for the same computation; a
 * computation that overlapped an invalidation is handed to the requests
 * that started before the write, never stored.
 */
class InvalidatedValue<T> {
  #entry: Entry<T> | null = null
  #loading: Loading<T> | null = null
  /* Bumped by every invalidation. */
  #generation = 0
  readonly #relay = cacheRelay(STANDINGS_RELAY_CHANNEL, () => this.clearHere(), 'cache de pontos')

  get generation() {
    return this.#generation
  }

  get(load: () => Promise<T>): Promise<T> {
    this.#relay.start()
    const scope = cacheScope()
    const entry = this.#entry
    if (entry && entry.scope === scope && Date.now() - entry.at < TTL_MS) {
      return Promise.resolve(entry.value)
    }
    const loading = this.#loading
    if (loading && loading.scope === scope && loading.generation === this.#generation) {
      return loading.promise
    }
    const generation = this.#generation
    const promise: Promise<T> = load()
      .then((value) => {
        if (generation === this.#generation) this.#entry = { value, at: Date.now(), scope }
        return value
      })
      .finally(() => {
        if (this.#loading?.promise === promise) this.#loading = null
      })
    this.#loading = { promise, scope, generation }
    return promise
  }

  /** Forgets the value here and on the other instances. */
  clear(reason: string) {
    this.clearHere()
    this.#relay.publish(reason)
  }

  /** Forgets the value of this process only. */
  clearHere() {
    this.#generation++
    this.#entry = null
    this.#loading = null
  }
}

export const memberStandingsCache = new InvalidatedValue<StandingsTable>()

/**
 * Forget the cached standings after a write that changes points, ranks or
 * the Top Membros list: at once, and again when the transaction the write
 * was made in (if any) commits, since a request may read the old rows and
 * cache them until then.
 */
export function invalidateMemberStandings(client?: QueryClientContract | null, reason = 'write') {
  memberStandingsCache.clear(reason)
  if (client?.isTransaction) {
    ;(client as TransactionClientContract).after('commit', () => memberStandingsCache.clear(reason))
  }
}

function clearAfterWrite(row: LucidRow) {
  invalidateMemberStandings(row.$trx, `model ${row.constructor.name}`)
}

let watching = false
/**
 * Every model whose writes change what the standings show clears them when
 * a row is saved or deleted, wherever the write comes from (the learner, a
 * moderator, the admin area, a listener, an ace command in this process).
 */
export function watchMemberStandings(models: LucidModel[]) {
  if (watching) return
  watching = true
  afterModelWrites(models, clearAfterWrite)
}
