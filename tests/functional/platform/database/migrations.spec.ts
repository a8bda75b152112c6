import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'

async function tableExists(name: string) {
  const result = await db.rawQuery('SELECT to_regclass(?) AS oid', [`public.${name}`])
  return result.rows[0].oid !== null
}

async function ace(command: string, args: string[] = []) {
  const kernel = await app.container.make('ace')
  const run = await kernel.exec(command, args)
  if (run.exitCode !== 0) throw run.error ?? new Error(`${command} falhou`)
}

test.group('Migrations', () => {
  test('roll back to an empty schema and migrate up again cleanly', async ({ assert }) => {
    assert.isTrue(await tableExists('courses'))

    await ace('migration:rollback', ['--batch=0'])
    for (const table of [
      'users',
      'profiles',
      'admin_users',
      'courses',
      'course_modules',
      'lessons',
      'course_materials',
      'lesson_progress',
    ]) {
      assert.isFalse(await tableExists(table), `${table} should be dropped by the rollback`)
    }

    await ace('migration:run')
    for (const table of [
      'users',
      'profiles',
      'admin_users',
      'courses',
      'course_modules',
      'lessons',
      'course_materials',
      'lesson_progress',
    ]) {
      assert.isTrue(await tableExists(table), `${table} should exist again`)
    }
  }).timeout(60_000)
})
