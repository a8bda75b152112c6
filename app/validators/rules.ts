import vine from '@vinejs/vine'

/** E-mails are compared trimmed and lower-cased everywhere. */
export const email = () => vine.string().trim().toLowerCase().email().maxLength(254)

/** http(s) links only (profile links, material URLs). */
export const httpUrl = () =>
  vine
    .string()
    .trim()
    .url({ protocols: ['http', 'https'], require_protocol: true })
    .maxLength(500)
