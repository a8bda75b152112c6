import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Certificate from '#models/certificate'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import User from '#models/user'
import CertificateService from '#services/certificates/certificate_service'
import { certificateSigningKey } from '#services/certificates/certificate_keys'
import { certificateHash, signCertificate } from '#domain/certificates/certificate_signing'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory, ReplyFactory } from '#database/factories/forum_factory'
import {
  createBackup,
  findPgTool,
  restoreBackup,
  type BackupConnection,
  type BackupFormat,
} from '#services/platform/database_backup'

/*
| db:backup and db:restore on a scratch database of the same server, so the
| suite's database is never wiped: the scratch gets the suite's schema through
| a (built-in format) backup of it, then its own member, discussion and
| certificate. The built-in format runs everywhere; the pg_dump format only
| where a pg_dump of the server's version exists (never with the embedded
| PostgreSQL, which ships none).
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

/** True when this machine has no pg_dump/pg_restore able to dump the suite's server. */
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
  'sem pg_dump/pg_restore da versão do servidor nesta máquina (o PostgreSQL embutido não traz um): só o formato próprio é testado'

/** Packs a folder's files as a .tar.gz, the way a stray or damaged archive would look. */
function tarOf(work: string, label: string, files: Record<string, string>) {
  const folder = join(work, label)
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true })
    writeFileSync(join(folder, name), content)
  }
  const archive = join(work, `${label}.tar.gz`)
  execFileSync('tar', ['-czf', archive, '-C', folder, '.'])
  return archive
}

