import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Puts a db:backup archive back: database and local files (docs/operations.md). */
export default class DbRestore extends BaseCommand {
  static commandName = 'db:restore'
  static description =
    'Substitui o banco e os arquivos do disco local pelo conteúdo de um backup do db:backup'

  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Arquivo .tar.gz gerado pelo db:backup' })
  declare file: string

  @flags.boolean({ description: 'Não pede confirmação' })
  declare force: boolean

  async run() {
    const { restoreBackup } = await import('#services/platform/database_backup')
    const { backupTarget } = await import('#services/platform/backup_target')
    if (!this.force) {
      const confirmed = await this.prompt.confirm(
        'O banco e os arquivos atuais serão substituídos pelos do backup. Continuar?'
      )
      if (!confirmed) return
    }
    await restoreBackup(backupTarget(), this.file)
    this.logger.success(`Backup ${this.file} restaurado. Reinicie o servidor.`)
  }
}
