import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'

/*
| 'Not hidden by moderation', the visibility rule of forum discussions and
| replies (ForumDiscussion.visible, ForumReply.visible), written once: as a
| query-builder condition and as SQL, on the row named `alias`.
*/

export function whereNotHidden<Query extends ChainableContract>(query: Query, alias: string) {
  return query.whereNull(`${alias}.hidden_at`)
}

export function notHiddenSql(alias: string) {
  return `${alias}.hidden_at IS NULL`
}
