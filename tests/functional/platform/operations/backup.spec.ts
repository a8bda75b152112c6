import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Certificate from '#models/certificate'
import ForumDiscussion from '#models/forum_discussion'
import User from '#models/user'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory } from '#database/factories/forum_factory'
import {
  createBackup,
  findPgTool,
  restoreBackup,
  type BackupConnection,
} from '#services/platform/database_backup'

/*
| db:backup and db:restore on a scratch database of the same server, so the
| suite's database is never wiped: the scratch gets the suite's schema through
| a backup of it, then its own member, discussion and certificate.
*/
const suiteUrl = () =>
  (db.manager.get(db.primaryConnectionName)!.config.connection as { connectionString: string })
    .connectionString

/** SQL on the server's maintenance database, through a connection of its own. */
async function onServer(sql: string) {
  const url = new URL(suiteUrl())
  url.pathname = '/postgres'
  db.manager.add('backup_server', {
    client: 'pg',
    connection: { connectionString: url.toString() },
  })
  try {
    // raw SQL: databases are created and dropped outside the app's own database
    await db.connection('backup_server').rawQuery(sql)
  } finally {
    await db.manager.close('backup_server')
    db.manager.release('backup_server')
  }
}

/**
 * True when this machine has no pg_dump/pg_restore for the suite's server
 * (the embedded PostgreSQL 17 ships none, and Debian 12's client is 15):
 * then the backups cannot run here at all, and the tests say so as skipped.
 */
async function noPgTools() {
  // raw SQL: the server's major version, to pick tools that can dump it
  const { rows } = await db.rawQuery(`select current_setting('server_version_num')::int as v`)
  const major = Math.floor(rows[0].v / 10000)
  try {
    await findPgTool('pg_dump', major)
    await findPgTool('pg_restore', major)
    return false
  } catch {
    return true
  }
}
const SKIPPED =
  'sem pg_dump/pg_restore da versão do servidor nesta máquina (ver docs/operations.md)'

test.group('Backups (db:backup / db:restore)', (group) => {
  const name = `gt_backup_${randomBytes(4).toString('hex')}`
  let work = ''
  let scratch: BackupConnection

  group.setup(async () => {
    if (await noPgTools()) return () => {}
    work = await mkdtemp(join(tmpdir(), 'gt-backup-test-'))
    await onServer(`CREATE DATABASE "${name}"`)
    const url = new URL(suiteUrl())
    url.pathname = `/${name}`
    scratch = { connectionString: url.toString() }
    const schema = await createBackup(
      { connection: { connectionString: suiteUrl() }, uploadsRoot: null },
      join(work, 'schema')
    )
    await restoreBackup({ connection: scratch, uploadsRoot: null }, schema)
    const config = db.manager.get(db.primaryConnectionName)!.config
    db.manager.add('scratch', { ...config, connection: scratch } as typeof config)
    return async () => {
      await db.manager.close('scratch')
      db.manager.release('scratch')
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await rm(work, { recursive: true, force: true })
    }
  })

  test('a backup wiped and restored brings back the member, the discussion, the certificate and the files', async ({
    assert,
  }) => {
    const member = await UserFactory.connection('scratch')
      .merge({ email: 'backup@exemplo.com.br', fullName: 'Maria do Backup' })
      .create()
    const course = await CourseFactory.connection('scratch').create()
    const discussion = await DiscussionFactory.connection('scratch')
      .merge({ userId: member.id, title: 'Rega de outono: quanto e quando?' })
      .create()
    await Certificate.create(
      {
        id: 'GT-BACKUP-1763884800000-ABCD',
        userId: member.id,
        courseId: course.id,
        learnerName: 'Maria do Backup',
        courseTitle: course.title,
        courseHours: 4,
        mentorName: null,
        issuedAt: DateTime.now(),
        hash: 'a'.repeat(64),
        signature: 'assinatura',
      },
      { connection: 'scratch' }
    )
    const uploads = join(work, 'uploads')
    await mkdir(join(uploads, 'course-thumbnails'), { recursive: true })
    await writeFile(join(uploads, 'course-thumbnails', 'capa.svg'), '<svg>capa</svg>')

    const archive = await createBackup(
      { connection: scratch, uploadsRoot: uploads },
      join(work, 'backups'),
      new Date('2026-11-26T18:30:00Z')
    )
    assert.equal(basename(archive), 'ganja-talks-2026-11-26T1830.tar.gz')

    /* The wipe: no table left, no file left. */
    // raw SQL: the test wipes the scratch database the way a lost server would
    await db.connection('scratch').rawQuery('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
    await rm(uploads, { recursive: true, force: true })
    await assert.rejects(() => User.query({ connection: 'scratch' }).first())

    await restoreBackup({ connection: scratch, uploadsRoot: uploads }, archive)

    const restored = await User.findByOrFail('email', 'backup@exemplo.com.br', {
      connection: 'scratch',
    })
    assert.equal(restored.id, member.id)
    assert.equal(restored.fullName, 'Maria do Backup')
    const thread = await ForumDiscussion.findOrFail(discussion.id, { connection: 'scratch' })
    assert.equal(thread.title, 'Rega de outono: quanto e quando?')
    assert.equal(thread.userId, member.id)
    const certificate = await Certificate.findOrFail('GT-BACKUP-1763884800000-ABCD', {
      connection: 'scratch',
    })
    assert.equal(certificate.hash, 'a'.repeat(64))
    assert.equal(certificate.learnerName, 'Maria do Backup')
    assert.equal(
      await readFile(join(uploads, 'course-thumbnails', 'capa.svg'), 'utf8'),
      '<svg>capa</svg>'
    )
  })
    .skip(noPgTools, SKIPPED)
    .timeout(60_000)

  test('restoring a file that is not a backup says so in Portuguese and touches nothing', async ({
    assert,
  }) => {
    const stray = join(work, 'stray')
    await mkdir(stray, { recursive: true })
    await writeFile(join(stray, 'notas.txt'), 'não é backup')
    const archive = join(work, 'not-a-backup.tar.gz')
    execFileSync('tar', ['-czf', archive, '-C', stray, '.'])

    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, archive),
      /não é um backup do Ganja Talks/
    )
    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, join(work, 'nada.tar.gz')),
      /Arquivo não encontrado/
    )
    assert.isTrue(existsSync(archive))
    await assert.doesNotReject(() => User.query({ connection: 'scratch' }).first())
  }).skip(noPgTools, SKIPPED)

  test('a backup whose dump pg_restore cannot read is refused before the database is emptied', async ({
    assert,
  }) => {
    const damaged = join(work, 'damaged')
    await mkdir(damaged, { recursive: true })
    await writeFile(join(damaged, 'database.dump'), 'PGDMP cortado no meio da cópia')
    const archive = join(work, 'damaged.tar.gz')
    execFileSync('tar', ['-czf', archive, '-C', damaged, '.'])
    const member = await UserFactory.connection('scratch')
      .merge({ email: 'antes-do-restore@exemplo.com.br' })
      .create()

    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, archive),
      /não consegue ler o database\.dump; nada foi alterado/
    )
    const kept = await User.findBy('email', 'antes-do-restore@exemplo.com.br', {
      connection: 'scratch',
    })
    assert.equal(kept?.id, member.id)
  }).skip(noPgTools, SKIPPED)
})
