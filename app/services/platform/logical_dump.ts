import { existsSync } from 'node:fs'
import { mkdir, open, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * The built-in database format of a backup, for servers without a matching
 * pg_dump (always the embedded PostgreSQL): `database/manifest.json` plus one
 * file per table in COPY text format. The schema is not dumped: a restore
 * rebuilds it with this app's own migrations, then loads the rows.
 */

export const LOGICAL_VERSION = 1
const MIGRATIONS_TABLE = 'adonis_schema'
const SKIPPED_TABLES = new Set([MIGRATIONS_TABLE, `${MIGRATIONS_TABLE}_versions`])
const FETCH_SIZE = 1000

export interface LogicalManifest {
  format: 'ganja-talks-logical'
  version: number
  createdAt: string
  migrations: string[]
  tables: { name: string; columns: string[]; file: string; rows: number }[]
  sequences: { name: string; value: string | null }[]
}

export class LogicalDumpError extends Error {}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** One field as COPY's text format writes it. */
export function encodeCopyField(value: string | null) {
  if (value === null) return '\\N'
  return value.replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r'
  )
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v' }

/** One line of COPY's text format back to its fields. */
export function decodeCopyLine(line: string): (string | null)[] {
  return line
    .split('\t')
    .map((field) =>
      field === '\\N'
        ? null
        : field.replace(/\\(.)/g, (_, escaped: string) => ESCAPES[escaped] ?? escaped)
    )
}

async function rowsOf<T>(client: TransactionClientContract, sql: string, bindings: unknown[] = []) {
  // raw SQL: catalog and cursor statements have no query-builder form; callers say which
  const result = await client.rawQuery(sql, bindings as never[])
  return result.rows as T[]
}

async function publicTables(client: TransactionClientContract) {
  const tables = await rowsOf<{ name: string }>(
    client,
    // raw SQL: the catalog's list of the public schema's plain tables
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`
  )
  return tables.map((table) => table.name).filter((name) => !SKIPPED_TABLES.has(name))
}

async function columnsOf(client: TransactionClientContract, table: string) {
  const columns = await rowsOf<{ name: string }>(
    client,
    // raw SQL: stored (non-generated) columns of a table, from the catalog
    `select a.attname as name from pg_attribute a
      where a.attrelid = ?::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [`public.${quote(table)}`]
  )
  return columns.map((column) => column.name)
}

async function primaryKeyOf(client: TransactionClientContract, table: string) {
  const columns = await rowsOf<{ name: string }>(
    client,
    // raw SQL: the primary key's columns, to write rows in a stable order
    `select a.attname as name from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ?::regclass and i.indisprimary order by a.attnum`,
    [`public.${quote(table)}`]
  )
  return columns.map((column) => column.name)
}

async function appliedMigrations(client: TransactionClientContract) {
  const rows = await rowsOf<{ name: string }>(
    client,
    // raw SQL: the migrations table belongs to Lucid's runner, no model maps it
    `select name from ${MIGRATIONS_TABLE} order by id`
  )
  return rows.map((row) => row.name)
}

/** Writes the manifest and table files into `folder`, from one consistent snapshot. */
export async function dumpLogical(connectionName: string, folder: string) {
  await mkdir(join(folder, 'tables'), { recursive: true })
  const manifest = await db.connection(connectionName).transaction(async (client) => {
    // raw SQL: every table is read from the same snapshot, and nothing is written
    await client.rawQuery('set transaction isolation level repeatable read read only')
    const tables: LogicalManifest['tables'] = []
    const names = await publicTables(client)
    for (const [index, table] of names.entries()) {
      const columns = await columnsOf(client, table)
      const order = await primaryKeyOf(client, table)
      const file = join('tables', `${String(index).padStart(3, '0')}-${table}.copy`)
      const handle = await open(join(folder, file), 'w')
      let rows = 0
      try {
        const select = columns.map((column) => `${quote(column)}::text`).join(', ')
        const orderBy = order.length ? ` order by ${order.map(quote).join(', ')}` : ''
        // raw SQL: a cursor reads a table of any size in batches, every value in its text form
        await client.rawQuery(
          `declare gt_backup no scroll cursor for select ${select} from ${quote(table)}${orderBy}`
        )
        for (;;) {
          const batch = await rowsOf<Record<string, string | null>>(
            client,
            // raw SQL: the next batch of the cursor above
            `fetch ${FETCH_SIZE} from gt_backup`
          )
          if (batch.length) {
            const lines = batch.map(
              (row) => Object.values(row).map(encodeCopyField).join('\t') + '\n'
            )
            await handle.write(lines.join(''))
            rows += batch.length
          }
          if (batch.length < FETCH_SIZE) break
        }
        // raw SQL: the cursor is closed so the next table can reuse its name
        await client.rawQuery('close gt_backup')
      } finally {
        await handle.close()
      }
      tables.push({ name: table, columns, file, rows })
    }
    const sequences = await rowsOf<{ name: string; value: string | null }>(
      client,
      // raw SQL: sequence positions, so new rows keep numbering after the restored ones
      `select sequencename as name, last_value::text as value from pg_sequences
        where schemaname = 'public' order by sequencename`
    )
    return {
      format: 'ganja-talks-logical',
      version: LOGICAL_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables,
      sequences,
    } satisfies LogicalManifest
  })
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2))
}