test.group('Backups (db:backup / db:restore)', (group) => {
  const name = `gt_backup_${randomBytes(4).toString('hex')}`
  let work = ''
  let scratch: BackupConnection

  group.setup(async () => {
    work = await mkdtemp(join(tmpdir(), 'gt-backup-test-'))
    await onServer(`CREATE DATABASE "${name}"`)
    const url = new URL(suiteUrl())
    url.pathname = `/${name}`
    scratch = { connectionString: url.toString() }
    const schema = await createBackup(
      { connection: { connectionString: suiteUrl() }, uploadsRoot: null },
      join(work, 'schema'),
      new Date(),
      'logical'
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

  /** Writes a member, a discussion with replies (one accepted), a certificate and a file; backs them up and wipes them. */
  async function backUpAndWipe(format: BackupFormat) {
    const member = await UserFactory.connection('scratch')
      .merge({ email: `backup-${format}@exemplo.com.br`, fullName: 'Maria do Backup' })
      .create()
    const course = await CourseFactory.connection('scratch').create()
    const discussion = await DiscussionFactory.connection('scratch')
      .merge({ userId: member.id, title: 'Rega de outono: quanto e quando?' })
      .create()
    const replies = await ReplyFactory.connection('scratch')
      .merge([
        { userId: member.id, discussionId: discussion.id, body: 'Regue de manhã,\n\tcom calma.' },
        { userId: member.id, discussionId: discussion.id, body: 'Sem barra \\ nem \\N aqui' },
      ])
      .createMany(2)
    /* A discussion points at its accepted reply and the reply at its discussion: a cycle to load. */
    await ForumDiscussion.query({ connection: 'scratch' })
      .where('id', discussion.id)
      .update({ accepted_reply_id: replies[0].id })
    const certificate = new Certificate().useConnection('scratch')
    certificate.merge({
      id: `GT-BACKUP-${format.toUpperCase().replace('_', '')}-1763884800000-ABCD`,
      userId: member.id,
      courseId: course.id,
      learnerName: 'Maria do Backup',
      courseTitle: course.title,
      version: 1,
      courseHours: 4,
      mentorName: null,
      issuedAt: DateTime.fromISO('2026-11-20T12:00:00.123Z'),
      hash: '',
      signature: '',
    })
    certificate.hash = certificateHash(certificate.certifiedFields)
    certificate.signature = signCertificate(
      certificate.certifiedFields,
      certificateSigningKey().privateKey
    )
    await certificate.save()
    const uploads = join(work, `uploads-${format}`)
    await mkdir(join(uploads, 'course-thumbnails'), { recursive: true })
    await writeFile(join(uploads, 'course-thumbnails', 'capa.svg'), '<svg>capa</svg>')

    const archive = await createBackup(
      { connection: scratch, uploadsRoot: uploads },
      join(work, `backups-${format}`),
      new Date('2026-11-26T18:30:00Z'),
      format
    )

    /* The wipe: no table left, no file left. */
    // raw SQL: the test wipes the scratch database the way a lost server would
    await db.connection('scratch').rawQuery('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
    await rm(uploads, { recursive: true, force: true })
    return { archive, uploads, member, discussion, replies, certificate }
  }

  async function assertRestored(
    assert: import('@japa/assert').Assert,
    saved: Awaited<ReturnType<typeof backUpAndWipe>>,
    format: BackupFormat
  ) {
    const restored = await User.findByOrFail('email', `backup-${format}@exemplo.com.br`, {
      connection: 'scratch',
    })
    assert.equal(restored.id, saved.member.id)
    assert.equal(restored.fullName, 'Maria do Backup')
    const thread = await ForumDiscussion.findOrFail(saved.discussion.id, { connection: 'scratch' })
    assert.equal(thread.title, 'Rega de outono: quanto e quando?')
    assert.equal(thread.userId, saved.member.id)
    const replies = await ForumReply.query({ connection: 'scratch' })
      .where('discussion_id', thread.id)
      .orderBy('id')
    assert.deepEqual(
      replies.map((reply) => reply.body),
      ['Regue de manhã,\n\tcom calma.', 'Sem barra \\ nem \\N aqui']
    )
    const accepted = await db
      .connection('scratch')
      .from('forum_discussions')
      .where('id', thread.id)
      .first()
    assert.equal(accepted.accepted_reply_id, saved.replies[0].id)
    const certificate = await Certificate.findOrFail(saved.certificate.id, {
      connection: 'scratch',
    })
    const certificates = await app.container.make(CertificateService)
    assert.equal(certificates.verify(certificate), 'verified')
    assert.equal(certificate.learnerName, 'Maria do Backup')
    assert.equal(
      await readFile(join(saved.uploads, 'course-thumbnails', 'capa.svg'), 'utf8'),
      '<svg>capa</svg>'
    )
    /* Sequences go on after the restored rows: a new member gets a new id. */
    const next = await UserFactory.connection('scratch').create()
    assert.isAbove(next.id, saved.member.id)
  }

  test('a backup in the built-in format, wiped and restored, brings back the member, the discussion, the certificate and the files', async ({
    assert,
  }) => {
    const saved = await backUpAndWipe('logical')
    assert.equal(basename(saved.archive), 'ganja-talks-2026-11-26T1830.tar.gz')
    assert.include(
      execFileSync('tar', ['-tzf', saved.archive]).toString(),
      'database/manifest.json'
    )
    await assert.rejects(() => User.query({ connection: 'scratch' }).first())

    await restoreBackup({ connection: scratch, uploadsRoot: saved.uploads }, saved.archive)
    await assertRestored(assert, saved, 'logical')
  }).timeout(120_000)

  test('a backup made with pg_dump, wiped and restored, brings back the same', async ({
    assert,
  }) => {
    const saved = await backUpAndWipe('pg_dump')
    assert.include(execFileSync('tar', ['-tzf', saved.archive]).toString(), 'database.dump')
    await restoreBackup({ connection: scratch, uploadsRoot: saved.uploads }, saved.archive)
    await assertRestored(assert, saved, 'pg_dump')
  })
    .skip(noPgTools, SKIPPED)
    .timeout(120_000)

  test('restoring a file that is not a backup says so in Portuguese and touches nothing', async ({
    assert,
  }) => {
    const member = await UserFactory.connection('scratch')
      .merge({ email: 'antes-do-restore@exemplo.com.br' })
      .create()
    const stray = tarOf(work, 'stray', { 'notas.txt': 'não é backup' })
    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, stray),
      /não é um backup do Ganja Talks/
    )
    const garbage = join(work, 'lixo.tar.gz')
    await writeFile(garbage, 'isto não é um tar')
    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, garbage),
      /não é um arquivo \.tar\.gz legível/
    )
    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, join(work, 'nada.tar.gz')),
      /Arquivo não encontrado/
    )
    const damaged = tarOf(work, 'damaged-logical', {
      'backup.json': JSON.stringify({ app: 'ganja-talks', format: 'logical' }),
      'database/manifest.json': '{"format": "ganja-talks-logical", "tables": [',
    })
    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, damaged),
      /não pode ser lido .*nada foi alterado/
    )
    const truncated = tarOf(work, 'truncated', {
      'backup.json': JSON.stringify({ app: 'ganja-talks', format: 'logical' }),
      'database/manifest.json': JSON.stringify({
        format: 'ganja-talks-logical',
        version: 1,
        migrations: [],
        tables: [{ name: 'users', columns: ['id', 'email'], file: 'tables/users.copy', rows: 2 }],
        sequences: [],
      }),
      'database/tables/users.copy': '1\tcortado@exemplo.com.br\n2\n',
    })
    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, truncated),
      /dados da tabela users estão incompletos ou corrompidos\); nada foi alterado/
    )
    const future = tarOf(work, 'future', {
      'backup.json': JSON.stringify({ app: 'ganja-talks', format: 'logical' }),
      'database/manifest.json': JSON.stringify({
        format: 'ganja-talks-logical',
        version: 1,
        migrations: ['database/migrations/9999_from_the_future'],
        tables: [],
        sequences: [],
      }),
    })
    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, future),
      /migrações que este código não tem \(database\/migrations\/9999_from_the_future\)/
    )
    assert.isTrue(existsSync(stray))
    const kept = await User.findBy('email', 'antes-do-restore@exemplo.com.br', {
      connection: 'scratch',
    })
    assert.equal(kept?.id, member.id)
  }).timeout(60_000)

  test('a backup whose dump pg_restore cannot read is refused before the database is emptied', async ({
    assert,
  }) => {
    const archive = tarOf(work, 'damaged', { 'database.dump': 'PGDMP cortado no meio da cópia' })
    const member = await UserFactory.connection('scratch')
      .merge({ email: 'antes-do-pg-restore@exemplo.com.br' })
      .create()

    await assert.rejects(
      () => restoreBackup({ connection: scratch, uploadsRoot: null }, archive),
      /não consegue ler o database\.dump; nada foi alterado/
    )
    const kept = await User.findBy('email', 'antes-do-pg-restore@exemplo.com.br', {
      connection: 'scratch',
    })
    assert.equal(kept?.id, member.id)
  }).skip(noPgTools, SKIPPED)
})
