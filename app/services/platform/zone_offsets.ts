import { IANAZone } from 'luxon'

/*
| Luxon asks Intl for a zone's UTC offset every time it builds a date in that
| zone (IANAZone#offset: a formatToParts call, tens of microseconds). Every
| timestamp read from the database becomes such a date (Lucid's datetime
| columns, in America/Sao_Paulo), so a page listing 50 rows paid milliseconds
| for it. Offsets only change at transitions, and since 1970 every zone's
| offsets and transitions fall on whole quarter hours of UTC: the offset of a
| quarter hour is computed once and remembered. Earlier instants (local mean
| times of odd seconds) are asked of Intl as before.
*/

const QUARTER_HOUR_MS = 15 * 60 * 1000
/* Quarter hours remembered per zone (about 3 years of distinct ones), then forgotten all at once. */
const MAX_REMEMBERED = 100_000

const remembered = new WeakMap<IANAZone, Map<number, number>>()
let installed = false

export function rememberZoneOffsets() {
  if (installed) return
  installed = true
  const askIntl = IANAZone.prototype.offset
  IANAZone.prototype.offset = function offset(this: IANAZone, ts: number) {
    if (!(ts >= 0) || !Number.isFinite(ts)) return askIntl.call(this, ts)
    let offsets = remembered.get(this)
    if (!offsets) remembered.set(this, (offsets = new Map()))
    const quarter = Math.floor(ts / QUARTER_HOUR_MS)
    let minutes = offsets.get(quarter)
    if (minutes === undefined) {
      minutes = askIntl.call(this, quarter * QUARTER_HOUR_MS)
      if (offsets.size >= MAX_REMEMBERED) offsets.clear()
      offsets.set(quarter, minutes)
    }
    return minutes
  }
}
