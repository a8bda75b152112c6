/*
| 'há 3 horas', 'há 2 dias': how long ago something was posted, in pt-BR.
| It depends on the clock, so pages rendered on the server show the absolute
| date first and switch to this after hydration (see PostTime).
*/
const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' })

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

export function relativeTime(iso: string | Date, now: Date = new Date()) {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000)
  /* Under a minute (or a clock slightly behind the server's): 'agora mesmo'. */
  if (seconds > -60) return 'agora mesmo'
  const [unit, size] = UNITS.find(([, length]) => -seconds >= length)!
  return relative.format(Math.trunc(seconds / size), unit)
}
