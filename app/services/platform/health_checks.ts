import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { BaseCheck, Result } from '@adonisjs/core/health'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { DbCheck } from '@adonisjs/lucid/database'
import type { HealthCheckReport } from '@adonisjs/core/types/health'

/** The part of a Drive disk the check uses (a test swaps in one that fails). */
type WritableDisk = {
  put(key: string, contents: string): Promise<void>
  delete(key: string): Promise<void>
}

/**
 * The Drive disk accepts a write: a small key is written and deleted again
 * (the uploads of lessons, covers and avatars go there).
 */
export class DriveWritableCheck extends BaseCheck {
  name = 'Drive gravável'
  disk: () => WritableDisk = () => drive.use()

  async run() {
    const key = `.health/${randomUUID()}.txt`
    try {
      const disk = this.disk()
      await disk.put(key, 'ok')
      await disk.delete(key)
      return Result.ok('O disco de arquivos aceita gravação')
    } catch (error) {
      return Result.failed('O disco de arquivos recusou a gravação', error as Error)
    }
  }
}

/**
 * Lucid's database check, on the connection as it is when the check runs:
 * a check built once would keep the client it was built with (in tests, a
 * transaction long finished).
 */
export class DatabaseCheck extends BaseCheck {
  name = 'Banco de dados'

  async run() {
    return new DbCheck(db.connection()).run()
  }
}

/** Every migration in database/migrations is applied (a deploy that forgot migration:run fails here). */
export class MigrationsAppliedCheck extends BaseCheck {
  name = 'Migrações aplicadas'

  async run() {
    const runner = new MigrationRunner(db, app, {
      direction: 'up',
      dryRun: true,
      disableLocks: true,
    })
    /* No runner.close(): it would close every connection of the app. */
    const list = await runner.getList()
    const pending = list.filter((migration) => migration.status === 'pending')
    if (pending.length > 0) {
      return Result.failed(
        pending.length === 1
          ? '1 migração pendente: rode migration:run'
          : `${pending.length} migrações pendentes: rode migration:run`
      ).mergeMetaData({ pending: pending.map((migration) => migration.name) })
    }
    return Result.ok('Todas as migrações foram aplicadas')
  }
}

export type PublicHealthReport = {
  status: 'ok' | 'warning' | 'error'
  checks: { name: string; status: 'ok' | 'warning' | 'error'; message: string }[]
}

/**
 * What a load balancer reads: each check's name, status and message. A failed
 * check's own error (connection strings, hosts, paths, stack) goes to the log
 * only; migration names are not secret and help the operator.
 */
export function publicReport(report: HealthCheckReport): PublicHealthReport {
  return {
    status: report.isHealthy ? report.status : 'error',
    checks: report.checks.map((check) => ({
      name: check.name,
      status: check.status,
      message:
        check.status === 'error' && !check.meta?.pending
          ? 'Falhou (detalhes no log do servidor)'
          : check.message,
    })),
  }
}
