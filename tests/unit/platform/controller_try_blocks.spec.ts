import { readdirSync, readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/*
| Errors are answered by the exception handler, by type (or by the toast a
| route declares). A controller may catch only an error it names, and must
| rethrow anything else: at most two controllers do it at all.
*/

function controllers() {
  const root = app.makePath('app/controllers')
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, source: readFileSync(`${root}/${file}`, 'utf8') }))
}

/* The first statement of a catch: `if (!(error instanceof SomeError)) throw error`. */
const NAMED_CATCH = /catch \((\w+)\) \{\s*if \(!\(\1 instanceof [A-Za-z_][\w.]*\)\) throw \1\b/g

test.group('Controllers and errors', () => {
  test('at most two controllers have a try block', ({ assert }) => {
    const withTry = controllers().filter(({ source }) => source.includes('try {'))
    assert.isAtMost(withTry.length, 2, withTry.map(({ file }) => file).join(', '))
  })

  test('every catch in a controller names its error class and rethrows the rest', ({ assert }) => {
    for (const { file, source } of controllers()) {
      const catches = source.match(/\}\s*catch\b/g)?.length ?? 0
      const named = source.match(NAMED_CATCH)?.length ?? 0
      assert.equal(named, catches, file)
    }
  })

  test('the check recognizes a catch-all', ({ assert }) => {
    const catchAll = `try { a() } catch (error) {\n  logger.error(error)\n}`
    const named = `try { a() } catch (error) {\n  if (!(error instanceof Stripe.errors.StripeError)) throw error\n}`
    assert.lengthOf(catchAll.match(NAMED_CATCH) ?? [], 0)
    assert.lengthOf(named.match(NAMED_CATCH) ?? [], 1)
  })
})
