import { test } from '@japa/runner'
import { DateTime, IANAZone } from 'luxon'
import { rememberZoneOffsets } from '#services/platform/zone_offsets'

/* Zones with daylight saving, half- and quarter-hour offsets, and Brazil's abolished summer time. */
const ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'America/St_Johns',
]

/** The offset straight from Intl, as luxon computes it without the remembered quarter hours. */
function intlOffset(zone: string, ts: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ts))
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value)
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second')
  )
  return (asUtc - (ts - (((ts % 1000) + 1000) % 1000))) / 60_000
}

test.group('Zone offsets remembered per quarter hour', () => {
  test('every instant gets the offset Intl gives, around transitions too', ({ assert }) => {
    rememberZoneOffsets()
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (const zone of ZONES) {
      const iana = IANAZone.create(zone)
      const instants = Array.from({ length: 400 }, () => Math.floor(random() * 2.2e12))
      /* Every minute of two days around 2018's transitions and Brazil's last summer time (2019). */
      for (const day of [Date.UTC(2018, 2, 11), Date.UTC(2018, 10, 4), Date.UTC(2019, 1, 16)]) {
        for (let minute = -1440; minute < 1440; minute += 7)
          instants.push(day + minute * 60_000 + 123)
      }
      for (const ts of instants) {
        assert.equal(iana.offset(ts), intlOffset(zone, ts), `${zone} ${new Date(ts).toISOString()}`)
        /* Asked twice: the remembered value is the same. */
        assert.equal(iana.offset(ts), intlOffset(zone, ts))
      }
    }
  })

  test('a date read in São Paulo shows its local time', ({ assert }) => {
    rememberZoneOffsets()
    const date = DateTime.fromJSDate(new Date('2026-11-27T02:30:00.000Z'), {
      zone: 'America/Sao_Paulo',
    })
    assert.equal(date.toFormat('dd/MM/yyyy HH:mm'), '26/11/2026 23:30')
    assert.equal(DateTime.fromISO('1969-12-31T23:00:00Z').setZone('America/Sao_Paulo').hour, 20)
  })
})
