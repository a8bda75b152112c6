import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'

/**
 * Calls `handler` after every save and every delete of a row of `models`,
 * wherever the write comes from (a request, a listener, an ace command in
 * this process), and again when the row's transaction (if any) commits or
 * rolls back, since a request may read and cache the old rows until then:
 * how the in-memory caches learn that what they hold changed.
 */
export function afterModelWrites(models: LucidModel[], handler: (row: LucidRow) => unknown) {
  const clear = async (row: LucidRow) => {
    const trx = row.$trx
    if (trx) {
      trx.after('commit', () => void handler(row))
      trx.after('rollback', () => void handler(row))
    }
    await handler(row)
  }
  for (const model of models) {
    model.boot()
    model.after('save', clear)
    model.after('delete', clear)
  }
}
