import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The daily e-mail digest (run by cron once a day, see docs/operations.md): one
 * e-mail per member with what is unread and not e-mailed yet. Running it
 * twice, or after a crash halfway, never e-mails the same notification twice.
 */
export default class NotificationsDigest extends BaseCommand {
  static commandName = 'notifications:digest'
  static description =
    'Envia o resumo diário por e-mail das notificações não lidas (uma mensagem por membro)'
  static help = [
    'Agende uma vez por dia: 0 8 * * * cd /srv/ganja-talks && node ace.js notifications:digest',
  ]

  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: NotificationMailService } =
      await import('#services/messaging/notification_mail_service')
    const service = await this.app.container.make(NotificationMailService)
    const { sent, failed } = await service.sendDigests()
    this.logger.success(
      sent === 1 ? 'Resumo enviado para 1 membro.' : `Resumo enviado para ${sent} membros.`
    )
    if (failed > 0) {
      this.logger.error(
        `${failed} ${failed === 1 ? 'envio falhou' : 'envios falharam'} (veja o log); ficam para a próxima execução.`
      )
      this.exitCode = 1
    }
  }
}
