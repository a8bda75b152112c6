/*
| Ids of rows are PostgreSQL `integer` columns: 1 to 2 147 483 647. Anything
| else (bigger, fractional, negative, infinite) names no row, and must be
| refused before it reaches a query, where it would be a database error.
*/
export const MAX_RECORD_ID = 2_147_483_647

export function isRecordId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_RECORD_ID
}

/** The digits of a record id in a URL: 1 to 2147483647, no sign, no leading zero, no decimals. */
export const RECORD_ID_PATTERN =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/
