import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import {
  canonicalCertificate,
  certificateFigures,
  certificateFileName,
  certificateId,
  certificateRequirements,
  certifiedFigureFacts,
  finalAssessment,
  isCertificateId,
  linkedInAddToProfileUrl,
  shortHash,
  verificationVerdict,
  type CertifiedFields,
  type RequirementLesson,
} from '#domain/certificates/certificates'
import { certificateHash } from '#domain/certificates/certificate_signing'

const fields: CertifiedFields = {
  version: 1,
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

  test('v2 certifies the real workload, the study time and the exam score instead of the hours', ({
    assert,
  }) => {
    const v2: CertifiedFields = {
      version: 2,
      certificateId: 'GT-TERPENOS-1763884800000-K7QF',
      learnerName: 'Joana Araújo',
      courseTitle: 'Terpenos e Aromas',
      courseSeconds: 7530,
      studySeconds: 6612,
      examPercent: 80,
      mentorName: 'Dra. Flora',
      issuedAt: '2025-11-23T08:00:00.000Z',
    }
    assert.equal(
      canonicalCertificate(v2),
      '{"certificateId":"GT-TERPENOS-1763884800000-K7QF","courseSeconds":7530,"courseTitle":"Terpenos e Aromas","examPercent":80,"issuedAt":"2025-11-23T08:00:00.000Z","issuer":"Ganja Talks","learnerName":"Joana Araújo","mentorName":"Dra. Flora","studySeconds":6612,"version":"ganja-talks-certificado-v2"}'
    )
    assert.include(canonicalCertificate({ ...v2, examPercent: null }), '"examPercent":null')
    assert.notEqual(certificateHash(v2), certificateHash(fields))
  })

  test('the figures a certificate shows: v1 its hours, v2 workload, study time and exam score', ({
    assert,
  }) => {
    assert.deepEqual(certificateFigures(certifiedFigureFacts(fields)), [
      { label: 'Carga horária', value: '12 horas' },
    ])
    assert.deepEqual(
      certificateFigures({ version: 2, workloadSeconds: 7530, studySeconds: 95, examPercent: 80 }),
      [
        { label: 'Carga horária', value: '2 h 6 min' },
        { label: 'Tempo de estudo', value: '1 min 35 s' },
        { label: 'Nota na avaliação final', value: '80%' },
      ]
    )
    assert.deepEqual(
      certificateFigures({ version: 2, workloadSeconds: 600, studySeconds: 0, examPercent: null }),
      [
        { label: 'Carga horária', value: '10 min' },
        { label: 'Tempo de estudo', value: '0 s' },
      ]
    )
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

test.group('Certificates: what earns one', () => {
  const lesson = (
    id: number,
    lessonType: string,
    facts: Partial<RequirementLesson> = {}
  ): RequirementLesson => ({
    id,
    position: id,
    title: `Aula ${id}`,
    lessonType,
    completed: true,
    passedPercent: null,
    failed: false,
    ...facts,
  })

  test('the final exam is the last exam lesson, else the last quiz lesson, else none', ({
    assert,
  }) => {
    assert.equal(finalAssessment([lesson(1, 'quiz'), lesson(2, 'exam'), lesson(3, 'quiz')])?.id, 2)
    assert.equal(finalAssessment([lesson(1, 'quiz'), lesson(2, 'video'), lesson(3, 'quiz')])?.id, 3)
    assert.isNull(finalAssessment([lesson(1, 'text'), lesson(2, 'video')]))
  })

  test('every lesson completed and every quiz and exam passed; the exam score is the final one', ({
    assert,
  }) => {
    const done = [
      lesson(1, 'video'),
      lesson(2, 'quiz', { passedPercent: 100 }),
      lesson(3, 'exam', { passedPercent: 80 }),
    ]
    const met = certificateRequirements(done)
    assert.isTrue(met.met)
    assert.equal(met.examPercent, 80)
    assert.deepEqual(
      met.assessments.map((item) => [item.lessonId, item.status, item.final]),
      [
        [2, 'passed', false],
        [3, 'passed', true],
      ]
    )

    /* All completed (the exam by the old button) but the exam never passed: no certificate. */
    const unpassed = certificateRequirements([
      lesson(1, 'video'),
      lesson(2, 'quiz', { passedPercent: 100 }),
      lesson(3, 'exam', { failed: true }),
    ])
    assert.isFalse(unpassed.met)
    assert.isNull(unpassed.examPercent)
    assert.equal(unpassed.assessments[1].status, 'failed')

    const lessonsLeft = certificateRequirements([
      lesson(1, 'video', { completed: false }),
      lesson(2, 'text', { completed: false }),
      lesson(3, 'exam', { passedPercent: 90 }),
    ])
    assert.isFalse(lessonsLeft.met)
    assert.equal(lessonsLeft.lessonsLeft, 2)
    assert.equal(lessonsLeft.assessments[0].status, 'passed')

    const noExam = certificateRequirements([lesson(1, 'text'), lesson(2, 'video')])
    assert.isTrue(noExam.met)
    assert.isNull(noExam.examPercent)
    assert.deepEqual(noExam.assessments, [])
    assert.isFalse(certificateRequirements([]).met)
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
