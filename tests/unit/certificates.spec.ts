import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import {
  canonicalCertificate,
  certificateFileName,
  certificateId,
  isCertificateId,
  linkedInAddToProfileUrl,
  shortHash,
  verificationVerdict,
  type CertifiedFields,
} from '#domain/certificates'
import { certificateHash } from '#domain/certificate_signing'

const fields: CertifiedFields = {
  certificateId: 'GT-TERPENOS-1763884800000-K7QF',
  learnerName: 'Joana Araújo',
  courseTitle: 'Terpenos e Aromas',
  courseHours: 12,
  mentorName: 'Dra. Flora',
  issuedAt: '2025-11-23T08:00:00.000Z',
}

test.group('Certificates: id, canonical serialization, hash', () => {
  test('the id is the prefix, the course in upper case and the millisecond timestamp', ({
    assert,
  }) => {
    const issuedAt = new Date('2025-11-23T08:00:00.000Z')
    const id = certificateId('terpenos', issuedAt, [0, 0.5, 0.99, 0.25])
    assert.equal(id, 'GT-TERPENOS-1763884800000-AS9J')
    assert.isTrue(isCertificateId(id))
    assert.equal(encodeURIComponent(id), id)
  })

  test('a course slug with accents, dashes or odd characters still gives a URL-safe id', ({
    assert,
  }) => {
    const issuedAt = new Date('2025-11-23T08:00:00.000Z')
    const id = certificateId('fundamentos-cannabis-ia', issuedAt, [0.1, 0.2, 0.3, 0.4])
    assert.match(id, /^GT-FUNDAMENTOS-CANNABIS-IA-1763884800000-[A-Z2-9]{4}$/)
    assert.equal(
      certificateId('Ação & Reação!', issuedAt, [0, 0, 0, 0]),
      'GT-ACAO-REACAO-1763884800000-AAAA'
    )
    assert.isTrue(isCertificateId(certificateId('x'.repeat(90), issuedAt, [0, 0, 0, 0])))
    assert.isFalse(isCertificateId('GT-TERPENOS-123'))
    assert.isFalse(isCertificateId('gt-terpenos-1763884800000-AAAA'))
    assert.isFalse(isCertificateId('../etc/passwd'))
  })

  test('two learners finishing in the same millisecond get different ids', ({ assert }) => {
    const issuedAt = new Date()
    const ids = new Set(
      Array.from({ length: 50 }, () =>
        certificateId('terpenos', issuedAt, Array.from({ length: 4 }, Math.random))
      )
    )
    assert.isAbove(ids.size, 45)
  })

  test('the canonical serialization is JCS: sorted keys, no spaces, issuer and version included', ({
    assert,
  }) => {
    assert.equal(
      canonicalCertificate(fields),
      '{"certificateId":"GT-TERPENOS-1763884800000-K7QF","courseHours":12,"courseTitle":"Terpenos e Aromas","issuedAt":"2025-11-23T08:00:00.000Z","issuer":"Ganja Talks","learnerName":"Joana Araújo","mentorName":"Dra. Flora","version":"ganja-talks-certificado-v1"}'
    )
    assert.include(canonicalCertificate({ ...fields, mentorName: null }), '"mentorName":null')
  })

  test('the hash is SHA-256 (hex) of the UTF-8 canonical serialization; any change changes it', ({
    assert,
  }) => {
    const expected = createHash('sha256')
      .update(Buffer.from(canonicalCertificate(fields), 'utf8'))
      .digest('hex')
    assert.equal(certificateHash(fields), expected)
    assert.match(certificateHash(fields), /^[0-9a-f]{64}$/)
    assert.notEqual(certificateHash({ ...fields, learnerName: 'Joana Araujo' }), expected)
    assert.notEqual(certificateHash({ ...fields, courseHours: 13 }), expected)
    assert.notEqual(certificateHash({ ...fields, mentorName: null }), expected)
  })

  test('the hash is shown as its first 10 and last 8 characters', ({ assert }) => {
    const hash = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'
    assert.equal(shortHash(hash), 'a1b2c3d4e5...6d7e8f90')
    assert.equal(shortHash('abc'), 'abc')
  })

  test('verification: verified, revoked, or tampered when the hash or signature fails', ({
    assert,
  }) => {
    const ok = { hashMatches: true, signatureValid: true, revoked: false }
    assert.equal(verificationVerdict(ok), 'verified')
    assert.equal(verificationVerdict({ ...ok, revoked: true }), 'revoked')
    assert.equal(verificationVerdict({ ...ok, hashMatches: false }), 'tampered')
    assert.equal(verificationVerdict({ ...ok, signatureValid: false, revoked: true }), 'tampered')
  })

  test('the files are named certificado-<id>.pdf and .json', ({ assert }) => {
    assert.equal(
      certificateFileName('GT-TERPENOS-1763884800000-K7QF', 'pdf'),
      'certificado-gt-terpenos-1763884800000-k7qf.pdf'
    )
  })
})

test.group('Certificates: LinkedIn add-to-profile link', () => {
  test('is pre-filled with the name, organisation, issue month and year, id and URL', ({
    assert,
  }) => {
    const url = new URL(
      linkedInAddToProfileUrl({
        courseTitle: 'Terpenos e Aromas',
        issuedAt: '2025-11-23T08:00:00.000Z',
        certificateId: 'GT-TERPENOS-1763884800000-K7QF',
        publicUrl: 'https://ganjatalks.com.br/certificado/GT-TERPENOS-1763884800000-K7QF',
      })
    )
    assert.equal(url.origin + url.pathname, 'https://www.linkedin.com/profile/add')
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      startTask: 'CERTIFICATION_NAME',
      name: 'Terpenos e Aromas',
      organizationName: 'Ganja Talks',
      issueYear: '2025',
      issueMonth: '11',
      certId: 'GT-TERPENOS-1763884800000-K7QF',
      certUrl: 'https://ganjatalks.com.br/certificado/GT-TERPENOS-1763884800000-K7QF',
    })
  })

  test('the issue month is the São Paulo month (1 December 01:00 UTC is still November there)', ({
    assert,
  }) => {
    const url = new URL(
      linkedInAddToProfileUrl({
        courseTitle: 'Curso',
        issuedAt: '2025-12-01T01:00:00.000Z',
        certificateId: 'GT-X-1764550800000-AAAA',
        publicUrl: 'https://exemplo.com/c',
      })
    )
    assert.equal(url.searchParams.get('issueMonth'), '11')
    assert.equal(url.searchParams.get('issueYear'), '2025')
  })
})
