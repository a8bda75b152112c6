import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'

/**
 * Calls `handler` after every save and every delete of a row of `models`,
 * wherever the write comes from (a request, a listener, an ace command in
 * this process): how the in-memory caches learn that what they hold changed.
 */
export function afterModelWrites(models: LucidModel[], handler: (row: LucidRow) => void) {
  for (const model of models) {
    model.boot()
    model.after('save', handler)
    model.after('delete', handler)
  }
}
