/*
| Completion certificates: the id, the canonical serialization that is hashed
| and signed, the short hash on screen, the LinkedIn add-to-profile link and
| the verdict of a verification. No server imports, so the pages
| (@domain/certificates) and the server (#domain/certificates) share them.
*/
import canonicalize from 'canonicalize'

/** Prefix of every certificate id (spec: a prefix, the course id in upper case, a timestamp). */
export const CERTIFICATE_ID_PREFIX = 'GT'

/** The school as it signs certificates and appears on LinkedIn. */
export const CERTIFICATE_ISSUER_NAME = 'Ganja Talks'

/** Version of the canonical serialization; bump it (and keep the old one) if the fields ever change. */
export const CERTIFICATE_SERIALIZATION = 'ganja-talks-certificado-v1'

const MAX_COURSE_PART = 40
const SUFFIX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** GT-<COURSE>-<13-digit ms timestamp>-<4 letters/digits>; URL-safe, upper case. */
export const CERTIFICATE_ID_PATTERN = /^GT-[A-Z0-9]+(?:-[A-Z0-9]+)*-\d{13}-[A-Z2-9]{4}$/

/**
 * The certificate's id: prefix, the course identifier (its slug) in upper
 * case and the issue timestamp in milliseconds, plus a random 4-character
 * suffix so two learners finishing the same course in the same millisecond
 * still get different ids. `random` is four numbers in [0, 1).
 */
export function certificateId(courseSlug: string, issuedAt: Date, random: readonly number[]) {
  const course =
    courseSlug
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .slice(0, MAX_COURSE_PART)
      .replace(/^-+|-+$/g, '') || 'CURSO'
  const suffix = Array.from(
    { length: 4 },
    (_, index) =>
      SUFFIX_ALPHABET[
        Math.floor((random[index] ?? 0) * SUFFIX_ALPHABET.length) % SUFFIX_ALPHABET.length
      ]
  ).join('')
  const timestamp = String(issuedAt.getTime()).padStart(13, '0')
  return `${CERTIFICATE_ID_PREFIX}-${course}-${timestamp}-${suffix}`
}

export function isCertificateId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 80 && CERTIFICATE_ID_PATTERN.test(value)
}

/** What a certificate certifies: the hash and the signature cover exactly these fields. */
export type CertifiedFields = {
  certificateId: string
  learnerName: string
  courseTitle: string
  courseHours: number
  mentorName: string | null
  /** ISO 8601 in UTC with milliseconds (Date#toISOString) */
  issuedAt: string
}

/**
 * The canonical serialization (docs/certificates.md): a JSON object with the
 * certified fields plus `issuer` and `version`, serialized with the JSON
 * Canonicalization Scheme (RFC 8785: keys sorted, no whitespace, fixed number
 * and string forms) and encoded as UTF-8 by the caller.
 */
export function canonicalCertificate(fields: CertifiedFields) {
  const document = {
    version: CERTIFICATE_SERIALIZATION,
    issuer: CERTIFICATE_ISSUER_NAME,
    certificateId: fields.certificateId,
    learnerName: fields.learnerName,
    courseTitle: fields.courseTitle,
    courseHours: fields.courseHours,
    mentorName: fields.mentorName,
    issuedAt: fields.issuedAt,
  }
  return canonicalize(document)!
}

/** The hash as the spec shows it: the first 10 and the last 8 characters. */
export function shortHash(hash: string) {
  if (hash.length <= 18) return hash
  return `${hash.slice(0, 10)}...${hash.slice(-8)}`
}

export type CertificateVerdict = 'verified' | 'revoked' | 'tampered'

/**
 * A certificate verifies when the stored hash is the hash of its fields, the
 * signature over them is the school's and it was not revoked. Tampering wins
 * over revocation: altered data is the more serious answer.
 */
export function verificationVerdict(check: {
  hashMatches: boolean
  signatureValid: boolean
  revoked: boolean
}): CertificateVerdict {
  if (!check.hashMatches || !check.signatureValid) return 'tampered'
  if (check.revoked) return 'revoked'
  return 'verified'
}

const SAO_PAULO = 'America/Sao_Paulo'

/** Year and month (1-12) of a moment on the São Paulo calendar. */
export function issueYearMonth(issuedAt: Date | string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date(issuedAt))
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: get('year'), month: get('month') }
}

/**
 * LinkedIn's add-to-profile link for a certification
 * (https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&…),
 * pre-filled with the name, organisation, issue month/year, id and public URL.
 */
export function linkedInAddToProfileUrl(input: {
  courseTitle: string
  issuedAt: Date | string
  certificateId: string
  publicUrl: string
  organizationName?: string
}) {
  const { year, month } = issueYearMonth(input.issuedAt)
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.courseTitle,
    organizationName: input.organizationName ?? CERTIFICATE_ISSUER_NAME,
    issueYear: String(year),
    issueMonth: String(month),
    certId: input.certificateId,
    certUrl: input.publicUrl,
  })
  return `https://www.linkedin.com/profile/add?${params.toString()}`
}

/** File name of the PDF and of the credential: certificado-<id>.pdf / .json. */
export function certificateFileName(id: string, extension: 'pdf' | 'json') {
  return `certificado-${id.toLowerCase()}.${extension}`
}
