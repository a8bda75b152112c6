import { test } from '@japa/runner'
import { retryAfterText, tooManyAttemptsText } from '#domain/accounts/auth_messages'

test.group('Rate-limit wording', () => {
  test('says when to try again in pt-BR', ({ assert }) => {
    assert.equal(retryAfterText(1), 'em 1 segundo')
    assert.equal(retryAfterText(45), 'em 45 segundos')
    assert.equal(retryAfterText(60), 'em 1 minuto')
    assert.equal(retryAfterText(61), 'em 2 minutos')
    assert.equal(retryAfterText(900), 'em 15 minutos')
    assert.equal(retryAfterText(3600), 'em 1 hora')
    assert.equal(retryAfterText(7200), 'em 2 horas')
    assert.equal(tooManyAttemptsText(899.2), 'Muitas tentativas. Tente novamente em 15 minutos.')
  })
})
