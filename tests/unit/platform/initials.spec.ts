import { test } from '@japa/runner'
import { initialsOf } from '#domain/platform/initials'

test.group('Initials', () => {
  test('titles are skipped: Prof. André Lima is AL, not PL', ({ assert }) => {
    assert.equal(initialsOf('Prof. André Lima'), 'AL')
    assert.equal(initialsOf('Dra. Flora IA'), 'FI')
    assert.equal(initialsOf('Profa Ana Beatriz Souza'), 'AS')
    assert.equal(initialsOf('Dr. Carlos'), 'CA')
  })

  test('first and last word, particles skipped, accents kept', ({ assert }) => {
    assert.equal(initialsOf('maria da silva'), 'MS')
    assert.equal(initialsOf('Érica de Souza'), 'ÉS')
    assert.equal(initialsOf('João'), 'JO')
  })

  test('a name without letters falls back', ({ assert }) => {
    assert.equal(initialsOf(''), '?')
    assert.equal(initialsOf(null, 'GT'), 'GT')
    assert.equal(initialsOf('👩‍🔬'), '?')
    /* A lone title is still a name. */
    assert.equal(initialsOf('Prof.'), 'PR')
  })
})