/** Reads and checks the manifest before anything is dropped. */
export async function readLogicalManifest(folder: string, connectionName: string) {
  const unreadable = (why: string) =>
    new LogicalDumpError(`O backup não pode ser lido (${why}); nada foi alterado.`)
  let manifest: LogicalManifest
  try {
    manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'))
  } catch {
    throw unreadable('database/manifest.json ausente ou corrompido')
  }
  if (manifest?.format !== 'ganja-talks-logical' || !Array.isArray(manifest.tables))
    throw unreadable('manifesto sem o formato esperado')
  if (manifest.version > LOGICAL_VERSION)
    throw unreadable(`formato versão ${manifest.version}, mais novo que este código`)
  for (const table of manifest.tables) {
    if (!Array.isArray(table.columns) || !existsSync(join(folder, table.file)))
      throw unreadable(`faltam os dados da tabela ${table.name}`)
    const rows = await readRows(folder, table.file)
    if (rows.length !== table.rows || rows.some((row) => row.length !== table.columns.length))
      throw unreadable(`os dados da tabela ${table.name} estão incompletos ou corrompidos`)
  }
  const known = new Set(await codeMigrations(connectionName))
  const unknown = (manifest.migrations ?? []).filter((name) => !known.has(name))
  if (unknown.length)
    throw new LogicalDumpError(
      `O backup foi feito com migrações que este código não tem (${unknown.join(', ')}); atualize o código antes de restaurar. Nada foi alterado.`
    )
  return manifest
}

/** A table file's rows; the newline that ends the last row is not a row of its own. */
async function readRows(folder: string, file: string) {
  const text = await readFile(join(folder, file), 'utf8')
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  return lines.map(decodeCopyLine)
}

interface MigrationSource {
  getMigrations(): Promise<{ name: string }[]>
}
const sourceOf = (runner: MigrationRunner) =>
  (runner as unknown as { migrationSource: MigrationSource }).migrationSource

async function codeMigrations(connectionName: string) {
  const runner = new MigrationRunner(db, app, { direction: 'up', connectionName })
  const migrations = await sourceOf(runner).getMigrations()
  return migrations.map((migration) => migration.name)
}

/** Runs this app's migrations on an empty schema, up to exactly the given set. */
async function migrateTo(connectionName: string, names: string[]) {
  const wanted = new Set(names)
  const runner = new MigrationRunner(db, app, {
    direction: 'up',
    connectionName,
    disableLocks: true,
  })
  const source = sourceOf(runner)
  const all = source.getMigrations.bind(source)
  source.getMigrations = async () => {
    const migrations = await all()
    return migrations.filter((migration) => wanted.has(migration.name))
  }
  /* No runner.close(): it closes every connection of the app, not just this one. */
  await runner.run()
  if (runner.error) throw runner.error
}

interface ForeignKey {
  name: string
  child: string
  parent: string
  definition: string
}

