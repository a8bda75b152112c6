import { test } from '@japa/runner'
import { generateKeyPairSync } from 'node:crypto'
import type { CertifiedFields } from '#domain/certificates/certificates'
import {
  certificateSignatureValid,
  publicKeyFromMultibase,
  publicKeyMultibase,
  rawPublicKey,
  signCertificate,
  signingKeyFromEnv,
} from '#domain/certificates/certificate_signing'
import {
  issuerProfile,
  openBadgeCredential,
  signCredential,
  verifyCredential,
} from '#domain/certificates/open_badges'
import { statusListEntry } from '#domain/certificates/status_list'

/** A certificate issued before issue 26 (serialization v1). */
const fields: CertifiedFields = {
  version: 1,
  certificateId: 'GT-TERPENOS-1763884800000-K7QF',
  learnerName: 'Joana Araújo',
  courseTitle: 'Terpenos e Aromas',
  courseHours: 12,
  mentorName: 'Dra. Flora',
  issuedAt: '2025-11-23T08:00:00.000Z',
}

/** A certificate issued now (serialization v2): real workload, study time and exam score. */
const earned: CertifiedFields = {
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

/* RFC 8032, section 7.1, test 1: the seed and its public key. */
const RFC8032_SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
const RFC8032_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'

function credentialFor(data: CertifiedFields = fields) {
  return openBadgeCredential({
    fields: data,
    publicUrl: `https://ganjatalks.com.br/certificado/${data.certificateId}`,
    courseUrl: 'https://ganjatalks.com.br/cursos/terpenos',
    hash: 'ab'.repeat(32),
    issuer: issuerProfile({
      profileUrl: 'https://ganjatalks.com.br/credenciais/emissor.json',
      siteUrl: 'https://ganjatalks.com.br/',
    }),
    credentialStatus: statusListEntry('https://ganjatalks.com.br/certificado/status/1', 41),
  })
}

test.group('Certificates: the school key and signatures', () => {
  test('CERTIFICATE_SIGNING_KEY is the base64url Ed25519 seed (RFC 8032 vector)', ({ assert }) => {
    const key = signingKeyFromEnv(Buffer.from(RFC8032_SEED, 'hex').toString('base64url'))
    assert.equal(rawPublicKey(key.publicKey).toString('hex'), RFC8032_PUBLIC)
    const multibase = publicKeyMultibase(key.publicKey)
    assert.match(multibase, /^z6Mk/)
    assert.equal(rawPublicKey(publicKeyFromMultibase(multibase)).toString('hex'), RFC8032_PUBLIC)
  })

  test('a whole PKCS#8 key works too; anything else is refused', ({ assert }) => {
    const { privateKey } = generateKeyPairSync('ed25519')
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url')
    assert.doesNotThrow(() => signingKeyFromEnv(der))
    assert.throws(() => signingKeyFromEnv('curta'))
  })

  test('the signature verifies with the public key; a changed field or another key fails', ({
    assert,
  }) => {
    const key = signingKeyFromEnv(Buffer.from(RFC8032_SEED, 'hex').toString('base64url'))
    const signature = signCertificate(fields, key.privateKey)
    assert.isTrue(certificateSignatureValid(fields, signature, key.publicKey))
    assert.isFalse(
      certificateSignatureValid({ ...fields, courseHours: 120 }, signature, key.publicKey)
    )
    assert.isFalse(
      certificateSignatureValid({ ...fields, learnerName: 'Outra' }, signature, key.publicKey)
    )
    const other = generateKeyPairSync('ed25519')
    assert.isFalse(certificateSignatureValid(fields, signature, other.publicKey))
    assert.isFalse(certificateSignatureValid(fields, 'nao-e-assinatura', key.publicKey))
  })

  test('a v2 certificate signs its study time and exam score; a v1 signature still verifies as v1', ({
    assert,
  }) => {
    const key = signingKeyFromEnv(Buffer.from(RFC8032_SEED, 'hex').toString('base64url'))
    const v1Signature = signCertificate(fields, key.privateKey)
    const v2Signature = signCertificate(earned, key.privateKey)
    assert.isTrue(certificateSignatureValid(fields, v1Signature, key.publicKey))
    assert.isTrue(certificateSignatureValid(earned, v2Signature, key.publicKey))
    assert.notEqual(v1Signature, v2Signature)
    /* Each signature covers its own version only. */
    assert.isFalse(certificateSignatureValid(earned, v1Signature, key.publicKey))
    assert.isFalse(certificateSignatureValid(fields, v2Signature, key.publicKey))
    for (const changed of [
      { ...earned, studySeconds: 66_120 },
      { ...earned, examPercent: 100 },
      { ...earned, examPercent: null },
      { ...earned, courseSeconds: 28_800 },
    ]) {
      assert.isFalse(certificateSignatureValid(changed, v2Signature, key.publicKey))
    }
  })
})

test.group('Certificates: Open Badges 3.0 credential (eddsa-jcs-2022)', () => {
  const key = signingKeyFromEnv(Buffer.from(RFC8032_SEED, 'hex').toString('base64url'))
  const sign = (credential: ReturnType<typeof credentialFor>) =>
    signCredential(credential, key.privateKey, {
      verificationMethod: 'https://ganjatalks.com.br/credenciais/chave-publica.json',
      created: fields.issuedAt,
    })

  test('is an OpenBadgeCredential with issuer, achievement and subject', ({ assert }) => {
    const credential = sign(credentialFor())
    assert.deepEqual(credential.type, ['VerifiableCredential', 'OpenBadgeCredential'])
    assert.deepEqual(credential['@context'], [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ])
    assert.equal(credential.issuer.name, 'Ganja Talks')
    assert.equal(credential.validFrom, fields.issuedAt)
    const subject = credential.credentialSubject as any
    assert.deepEqual(subject.type, ['AchievementSubject'])
    assert.equal(subject.achievement.name, 'Terpenos e Aromas')
    assert.equal(subject.identifier[0].identityHash, 'Joana Araújo')
    assert.equal(credential.proof?.type, 'DataIntegrityProof')
    assert.equal(credential.proof?.cryptosuite, 'eddsa-jcs-2022')
    assert.match(credential.proof!.proofValue!, /^z[1-9A-HJ-NP-Za-km-z]+$/)
    /* v1: the stated hours and the rule it was issued under */
    assert.equal(
      subject.achievement.description,
      'Conclusão do curso "Terpenos e Aromas" (12 horas) na Ganja Talks. Mentor: Dra. Flora.'
    )
    assert.lengthOf(subject.result, 1)
  })

  test('a v2 credential states the real workload, study time and the final exam score', ({
    assert,
  }) => {
    const credential = sign(credentialFor(earned))
    const subject = credential.credentialSubject as any
    assert.equal(
      subject.achievement.description,
      'Conclusão do curso "Terpenos e Aromas" na Ganja Talks: carga horária de 2 h 6 min, tempo de estudo de 1 h 50 min, nota na avaliação final de 80%. Mentor: Dra. Flora.'
    )
    assert.include(subject.achievement.criteria.narrative, 'aprovado')
    assert.notInclude(subject.achievement.criteria.narrative, 'Premium')
    assert.deepEqual(subject.achievement.resultDescription[0].resultType, 'Percent')
    assert.deepEqual(subject.result[1], {
      type: ['Result'],
      resultDescription: 'https://ganjatalks.com.br/cursos/terpenos#avaliacao-final',
      value: '80',
    })
    assert.isTrue(verifyCredential(credential, key.publicKey))

    const withoutExam = sign(credentialFor({ ...earned, examPercent: null }))
    const plain = withoutExam.credentialSubject as any
    assert.notInclude(plain.achievement.description, 'avaliação final')
    assert.lengthOf(plain.result, 1)
  })

  test('verifies with the public key, also after a JSON round trip with other key order', ({
    assert,
  }) => {
    const credential = sign(credentialFor())
    assert.isTrue(verifyCredential(credential, key.publicKey))
    const reordered = JSON.parse(JSON.stringify({ proof: credential.proof, ...credential }))
    assert.isTrue(verifyCredential(reordered, key.publicKey))
  })

  test('a changed field, a changed proof or another key fails', ({ assert }) => {
    const credential = sign(credentialFor())
    const changedName = structuredClone(credential) as any
    changedName.credentialSubject.identifier[0].identityHash = 'Outra Pessoa'
    assert.isFalse(verifyCredential(changedName, key.publicKey))

    const changedDate = { ...credential, validFrom: '2020-01-01T00:00:00.000Z' }
    assert.isFalse(verifyCredential(changedDate, key.publicKey))

    const changedProof = { ...credential, proof: { ...credential.proof!, created: '2020-01-01' } }
    assert.isFalse(verifyCredential(changedProof, key.publicKey))

    /* Dropping or moving the revocation entry is a change like any other. */
    const { credentialStatus, ...withoutStatus } = credential
    assert.equal(credentialStatus.statusListIndex, '41')
    assert.isFalse(verifyCredential(withoutStatus, key.publicKey))
    const otherBit = {
      ...credential,
      credentialStatus: statusListEntry('https://ganjatalks.com.br/certificado/status/1', 42),
    }
    assert.isFalse(verifyCredential(otherBit, key.publicKey))

    const unsigned = { ...credential, proof: undefined }
    assert.isFalse(verifyCredential(unsigned, key.publicKey))
    assert.isFalse(verifyCredential(credential, generateKeyPairSync('ed25519').publicKey))
  })
})
