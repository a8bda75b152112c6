import { test } from '@japa/runner'
import { generateKeyPairSync } from 'node:crypto'
import type { CertifiedFields } from '#domain/certificates'
import {
  certificateSignatureValid,
  publicKeyFromMultibase,
  publicKeyMultibase,
  rawPublicKey,
  signCertificate,
  signingKeyFromEnv,
} from '#domain/certificate_signing'
import {
  issuerProfile,
  openBadgeCredential,
  signCredential,
  verifyCredential,
} from '#domain/open_badges'

const fields: CertifiedFields = {
  certificateId: 'GT-TERPENOS-1763884800000-K7QF',
  learnerName: 'Joana Araújo',
  courseTitle: 'Terpenos e Aromas',
  courseHours: 12,
  mentorName: 'Dra. Flora',
  issuedAt: '2025-11-23T08:00:00.000Z',
}

/* RFC 8032, section 7.1, test 1: the seed and its public key. */
const RFC8032_SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
const RFC8032_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'

function credentialFor(input: Partial<CertifiedFields> = {}) {
  const data = { ...fields, ...input }
  return openBadgeCredential({
    ...data,
    publicUrl: `https://ganjatalks.com.br/certificado/${data.certificateId}`,
    courseUrl: 'https://ganjatalks.com.br/cursos/terpenos',
    hash: 'ab'.repeat(32),
    issuer: issuerProfile({
      profileUrl: 'https://ganjatalks.com.br/credenciais/emissor.json',
      siteUrl: 'https://ganjatalks.com.br/',
    }),
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

    const unsigned = { ...credential, proof: undefined }
    assert.isFalse(verifyCredential(unsigned, key.publicKey))
    assert.isFalse(verifyCredential(credential, generateKeyPairSync('ed25519').publicKey))
  })
})
