import { test } from '@japa/runner'
import { gunzipSync, gzipSync } from 'node:zlib'
import {
  LAST_STATUS_LIST,
  STATUS_LIST_LENGTH,
  isStatusList,
  encodeStatusList,
  statusListBit,
  statusListEntry,
  statusListPlace,
} from '#domain/certificates/status_list'

/** The bits of an encodedList read back with node:zlib only, as the spec describes them. */
function rawBits(encodedList: string) {
  return gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'))
}

test.group('Certificates: the revocation status list (W3C Bitstring Status List)', () => {
  test('an empty list is 16 KB of zeros, gzipped, base64url with the multibase prefix u', async ({
    assert,
  }) => {
    const encoded = await encodeStatusList([])
    assert.match(encoded, /^u[A-Za-z0-9_-]+$/)
    const bits = rawBits(encoded)
    assert.equal(bits.length, 16 * 1024)
    assert.equal(bits.length * 8, STATUS_LIST_LENGTH)
    assert.isTrue(bits.every((byte) => byte === 0))
    assert.isBelow(encoded.length, 200)
  })

  test('bit 0 is the leftmost bit of the first byte; each revoked position is set, no other', async ({
    assert,
  }) => {
    const encoded = await encodeStatusList([0, 9, STATUS_LIST_LENGTH - 1])
    const bits = rawBits(encoded)
    assert.equal(bits[0], 0b1000_0000)
    assert.equal(bits[1], 0b0100_0000)
    assert.equal(bits[bits.length - 1], 0b0000_0001)
    assert.equal(
      bits.reduce((count, byte) => count + (byte === 0 ? 0 : 1), 0),
      3
    )
    for (const position of [0, 9, STATUS_LIST_LENGTH - 1])
      assert.isTrue(await statusListBit(encoded, position))
    for (const position of [1, 8, 10, 4242]) assert.isFalse(await statusListBit(encoded, position))
  })

  test('a list someone else encoded with plain zlib decodes the same', async ({ assert }) => {
    const bytes = Buffer.alloc(16 * 1024)
    bytes[5] = 0b0010_0000 // position 42
    const encoded = `u${gzipSync(bytes).toString('base64url')}`
    assert.isTrue(await statusListBit(encoded, 42))
    assert.isFalse(await statusListBit(encoded, 41))
  })

  test('a list without the multibase prefix or shorter than 16 KB is refused', async ({
    assert,
  }) => {
    const short = `u${gzipSync(Buffer.alloc(100)).toString('base64url')}`
    await assert.rejects(() => statusListBit(short, 0))
    const encoded = await encodeStatusList([])
    await assert.rejects(() => statusListBit(encoded.slice(1), 0))
  })

  test('index → list and position, and the credentialStatus entry that points there', ({
    assert,
  }) => {
    assert.deepEqual(statusListPlace(0), { list: 1, position: 0 })
    assert.deepEqual(statusListPlace(STATUS_LIST_LENGTH - 1), {
      list: 1,
      position: STATUS_LIST_LENGTH - 1,
    })
    assert.deepEqual(statusListPlace(STATUS_LIST_LENGTH + 7), { list: 2, position: 7 })
    /* The largest PostgreSQL integer index is on the last list; nothing beyond it exists. */
    assert.equal(statusListPlace(2_147_483_647).list, LAST_STATUS_LIST)
    assert.isTrue(isStatusList(1))
    assert.isTrue(isStatusList(LAST_STATUS_LIST))
    assert.isFalse(isStatusList(LAST_STATUS_LIST + 1))
    assert.isFalse(isStatusList(0))
    assert.isFalse(isStatusList(1.5))
    assert.deepEqual(statusListEntry('https://ganjatalks.com.br/certificado/status/1', 7), {
      id: 'https://ganjatalks.com.br/certificado/status/1#7',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '7',
      statusListCredential: 'https://ganjatalks.com.br/certificado/status/1',
    })
  })
})
