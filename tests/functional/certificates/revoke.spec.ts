import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Certificate from '#models/certificate'
import { describeActivity } from '#domain/admin/admin_activity'
import { personWithRole } from '../admin/_helpers.js'
import { issuedCertificate } from './helpers.js'

test.group('Certificates: admin list and revocation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin finds a certificate by id or learner, and revokes it with a reason', async ({
    client,
    assert,
  }) => {
    const { certificate } = await issuedCertificate({ fullName: 'Joana Araújo' })
    await issuedCertificate({ fullName: 'Caio Ferreira' })
    const admin = await personWithRole('admin', 'Ana Admin')

    const all = await client.get('/admin/certificados').withInertia().loginAs(admin)
    all.assertInertiaComponent('admin/certificates')
    assert.lengthOf((all.inertiaProps as any).certificates, 2)
    const byName = await client.get('/admin/certificados?q=joana').withInertia().loginAs(admin)
    assert.deepEqual(
      (byName.inertiaProps as any).certificates.map((row: { id: string }) => row.id),
      [certificate.id]
    )
    const byId = await client
      .get(`/admin/certificados?q=${certificate.id.slice(-4)}`)
      .withInertia()
      .loginAs(admin)
    assert.include(
      (byId.inertiaProps as any).certificates.map((row: { id: string }) => row.id),
      certificate.id
    )

    const response = await client
      .post(`/admin/certificados/${certificate.id}/revogacao`)
      .json({ reason: 'Conclusão obtida com conta compartilhada' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)

    await certificate.refresh()
    assert.isNotNull(certificate.revokedAt)
    assert.equal(certificate.revokedReason, 'Conclusão obtida com conta compartilhada')
    assert.equal(certificate.revokedBy, admin.id)

    const [activity] = await db.from('admin_activities').orderBy('id', 'desc').limit(1)
    assert.equal(activity.kind, 'certificate_revoked')
    assert.equal(activity.user_id, admin.id)
    assert.equal(
      describeActivity({
        kind: activity.kind,
        subject: activity.subject_title,
        context: activity.context_title,
      }),
      `Certificado ${certificate.id} (Joana Araújo, Terpenos e Aromas) revogado (motivo: Conclusão obtida com conta compartilhada)`
    )

    /* Still visible, says 'Revogado', fails verification. */
    const page = await client.get(`/certificado/${certificate.id}`)
    page.assertStatus(200)
    assert.include(page.text(), 'Revogado')
    assert.include(page.text(), 'Conclusão obtida com conta compartilhada')
    const verify = await client.get(`/certificado/${certificate.id}/verificacao`)
    verify.assertBodyContains({ status: 'revoked' })
  })

  test('a reason is required: the form says so and nothing is revoked', async ({
    client,
    assert,
  }) => {
    const { certificate } = await issuedCertificate()
    const admin = await personWithRole('super_admin')
    const response = await client
      .post(`/admin/certificados/${certificate.id}/revogacao`)
      .json({ reason: '  ' })
      .withCsrfToken()
      .header('referer', '/admin/certificados')
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/certificados')
    assert.deepEqual(response.flashMessages().inputErrorsBag, { reason: ['Informe o motivo.'] })
    const fresh = await Certificate.findOrFail(certificate.id)
    assert.isNull(fresh.revokedAt)
  })

  test('an editor can neither list nor revoke certificates', async ({ client, assert }) => {
    const { certificate } = await issuedCertificate()
    const editor = await personWithRole('editor')
    const list = await client.get('/admin/certificados').loginAs(editor).redirects(0)
    list.assertStatus(403)
    const revoke = await client
      .post(`/admin/certificados/${certificate.id}/revogacao`)
      .json({ reason: 'Tentativa de editor' })
      .withCsrfToken()
      .loginAs(editor)
      .redirects(0)
    revoke.assertStatus(403)
    const fresh = await Certificate.findOrFail(certificate.id)
    assert.isNull(fresh.revokedAt)
  })
})
