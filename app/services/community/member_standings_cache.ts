import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { InvalidatedValue } from '#services/platform/invalidated_value'
import type { StandingsTable } from '#services/community/member_points_service'
import { afterModelWrites } from '#services/platform/model_writes'

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

export const STANDINGS_RELAY_CHANNEL = 'ganja-talks:member-standings:clear'

export const memberStandingsCache = new InvalidatedValue<StandingsTable>({
  channel: STANDINGS_RELAY_CHANNEL,
  label: 'cache de pontos',
})

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
  memberStandingsCache.clear(`model ${row.constructor.name}`)
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
