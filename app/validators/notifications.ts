import vine from '@vinejs/vine'
import { pageNumber } from '#validators/rules'
import { NOTIFICATION_KINDS } from '#domain/messaging/notifications'

/** /notificacoes?pagina=2 */
export const notificationListValidator = vine.create({
  pagina: pageNumber().optional(),
})

/**
 * The profile's 'Notificações' card: the kinds checked 'No site' (`inApp`) and
 * 'Por e-mail' (`email`); a kind left out is off there. Always-e-mailed kinds
 * stay on by e-mail whatever is sent.
 */
export const notificationPreferencesValidator = vine.create({
  inApp: vine.array(vine.enum(NOTIFICATION_KINDS)).optional(),
  email: vine.array(vine.enum(NOTIFICATION_KINDS)).optional(),
})