/** Tables ordered parents first; the foreign keys that no order satisfies (self references, cycles). */
export function loadOrder(tables: string[], keys: ForeignKey[]) {
  const pending = new Set(tables)
  const ordered: string[] = []
  const between = keys.filter(
    (key) => key.child !== key.parent && pending.has(key.child) && pending.has(key.parent)
  )
  for (;;) {
    const ready = [...pending].filter(
      (table) => !between.some((key) => key.child === table && pending.has(key.parent))
    )
    if (!ready.length) break
    for (const table of ready) {
      ordered.push(table)
      pending.delete(table)
    }
  }
  /* What is left sits on a cycle: loaded last, its keys put back after the rows. */
  ordered.push(...pending)
  const deferred = keys.filter(
    (key) => key.child === key.parent || (pending.has(key.child) && pending.has(key.parent))
  )
  return { ordered, deferred }
}

async function insertRows(
  client: TransactionClientContract,
  table: string,
  columns: string[],
  rows: (string | null)[][]
) {
  const perStatement = Math.max(1, Math.min(500, Math.floor(30000 / Math.max(1, columns.length))))
  const head = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) overriding system value values `
  const tuple = `(${columns.map(() => '?').join(', ')})`
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement)
    // raw SQL: rows arrive as text in COPY form and go back into whatever table the archive holds
    await client.rawQuery(head + batch.map(() => tuple).join(', '), batch.flat() as never[])
  }
}

/** Rebuilds the schema with the archive's migrations, then loads every table in one transaction. */
export async function restoreLogical(
  connectionName: string,
  folder: string,
  manifest: LogicalManifest,
  dropSchema: () => Promise<void>
) {
  await dropSchema()
  await migrateTo(connectionName, manifest.migrations)
  await db.connection(connectionName).transaction(async (client) => {
    const existing = await publicTables(client)
    for (const table of manifest.tables) {
      if (!existing.includes(table.name))
        throw new LogicalDumpError(`A tabela ${table.name} do backup não existe após as migrações.`)
      const columns = await columnsOf(client, table.name)
      const missing = table.columns.filter((column) => !columns.includes(column))
      if (missing.length)
        throw new LogicalDumpError(
          `A tabela ${table.name} não tem as colunas ${missing.join(', ')} do backup.`
        )
    }
    /* Rows a data migration just wrote make way for the archived ones. */
    if (existing.length)
      // raw SQL: TRUNCATE of every app table at once; no model covers them all
      await client.rawQuery(`truncate ${existing.map(quote).join(', ')} restart identity cascade`)

    const keys = await rowsOf<ForeignKey>(
      client,
      // raw SQL: the foreign keys, to load parents before children
      `select con.conname as name, child.relname as child, parent.relname as parent,
              pg_get_constraintdef(con.oid) as definition
         from pg_constraint con
         join pg_class child on child.oid = con.conrelid
         join pg_class parent on parent.oid = con.confrelid
        where con.contype = 'f' and con.connamespace = 'public'::regnamespace`
    )
    const { ordered, deferred } = loadOrder(
      manifest.tables.map((table) => table.name),
      keys
    )
    /* The archived rows are loaded as they were: triggers that fill derived tables would duplicate them. */
    for (const table of existing)
      // raw SQL: the table owner may pause its own triggers inside this transaction
      await client.rawQuery(`alter table ${quote(table)} disable trigger user`)
    for (const key of deferred)
      // raw SQL: a key no load order satisfies is dropped; re-adding it below checks every row
      await client.rawQuery(`alter table ${quote(key.child)} drop constraint ${quote(key.name)}`)

    const byName = new Map(manifest.tables.map((table) => [table.name, table]))
    for (const name of ordered) {
      const table = byName.get(name)!
      await insertRows(client, name, table.columns, await readRows(folder, table.file))
    }

    for (const key of deferred)
      // raw SQL: the key dropped above, restored with the catalog's own definition
      await client.rawQuery(
        `alter table ${quote(key.child)} add constraint ${quote(key.name)} ${key.definition}`
      )
    for (const table of existing)
      // raw SQL: the triggers paused above come back before the transaction commits
      await client.rawQuery(`alter table ${quote(table)} enable trigger user`)
    for (const sequence of manifest.sequences) {
      if (sequence.value === null) continue
      // raw SQL: setval has no query-builder form
      await client.rawQuery(
        `select setval(to_regclass(?), ?::bigint, true) where to_regclass(?) is not null`,
        [`public.${quote(sequence.name)}`, sequence.value, `public.${quote(sequence.name)}`]
      )
    }
  })
}
