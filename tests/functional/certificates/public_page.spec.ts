import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { issuedCertificate } from './helpers.js'

test.group('Certificates: the public page and its verification', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor sees the certificate, server-rendered with its share card', async ({
    client,
    assert,
  }) => {
    const { certificate } = await issuedCertificate({ fullName: 'Joana Araújo' })

    const inertia = await client.get(`/certificado/${certificate.id}`).withInertia()
    inertia.assertStatus(200)
    inertia.assertInertiaComponent('certificates/show')
    inertia.assertInertiaPropsContains({
      certificate: {
        id: certificate.id,
        learnerName: 'Joana Araújo',
        courseTitle: 'Terpenos e Aromas',
        revoked: false,
      },
    })

    const page = await client.get(`/certificado/${certificate.id}`)
    page.assertStatus(200)
    const html = page.text()
    assert.include(html, 'CERTIFICADO DE CONCLUSÃO')
    assert.include(html, 'Joana Araújo')
    assert.include(html, certificate.id)
    assert.include(html, `${certificate.hash.slice(0, 10)}...${certificate.hash.slice(-8)}`)
    assert.match(
      html,
      /<meta[^>]+property="og:title"[^>]+content="Certificado de Conclusão: Terpenos e Aromas — Joana Araújo"/
    )
    assert.match(
      html,
      /<meta[^>]+property="og:description"[^>]+content="Joana Araújo concluiu o curso/
    )
    assert.include(html, `content="${env.get('APP_URL')}/images/certificado-compartilhamento.png"`)
    assert.notMatch(html, /noindex/)
    assert.notMatch(html, /Polygon|blockchain/i)
  })

  test('an unknown id gets the pt-BR not-found state with status 404', async ({
    client,
    assert,
  }) => {
    const unknown = await client.get('/certificado/GT-TERPENOS-1763884800000-ZZZZ')
    unknown.assertStatus(404)
    assert.include(unknown.text(), 'Certificado não encontrado')
    assert.include(unknown.text(), 'noindex')

    const malformed = await client.get('/certificado/qualquer-coisa').withInertia()
    malformed.assertStatus(404)
    malformed.assertInertiaComponent('certificates/show')
    malformed.assertInertiaPropsContains({ certificate: null })

    const verify = await client.get('/certificado/GT-TERPENOS-1763884800000-ZZZZ/verificacao')
    verify.assertStatus(404)
    const pdf = await client.get('/certificado/GT-TERPENOS-1763884800000-ZZZZ/pdf')
    pdf.assertStatus(404)
  })

  test('Verificar: verified; tampered when a certified field was changed in the database', async ({
    client,
  }) => {
    const { certificate } = await issuedCertificate()
    const ok = await client.get(`/certificado/${certificate.id}/verificacao`)
    ok.assertStatus(200)
    ok.assertBodyContains({ status: 'verified' })

    await db.from('certificates').where('id', certificate.id).update({ study_seconds: 400_000 })
    const tampered = await client.get(`/certificado/${certificate.id}/verificacao`)
    tampered.assertBodyContains({ status: 'tampered' })

    /* Even with a recomputed hash, the signature gives the change away. */
    await db
      .from('certificates')
      .where('id', certificate.id)
      .update({ study_seconds: certificate.studySeconds, learner_name: 'Outra Pessoa' })
    const { certificateHash } = await import('#domain/certificates/certificate_signing')
    await db
      .from('certificates')
      .where('id', certificate.id)
      .update({
        hash: certificateHash({ ...certificate.certifiedFields, learnerName: 'Outra Pessoa' }),
      })
    const forged = await client.get(`/certificado/${certificate.id}/verificacao`)
    forged.assertBodyContains({ status: 'tampered' })
  })
})
