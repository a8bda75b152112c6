import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { CookieClient } from '@adonisjs/core/http'
import { rememberVerifiedCookies } from '#services/platform/cookie_memo'

/*
| A cookie that verified once is not verified again (its contents are
| remembered by its exact text): what is read stays the same, a changed
| byte is still refused, and no request can change what the next one reads.
*/
test.group('Cookies verified once', () => {
  async function client() {
    rememberVerifiedCookies()
    const encryption = await app.container.make('encryption')
    return new CookieClient(encryption.use())
  }

  test('a signed and an encrypted cookie read the same the second time', async ({ assert }) => {
    const cookies = await client()
    const signed = cookies.sign('gt-session', 'c2269021-edb0-44cb-a4c1-f49430f62b5e')!
    const encrypted = cookies.encrypt('sessao', { auth_web: 7, xsrf_issued: { at: 1 } })!
    for (let i = 0; i < 2; i++) {
      assert.equal(cookies.unsign('gt-session', signed), 'c2269021-edb0-44cb-a4c1-f49430f62b5e')
      assert.deepEqual(cookies.decrypt('sessao', encrypted), {
        auth_web: 7,
        xsrf_issued: { at: 1 },
      })
    }
  })

  test('a cookie with one byte changed is refused, even after the real one was remembered', async ({
    assert,
  }) => {
    const cookies = await client()
    const signed = cookies.sign('gt-session', 'membro-1')!
    const encrypted = cookies.encrypt('sessao', { auth_web: 1 })!
    assert.equal(cookies.unsign('gt-session', signed), 'membro-1')
    assert.deepEqual(cookies.decrypt('sessao', encrypted), { auth_web: 1 })

    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
    assert.isNull(cookies.unsign('gt-session', flip(signed, signed.length - 3)))
    assert.isNull(cookies.decrypt('sessao', flip(encrypted, encrypted.length - 3)))
    /* The purpose is part of what was verified: another cookie's name does not read it. */
    assert.isNull(cookies.unsign('outro-cookie', signed))
  })

  test('changing what was read does not change what the next request reads', async ({ assert }) => {
    const cookies = await client()
    const encrypted = cookies.encrypt('sessao', { auth_web: 3, flash: { toast: 'Salvo' } })!
    const first = cookies.decrypt('sessao', encrypted) as Record<string, any>
    first.auth_web = 99
    first.flash.toast = 'alterado'
    assert.deepEqual(cookies.decrypt('sessao', encrypted), {
      auth_web: 3,
      flash: { toast: 'Salvo' },
    })
  })
})
