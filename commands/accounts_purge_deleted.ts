import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Carries out the account deletions whose 7-day grace period is over (LGPD,
 * issue 31). The web server already does it at boot and every hour; the
 * command is for operators (cron, or right away after a support request).
 */
export default class AccountsPurgeDeleted extends BaseCommand {
  static commandName = 'accounts:purge-deleted'
  static description =
    'Exclui as contas cujo prazo de 7 dias para cancelar a exclusão terminou (LGPD)'

  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: AccountDeletionService } =
      await import('#services/accounts/account_deletion_service')
    const service = await this.app.container.make(AccountDeletionService)
    const { due, purged } = await service.purgeDue()
    this.logger.success(purged === 1 ? '1 conta excluída.' : `${purged} contas excluídas.`)
    if (purged < due) {
      this.logger.error(
        `${due - purged} ${due - purged === 1 ? 'exclusão falhou' : 'exclusões falharam'} (veja o log); ficam para a próxima execução.`
      )
      this.exitCode = 1
    }
  }
}
