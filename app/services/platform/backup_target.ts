import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import { uploadsRoot } from '#config/drive'
import type { BackupConnection, BackupTarget } from '#services/platform/database_backup'

/** The app's own database and, when the disk is local, its folder. */
export function backupTarget(): BackupTarget {
  const config = db.manager.get(db.primaryConnectionName)!.config
  return {
    connection: config.connection as BackupConnection,
    uploadsRoot: env.get('DRIVE_DISK', 'fs') === 'fs' ? uploadsRoot : null,
  }
}
