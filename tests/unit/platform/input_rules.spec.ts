import { test } from '@japa/runner'
import { MAX_RECORD_ID, RECORD_ID_PATTERN, isRecordId } from '#domain/platform/record_ids'
import { hasControlCharacters, stripControlCharacters } from '#domain/platform/text_input'
import { contentSecurityPolicy, securityHeaders } from '#domain/platform/security_headers'

test.group('Record ids', () => {
  test('a URL id is 1 to 2147483647, written plainly', ({ assert }) => {
    for (const ok of ['1', '9', '42', '999999999', '1000000000', '2147483647', '2147483639']) {
      assert.isTrue(RECORD_ID_PATTERN.test(ok), ok)
    }
    for (const bad of [
      '0',
      '01',
      '-1',
      '1.5',
      'Infinity',
      '2147483648',
      '2147483650',
      '9999999999',
      '1e3',
      '',
      'a',
    ]) {
      assert.isFalse(RECORD_ID_PATTERN.test(bad), bad)
    }
  })

  test('a body id is an integer inside the column range', ({ assert }) => {
    assert.isTrue(isRecordId(1))
    assert.isTrue(isRecordId(MAX_RECORD_ID))
    for (const bad of [0, -1, 1.5, MAX_RECORD_ID + 1, Infinity, Number.NaN, '3', null]) {
      assert.isFalse(isRecordId(bad), String(bad))
    }
  })
})

test.group('Control characters in typed text', () => {
  test('NUL and the other controls are not text; tab and line breaks are', ({ assert }) => {
    assert.isTrue(hasControlCharacters('a\u0000b'))
    assert.isTrue(hasControlCharacters('\u0007'))
    assert.isTrue(hasControlCharacters('x\u007f'))
    assert.isFalse(hasControlCharacters('linha 1\nlinha 2\r\n\tfim'))
    assert.isFalse(hasControlCharacters('Canabidiol – 5% (CBD) ✓'))
    assert.equal(stripControlCharacters('cul\u0000ti\u0001vo'), 'cultivo')
    assert.equal(stripControlCharacters('a\tb\n'), 'a\tb\n')
  })
})

test.group('Security headers', () => {
  const base = { nonce: 'abc123', https: false, storageOrigin: null, devServer: false }

  test('HTTPS adds HSTS and upgrades insecure requests; HTTP does not', ({ assert }) => {
    assert.notProperty(securityHeaders(base), 'Strict-Transport-Security')
    const secure = securityHeaders({ ...base, https: true })
    assert.include(secure['Strict-Transport-Security'], 'max-age=')
    assert.include(secure['Content-Security-Policy'], 'upgrade-insecure-requests')
  })

  test('inline scripts need their hash; YouTube players and the storage bucket are allowed', ({
    assert,
  }) => {
    const policy = contentSecurityPolicy({ ...base, storageOrigin: 'https://arquivos.exemplo.com' })
    assert.match(
      policy,
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}' https:\/\/www\.youtube\.com/
    )
    assert.notInclude(
      policy.split('; ').find((d) => d.startsWith('script-src'))!,
      'unsafe-inline'
    )
    assert.include(policy, 'frame-src https://www.youtube-nocookie.com')
    assert.include(policy, "media-src 'self' blob: https://arquivos.exemplo.com")
    assert.notInclude(policy, 'ws:')
    assert.include(contentSecurityPolicy({ ...base, devServer: true }), "connect-src 'self' ws:")
  })
})
