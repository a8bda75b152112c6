/*
| pt-BR formatting for the whole interface: money, numbers, dates. Shared by
| the server (mails) and the pages (imported as @domain/format). Dates are
| shown in America/Sao_Paulo whatever the browser's zone.
*/
export const TIME_ZONE = 'America/Sao_Paulo'

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const integer = new Intl.NumberFormat('pt-BR')

/* Intl formatters are costly to build: one per set of options, reused (pages format hundreds of values). */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function numberFormat(options: Intl.NumberFormatOptions) {
  const key = JSON.stringify(options)
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat('pt-BR', options)))
  return format
}

function dateFormat(options: Intl.DateTimeFormatOptions) {
  const key = JSON.stringify(options)
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat('pt-BR', options)))
  return format
}

/** R$ 37,00 — or 'Gratuito' for a free course when `freeLabel` is given. */
export function formatMoney(value: number, freeLabel?: string) {
  if (freeLabel && value === 0) return freeLabel
  return currency.format(value).replace(/\u00a0/g, ' ')
}

export function formatNumber(value: number, fractionDigits?: number) {
  if (fractionDigits === undefined) return integer.format(value)
  return numberFormat({
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)
}

/** 21/11/2026 */
export function formatDate(value: string | Date) {
  return dateFormat({ timeZone: TIME_ZONE, dateStyle: 'short' }).format(new Date(value))
}

/** 21 de novembro de 2026 */
export function formatLongDate(value: string | Date) {
  return dateFormat({ timeZone: TIME_ZONE, dateStyle: 'long' }).format(new Date(value))
}

/** 14:05 */
export function formatTime(value: string | Date) {
  return dateFormat({ timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(value)
  )
}

/** bytes, KB, MB, GB in base 1024 with two decimals, as the admin media library shows them. */
export function formatFileSize(bytes: number) {
  if (bytes === 0) return '0 bytes'
  const units = ['bytes', 'KB', 'MB', 'GB']
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1)
  const value = numberFormat({ maximumFractionDigits: 2 }).format(bytes / 1024 ** exponent)
  return `${value} ${units[exponent]}`
}

/** 45 min, 2 h, 1 h 30 min */
export function formatMinutes(minutes: number) {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}
