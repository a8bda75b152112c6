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
import { CERTIFICATE_ISSUER_NAME, workloadSeconds, type CertifiedFields } from './certificates.js'
import { sha256 } from './certificate_signing.js'
import { formatDuration } from '../catalog/lesson_duration.js'
import type { BitstringStatusListEntry } from './status_list.js'

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
  /** The certificate's certified fields, as stored (v1 or v2) */
  fields: CertifiedFields
  publicUrl: string
  courseUrl: string
  hash: string
  issuer: IssuerProfile
  /** Its bit in the revocation list (#domain/certificates/status_list) */
  credentialStatus: BitstringStatusListEntry
}

/** How the certificate was earned, as the credential's criteria tell it. */
const CRITERIA: Record<CertifiedFields['version'], string> = {
  1: 'Concluir 100% das aulas publicadas do curso com acesso ao Plano Premium.',
  2: 'Concluir todas as aulas publicadas do curso, cada uma pela sua regra (mídia reproduzida, tempo de leitura), e ser aprovado em todos os quizzes e avaliações do curso (nota mínima de cada um).',
}

/** The achievement's description: the course and, for v2, the real workload, study time and exam score. */
function achievementDescription(fields: CertifiedFields) {
  const mentor = fields.mentorName ? ` Mentor: ${fields.mentorName}.` : ''
  if (fields.version === 1)
    return `Conclusão do curso "${fields.courseTitle}" (${fields.courseHours} horas) na ${CERTIFICATE_ISSUER_NAME}.${mentor}`
  const exam =
    fields.examPercent === null ? '' : `, nota na avaliação final de ${fields.examPercent}%`
  return `Conclusão do curso "${fields.courseTitle}" na ${CERTIFICATE_ISSUER_NAME}: carga horária de ${formatDuration(workloadSeconds(fields))}, tempo de estudo de ${formatDuration(fields.studySeconds)}${exam}.${mentor}`
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
  'credentialStatus': BitstringStatusListEntry
  'proof'?: DataIntegrityProof
}

/** The unsigned OpenBadgeCredential of a certificate. */
export function openBadgeCredential(input: CredentialInput): OpenBadgeCredential {
  const { fields } = input
  const examResult = `${input.courseUrl}#avaliacao-final`
  const scored = fields.version === 2 && fields.examPercent !== null
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    'id': input.publicUrl,
    'type': ['VerifiableCredential', 'OpenBadgeCredential'],
    'name': `Certificado de Conclusão: ${fields.courseTitle}`,
    'issuer': input.issuer,
    'validFrom': fields.issuedAt,
    'credentialSubject': {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: fields.learnerName,
        },
      ],
      achievement: {
        id: `${input.courseUrl}#certificado`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: fields.courseTitle,
        description: achievementDescription(fields),
        criteria: { narrative: CRITERIA[fields.version] },
        ...(scored
          ? {
              resultDescription: [
                {
                  id: examResult,
                  type: ['ResultDescription'],
                  name: 'Nota na avaliação final',
                  resultType: 'Percent',
                },
              ],
            }
          : {}),
        creator: input.issuer,
      },
      result: [
        {
          type: ['Result'],
          value: input.hash,
          resultDescription: 'SHA-256 do certificado (ver docs/certificates.md)',
        },
        ...(scored
          ? [{ type: ['Result'], resultDescription: examResult, value: String(fields.examPercent) }]
          : []),
      ],
    },
    'credentialStatus': input.credentialStatus,
  }
}

function hashData(document: Record<string, unknown>, proofOptions: DataIntegrityProof) {
  const transformed = canonicalize(document)!
  const proofConfig = canonicalize(proofOptions)!
  return Buffer.concat([sha256(proofConfig), sha256(transformed)])
}

/** Adds the eddsa-jcs-2022 DataIntegrityProof signed by `privateKey` (a certificate's or the status list's). */
export function signCredential<T extends { '@context': string[]; 'proof'?: DataIntegrityProof }>(
  credential: T,
  privateKey: KeyObject,
  options: { verificationMethod: string; created: string }
): T {
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
  const signature = sign(
    null,
    hashData(unsecured as Record<string, unknown>, proofOptions),
    privateKey
  )
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
