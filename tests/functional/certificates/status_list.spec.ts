import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import db from '@adonisjs/lucid/services/db'
import { CERTIFICATE_STATUS } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'
import { countQueries } from '#tests/helpers/query_count'
import { publicKeyFromMultibase } from '#domain/certificates/certificate_signing'
import { verifyCredential } from '#domain/certificates/open_badges'
import { personWithRole } from '../admin/_helpers.js'
import { issuedCertificate, readPdf } from './helpers.js'

const run = promisify(execFile)

/** The bit at `index` of an encodedList, read with node:zlib only (bit 0 = leftmost of byte 0). */
function bitOf(encodedList: string, index: number) {
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'))
  return (bytes[Math.floor(index / 8)] >> (7 - (index % 8))) & 1
}

/** bin/verify_credential.js against the test server: what an outside verifier concludes. */
async function outsideVerifier(url: string) {
  try {
    const { stdout } = await run(process.execPath, ['bin/verify_credential.js', url])
    return { code: 0, stdout }
  } catch (error: any) {
    return { code: error.code as number, stdout: String(error.stdout) }
  }
}

test.group('Certificates: revocation inside the credential (Bitstring Status List)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an issued credential points to its bit; revoking turns the bit on, marks the page and the PDF, and an outside check fails', async ({
    client,
    assert,
  }) => {
    const { certificate } = await issuedCertificate({ fullName: 'Joana Araújo' })
    const other = await issuedCertificate({ fullName: 'Caio Ferreira' })
    const keyResponse = await client.get('/credenciais/chave-publica.json')
    const key = keyResponse.body()
    const publicKey = publicKeyFromMultibase(key.publicKeyMultibase)

    const credentialUrl = `/certificado/${certificate.id}/credencial.json`
    const credentialResponse = await client.get(credentialUrl)
    const credential = JSON.parse(credentialResponse.text())
    assert.isTrue(verifyCredential(credential, publicKey))
    const status = credential.credentialStatus
    const listUrl = `${process.env.APP_URL}/certificado/status/1`
    assert.deepEqual(status, {
      id: `${listUrl}#${certificate.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(certificate.statusIndex),
      statusListCredential: listUrl,
    })
    assert.notEqual(other.certificate.statusIndex, certificate.statusIndex)

    const before = await client.get('/certificado/status/1')
    before.assertStatus(200)
    before.assertHeader('cache-control', 'public, max-age=60')
    const list = before.body()
    assert.includeMembers(list.type, ['VerifiableCredential', 'BitstringStatusListCredential'])
    assert.equal(list.id, listUrl)
    assert.deepEqual(list.issuer, credential.issuer)
    assert.equal(list.credentialSubject.type, 'BitstringStatusList')
    assert.equal(list.credentialSubject.statusPurpose, 'revocation')
    assert.isTrue(verifyCredential(list, publicKey))
    assert.equal(bitOf(list.credentialSubject.encodedList, certificate.statusIndex), 0)
    const valid = await outsideVerifier(`${process.env.APP_URL}${credentialUrl}`)
    assert.equal(valid.code, 0, valid.stdout)
    assert.include(valid.stdout, 'VÁLIDO')

    const admin = await personWithRole('admin')
    await client
      .post(`/admin/certificados/${certificate.id}/revogacao`)
      .json({ reason: 'Conclusão obtida com conta compartilhada' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
      .then((response) => response.assertStatus(302))

    const afterResponse = await client.get('/certificado/status/1')
    const after = afterResponse.body()
    assert.isTrue(verifyCredential(after, publicKey))
    assert.equal(bitOf(after.credentialSubject.encodedList, certificate.statusIndex), 1)
    assert.equal(bitOf(after.credentialSubject.encodedList, other.certificate.statusIndex), 0)

    /* The credential itself is unchanged and still signed: the list is what says revoked. */
    const againResponse = await client.get(credentialUrl)
    const again = JSON.parse(againResponse.text())
    assert.deepEqual(again, credential)
    const revoked = await outsideVerifier(`${process.env.APP_URL}${credentialUrl}`)
    assert.equal(revoked.code, 1, revoked.stdout)
    assert.include(revoked.stdout, 'REVOGADO')
    const stillValid = await outsideVerifier(
      `${process.env.APP_URL}/certificado/${other.certificate.id}/credencial.json`
    )
    assert.equal(stillValid.code, 0, stillValid.stdout)

    const page = await client.get(`/certificado/${certificate.id}`)
    assert.include(page.text(), 'Certificado revogado')
    const pdfResponse = await client.get(`/certificado/${certificate.id}/pdf`)
    const pdf = await readPdf(Buffer.from(pdfResponse.body() ?? pdfResponse.text(), 'binary'))
    assert.include(pdf.text, 'CERTIFICADO REVOGADO')
  })

  test('the list costs one query however many certificates are revoked, then none while nothing changes', async ({
    client,
    assert,
  }) => {
    const certificates = []
    for (let index = 0; index < 4; index++) {
      const { certificate } = await issuedCertificate()
      certificates.push(certificate)
    }
    const revoked = certificates.slice(1)
    await db
      .from('certificates')
      .whereIn(
        'id',
        revoked.map((certificate) => certificate.id)
      )
      .update({ revoked_at: new Date(), revoked_reason: 'Teste' })
    await forgetContent([CERTIFICATE_STATUS])

    let list: any
    const built = await countQueries(async () => {
      const response = await client.get('/certificado/status/1')
      list = response.body()
    })
    assert.lengthOf(built, 1, built.join('\n'))
    for (const certificate of revoked)
      assert.equal(bitOf(list.credentialSubject.encodedList, certificate.statusIndex), 1)
    assert.equal(bitOf(list.credentialSubject.encodedList, certificates[0].statusIndex), 0)

    const served = await countQueries(() => client.get('/certificado/status/1'))
    assert.deepEqual(served, [])
  })

  test('a list no certificate uses is a pt-BR 404, not an error', async ({ client }) => {
    await issuedCertificate()
    const response = await client.get('/certificado/status/99').header('accept', 'application/json')
    response.assertStatus(404)
    response.assertBodyContains({ message: 'Lista de status não encontrada' })
    const beyond = await client.get('/certificado/status/2147483648')
    beyond.assertStatus(404)
    const notNumber = await client.get('/certificado/status/abc')
    notNumber.assertStatus(404)
  })
})
