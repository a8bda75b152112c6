import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** One dated archive of the database and of the local disk's files (docs/operations.md). */
export default class DbBackup extends BaseCommand {
  static commandName = 'db:backup'
  static description =
    'Copia o banco (pg_dump ou formato próprio) e os arquivos do disco local para um .tar.gz datado'

  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Pasta do arquivo (padrão: backups/)' })
  declare output?: string

  @flags.string({
    description:
      'Formato do banco: auto (pg_dump se houver um da versão do servidor, senão o próprio), pg_dump ou logical',
  })
  declare format?: string

  async run() {
    const format = this.format ?? 'auto'
    if (!['auto', 'pg_dump', 'logical'].includes(format)) {
      this.logger.error('--format deve ser auto, pg_dump ou logical')
      this.exitCode = 1
      return
    }
    const { createBackup } = await import('#services/platform/database_backup')
    const { backupTarget } = await import('#services/platform/backup_target')
    const archive = await createBackup(
      backupTarget(),
      this.output ?? this.app.makePath('backups'),
      new Date(),
      format as 'auto' | 'pg_dump' | 'logical'
    )
    this.logger.success(`Backup gravado em ${archive}`)
  }
}
