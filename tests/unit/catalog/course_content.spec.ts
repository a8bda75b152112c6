import { test } from '@japa/runner'
import { moduleKey, OTHER_LESSONS_KEY, parseModuleKey } from '#domain/catalog/course_page'

test.group('Course page: module addresses (?modulo=)', () => {
  test('a positive PostgreSQL integer id or "outras" names a module', ({ assert }) => {
    assert.equal(parseModuleKey('1'), 1)
    assert.equal(parseModuleKey('2147483647'), 2147483647)
    assert.equal(parseModuleKey('outras'), OTHER_LESSONS_KEY)
  })

  test('anything else names none (the page answers 404)', ({ assert }) => {
    for (const value of [
      undefined,
      '',
      '0',
      '-1',
      '01',
      '1.5',
      '1e3',
      ' 1',
      'abc',
      'Outras',
      '2147483648',
      '99999999999999999999',
      ['1', '2'],
      { id: '1' },
    ]) {
      assert.isNull(parseModuleKey(value), JSON.stringify(value))
    }
  })

  test('lessons travel under the module id as a string, or "outras"', ({ assert }) => {
    assert.equal(moduleKey(12), '12')
    assert.equal(moduleKey(null), 'outras')
  })
})
