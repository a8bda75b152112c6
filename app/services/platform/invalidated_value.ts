import db from '@adonisjs/lucid/services/db'
import { cacheRelay, type CacheRelay } from '#services/platform/cache_relay'

/** A safety net only: writes through the app clear at once; this bounds writes made outside it. */
const TTL_MS = 60_000

/**
 * A cached value belongs to the global transaction it was read in (the
 * tests run each case in one and roll it back); outside tests there is none.
 */
function cacheScope() {
  return db.connectionGlobalTransactions.get(db.primaryConnectionName) ?? null
}

type Entry<T> = { value: T; at: number; scope: unknown }
type Loading<T> = { promise: Promise<T>; scope: unknown; generation: number }

/**
 * One value computed by `load`, shared by every request until invalidated
 * (or for TTL_MS). Requests arriving while it is computed wait for the same
 * computation; a computation that overlapped an invalidation is handed to
 * the requests that started before the write, never stored. With `relay`,
 * clears travel to the other instances (#services/cache_relay).
 */
export class InvalidatedValue<T> {
  #entry: Entry<T> | null = null
  #loading: Loading<T> | null = null
  /* Bumped by every invalidation. */
  #generation = 0
  readonly #relay: CacheRelay | null

  constructor(relay?: { channel: string; label: string }) {
    this.#relay = relay ? cacheRelay(relay.channel, () => this.clearHere(), relay.label) : null
  }

  get(load: () => Promise<T>): Promise<T> {
    this.#relay?.start()
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
    this.#relay?.publish(reason)
  }

  /** Forgets the value of this process only. */
  clearHere() {
    this.#generation++
    this.#entry = null
    this.#loading = null
  }
}
