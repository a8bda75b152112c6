import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { publicKeyFromMultibase } from '#domain/certificates/certificate_signing'
import { verifyCredential } from '#domain/certificates/open_badges'
import { issuedCertificate, readPdf } from './helpers.js'

test.group('Certificates: PDF and credential', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the PDF is an A4 landscape page with the learner, the course and the QR target URL', async ({
    client,
    assert,
  }) => {
    const { certificate } = await issuedCertificate({ fullName: 'Joana Araújo' })
    const response = await client.get(`/certificado/${certificate.id}/pdf`)
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
    assert.include(
      response.header('content-disposition'),
      `attachment; filename="certificado-${certificate.id.toLowerCase()}.pdf"`
    )
    const bytes = Buffer.from(response.body() ?? response.text(), 'binary')
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-')

    const pdf = await readPdf(bytes)
    const publicUrl = `${env.get('APP_URL')}/certificado/${certificate.id}`
    assert.equal(pdf.pages, 1)
    assert.equal(pdf.pageSize, '842x595')
    assert.include(pdf.text, 'CERTIFICADO DE CONCLUSÃO')
    assert.include(pdf.text, 'Joana Araújo')
    assert.include(pdf.text, 'Terpenos e Aromas')
    assert.include(pdf.text, certificate.id)
    /* v2: the real workload, and the time really studied (600 s in issuedCertificate) */
    assert.include(pdf.text, 'com carga horária de 0 s, concluído em')
    assert.include(pdf.text, 'Tempo de estudo: 10 min')
    assert.include(pdf.text, publicUrl)
    assert.include(pdf.links, publicUrl)
    assert.equal((pdf.metadata.info as any).Title, 'Certificado de Conclusão — Terpenos e Aromas')

    /* Inter embedded (subset), no unembedded standard font, the document language pt-BR. */
    const raw = bytes.toString('latin1')
    assert.include(raw, '/FontFile2')
    assert.match(raw, /\/BaseFont \/[A-Z]{6}\+Inter-Bold/)
    assert.notMatch(raw, /\/BaseFont \/Helvetica/)
    assert.include(raw, '/Lang (pt-BR)')
  })

  test('the credential verifies offline with the published key; a changed field does not', async ({
    client,
    assert,
  }) => {
    const { certificate } = await issuedCertificate({ fullName: 'Joana Araújo' })
    const response = await client.get(`/certificado/${certificate.id}/credencial.json`)
    response.assertStatus(200)
    assert.include(response.header('content-disposition'), '.json"')
    const credential = JSON.parse(response.text())
    assert.deepEqual(credential.type, ['VerifiableCredential', 'OpenBadgeCredential'])
    assert.equal(credential.credentialSubject.identifier[0].identityHash, 'Joana Araújo')

    const keyResponse = await client.get('/credenciais/chave-publica.json')
    keyResponse.assertStatus(200)
    const key = keyResponse.body()
    assert.equal(key.type, 'Multikey')
    assert.equal(credential.proof.verificationMethod, key.id)
    const issuerResponse = await client.get('/credenciais/emissor.json')
    const issuer = issuerResponse.body()
    assert.equal(issuer.id, credential.issuer.id)
    assert.deepEqual(issuer.assertionMethod, [key.id])

    const publicKey = publicKeyFromMultibase(key.publicKeyMultibase)
    assert.isTrue(verifyCredential(credential, publicKey))
    credential.credentialSubject.achievement.name = 'Outro curso'
    assert.isFalse(verifyCredential(credential, publicKey))
  })
})
