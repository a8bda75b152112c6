/*
| Open Badges 3.0 credentials (W3C Verifiable Credentials 2.0) for
| certificates, secured with a Data Integrity proof using the cryptosuite
| eddsa-jcs-2022 (W3C "Data Integrity EdDSA Cryptosuites v1.0", §3.3):
| JCS canonicalization (RFC 8785), SHA-256, Ed25519, proofValue in multibase
| base58btc. Verifying needs only the credential and the public key: no
| network, no JSON-LD context download. docs/certificates.md shows how.
*/
import { sign, verify, type KeyObject } from 'node:crypto'
import canonicalize from 'canonicalize'
import bs58 from 'bs58'
import { CERTIFICATE_ISSUER_NAME } from './certificates.js'
import { sha256 } from './certificate_signing.js'

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2'
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'

export type IssuerProfile = {
  id: string
  type: ['Profile']
  name: string
  url: string
  description: string
}

/** The school as issuer: its profile document lives at `id`. */
export function issuerProfile(input: { profileUrl: string; siteUrl: string }): IssuerProfile {
  return {
    id: input.profileUrl,
    type: ['Profile'],
    name: CERTIFICATE_ISSUER_NAME,
    url: input.siteUrl,
    description: 'Escola online de educação canábica.',
  }
}

export type CredentialInput = {
  certificateId: string
  publicUrl: string
  courseUrl: string
  learnerName: string
  courseTitle: string
  courseHours: number
  mentorName: string | null
  issuedAt: string
  hash: string
  issuer: IssuerProfile
}

export type DataIntegrityProof = {
  'type': 'DataIntegrityProof'
  'cryptosuite': 'eddsa-jcs-2022'
  'created': string
  'verificationMethod': string
  'proofPurpose': 'assertionMethod'
  'proofValue'?: string
  '@context'?: unknown
}

export type OpenBadgeCredential = {
  '@context': string[]
  'id': string
  'type': ['VerifiableCredential', 'OpenBadgeCredential']
  'name': string
  'issuer': IssuerProfile
  'validFrom': string
  'credentialSubject': Record<string, unknown>
  'proof'?: DataIntegrityProof
}

/** The unsigned OpenBadgeCredential of a certificate. */
export function openBadgeCredential(input: CredentialInput): OpenBadgeCredential {
  const mentor = input.mentorName ? ` Mentor: ${input.mentorName}.` : ''
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    'id': input.publicUrl,
    'type': ['VerifiableCredential', 'OpenBadgeCredential'],
    'name': `Certificado de Conclusão: ${input.courseTitle}`,
    'issuer': input.issuer,
    'validFrom': input.issuedAt,
    'credentialSubject': {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: input.learnerName,
        },
      ],
      achievement: {
        id: `${input.courseUrl}#certificado`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: input.courseTitle,
        description: `Conclusão do curso "${input.courseTitle}" (${input.courseHours} horas) na ${CERTIFICATE_ISSUER_NAME}.${mentor}`,
        criteria: {
          narrative: 'Concluir 100% das aulas publicadas do curso com acesso ao Plano Premium.',
        },
        creator: input.issuer,
      },
      result: [
        {
          type: ['Result'],
          value: input.hash,
          resultDescription: 'SHA-256 do certificado (ver docs/certificates.md)',
        },
      ],
    },
  }
}

function hashData(document: Record<string, unknown>, proofOptions: DataIntegrityProof) {
  const transformed = canonicalize(document)!
  const proofConfig = canonicalize(proofOptions)!
  return Buffer.concat([sha256(proofConfig), sha256(transformed)])
}

/** Adds the eddsa-jcs-2022 DataIntegrityProof signed by `privateKey`. */
export function signCredential(
  credential: OpenBadgeCredential,
  privateKey: KeyObject,
  options: { verificationMethod: string; created: string }
): OpenBadgeCredential {
  const unsecured = { ...credential }
  delete unsecured.proof
  const proofOptions: DataIntegrityProof = {
    'type': 'DataIntegrityProof',
    'cryptosuite': 'eddsa-jcs-2022',
    'created': options.created,
    'verificationMethod': options.verificationMethod,
    'proofPurpose': 'assertionMethod',
    '@context': unsecured['@context'],
  }
  const signature = sign(null, hashData(unsecured, proofOptions), privateKey)
  return { ...unsecured, proof: { ...proofOptions, proofValue: `z${bs58.encode(signature)}` } }
}

/**
 * Verifies the proof of a credential with the issuer's public key, as any
 * third party would: any changed field (or a proof of another key) fails.
 */
export function verifyCredential(credential: unknown, publicKey: KeyObject) {
  try {
    if (!credential || typeof credential !== 'object') return false
    const { proof, ...unsecured } = credential as Record<string, unknown>
    if (!proof || typeof proof !== 'object') return false
    const { proofValue, ...options } = proof as DataIntegrityProof
    if (options.type !== 'DataIntegrityProof' || options.cryptosuite !== 'eddsa-jcs-2022')
      return false
    if (typeof proofValue !== 'string' || !proofValue.startsWith('z')) return false
    /* The proof's @context (eddsa-jcs-2022 puts the document's there) must be the document's. */
    if (
      options['@context'] !== undefined &&
      canonicalize(options['@context']) !== canonicalize(unsecured['@context'])
    )
      return false
    return verify(
      null,
      hashData(unsecured, options),
      publicKey,
      Buffer.from(bs58.decode(proofValue.slice(1)))
    )
  } catch {
    return false
  }
}
