import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** One dated archive of the database and of the local disk's files (docs/operations.md). */
export default class DbBackup extends BaseCommand {
  static commandName = 'db:backup'
  static description = 'Copia o banco (pg_dump) e os arquivos do disco local para um .tar.gz datado'

  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Pasta do arquivo (padrão: backups/)' })
  declare output?: string

  async run() {
    const { createBackup } = await import('#services/platform/database_backup')
    const { backupTarget } = await import('#services/platform/backup_target')
    const archive = await createBackup(backupTarget(), this.output ?? this.app.makePath('backups'))
    this.logger.success(`Backup gravado em ${archive}`)
  }
}
