import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Sends the reminders before a 'Plano anual via Pix' ends (7 days, then 1
 * day). The web server already does it at boot and every hour; the command
 * is for operators (cron, or right away). Running it twice, or while a
 * server runs it, never sends a reminder twice.
 */
export default class SubscriptionsRemindAnnual extends BaseCommand {
  static commandName = 'subscriptions:remind-annual'
  static description =
    'Avisa os membros cujo Plano anual via Pix termina em 7 dias ou amanhã (no site e por e-mail)'

  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: AnnualReminderService } =
      await import('#services/subscription/annual_reminder_service')
    const service = await this.app.container.make(AnnualReminderService)
    const { sent, failed } = await service.sendDue()
    this.logger.success(sent === 1 ? '1 aviso enviado.' : `${sent} avisos enviados.`)
    if (failed > 0) {
      this.logger.error(
        `${failed} ${failed === 1 ? 'aviso falhou' : 'avisos falharam'} (veja o log); ficam para a próxima execução.`
      )
      this.exitCode = 1
    }
  }
}
