import vine from '@vinejs/vine'
import { MAX_RECORD_ID } from '#domain/platform/record_ids'

/** E-mails are compared trimmed and lower-cased everywhere. */
export const email = () => vine.string().trim().toLowerCase().email().maxLength(254)

/** http(s) links only (profile links, material URLs). */
export const httpUrl = () =>
  vine
    .string()
    .trim()
    .url({ protocols: ['http', 'https'], require_protocol: true })
    .maxLength(500)

/** The id of a row (integer column): 1 to 2 147 483 647, nothing else reaches a query. */
export const recordId = () => vine.number().withoutDecimals().range([1, MAX_RECORD_ID])

/** A page number of a paginated list. */
export const pageNumber = () => vine.number().withoutDecimals().range([1, 10_000])
