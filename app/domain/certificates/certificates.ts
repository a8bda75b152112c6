/*
| Completion certificates: the id, the canonical serialization that is hashed
| and signed, the short hash on screen, the LinkedIn add-to-profile link and
| the verdict of a verification. No server imports, so the pages
| (@domain/certificates) and the server (#domain/certificates) share them.
*/
import canonicalize from 'canonicalize'
import { rendererFor } from '../catalog/lessons.js'
import { formatDuration } from '../catalog/lesson_duration.js'

/** Prefix of every certificate id (spec: a prefix, the course id in upper case, a timestamp). */
export const CERTIFICATE_ID_PREFIX = 'GT'

/** The school as it signs certificates and appears on LinkedIn. */
export const CERTIFICATE_ISSUER_NAME = 'Ganja Talks'

/**
 * Versions of the canonical serialization. v1 (until issue 26) certified the
 * course's stated hours; v2 certifies the real workload, the study time and
 * the final exam score. Each certificate keeps its version, so v1 ones verify forever.
 */
export const CERTIFICATE_SERIALIZATIONS = {
  1: 'ganja-talks-certificado-v1',
  2: 'ganja-talks-certificado-v2',
} as const
export type CertificateVersion = keyof typeof CERTIFICATE_SERIALIZATIONS

/** The version new certificates are issued with. */
export const CURRENT_CERTIFICATE_VERSION = 2 satisfies CertificateVersion

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

type CommonFields = {
  certificateId: string
  learnerName: string
  courseTitle: string
  mentorName: string | null
  /** ISO 8601 in UTC with milliseconds (Date#toISOString) */
  issuedAt: string
}

/** What a certificate certifies: the hash and the signature cover exactly these fields. */
export type CertifiedFields =
  | (CommonFields & {
      version: 1
      /** The course's stated hours */
      courseHours: number
    })
  | (CommonFields & {
      version: 2
      /** 'Carga horária': the course's real length (sum of its published lessons) */
      courseSeconds: number
      /** 'Tempo de estudo': seconds the learner really spent on the course's lessons */
      studySeconds: number
      /** 'Nota na avaliação final': best passed percent, null when the course has no exam */
      examPercent: number | null
    })

/**
 * The canonical serialization (docs/certificates.md): a JSON object with the
 * certified fields of its version plus `issuer` and `version`, serialized
 * with the JSON Canonicalization Scheme (RFC 8785: keys sorted, no
 * whitespace, fixed number and string forms) and encoded as UTF-8 by the caller.
 */
export function canonicalCertificate(fields: CertifiedFields) {
  const common = {
    version: CERTIFICATE_SERIALIZATIONS[fields.version],
    issuer: CERTIFICATE_ISSUER_NAME,
    certificateId: fields.certificateId,
    learnerName: fields.learnerName,
    courseTitle: fields.courseTitle,
    mentorName: fields.mentorName,
    issuedAt: fields.issuedAt,
  }
  const document =
    fields.version === 1
      ? { ...common, courseHours: fields.courseHours }
      : {
          ...common,
          courseSeconds: fields.courseSeconds,
          studySeconds: fields.studySeconds,
          examPercent: fields.examPercent,
        }
  return canonicalize(document)!
}

/** 'Carga horária' in seconds whatever the version (v1 stated whole hours). */
export function workloadSeconds(fields: CertifiedFields) {
  return fields.version === 1 ? fields.courseHours * 3600 : fields.courseSeconds
}

/** The certified figures as the certificate, its page and its PDF show them. */
export type CertificateFigureFacts = {
  version: CertificateVersion
  workloadSeconds: number
  /** null on v1 certificates, which did not record it */
  studySeconds: number | null
  /** null on v1 certificates and when the course has no exam */
  examPercent: number | null
}

export const CERTIFICATE_FIGURE_LABELS = {
  workload: 'Carga horária',
  study: 'Tempo de estudo',
  exam: 'Nota na avaliação final',
} as const

/** 'Carga horária' as written: v1 stated whole hours ('12 horas'), v2 the real length ('2 h 5 min'). */
export function workloadText(facts: Pick<CertificateFigureFacts, 'version' | 'workloadSeconds'>) {
  if (facts.version === 1) {
    const hours = Math.round(facts.workloadSeconds / 3600)
    return `${hours} ${hours === 1 ? 'hora' : 'horas'}`
  }
  return formatDuration(facts.workloadSeconds)
}

/** Label and value of each certified figure the certificate has: workload, study time, exam score. */
export function certificateFigures(facts: CertificateFigureFacts) {
  const figures: { label: string; value: string }[] = [
    { label: CERTIFICATE_FIGURE_LABELS.workload, value: workloadText(facts) },
  ]
  if (facts.studySeconds !== null)
    figures.push({
      label: CERTIFICATE_FIGURE_LABELS.study,
      value: formatDuration(facts.studySeconds),
    })
  if (facts.examPercent !== null)
    figures.push({ label: CERTIFICATE_FIGURE_LABELS.exam, value: `${facts.examPercent}%` })
  return figures
}

/** The figures of stored certified fields. */
export function certifiedFigureFacts(fields: CertifiedFields): CertificateFigureFacts {
  return fields.version === 1
    ? {
        version: 1,
        workloadSeconds: workloadSeconds(fields),
        studySeconds: null,
        examPercent: null,
      }
    : {
        version: 2,
        workloadSeconds: fields.courseSeconds,
        studySeconds: fields.studySeconds,
        examPercent: fields.examPercent,
      }
}

/** A published lesson of the course as the certificate's requirements read it. */
export type RequirementLesson = {
  id: number
  /** 1…N among the course's published lessons */
  position: number
  title: string
  lessonType: string
  completed: boolean
  /** The learner's best passed percent on this lesson's quiz; null while none passed */
  passedPercent: number | null
  /** The learner finished attempts on it and none passed */
  failed: boolean
}

export type AssessmentRequirement = {
  lessonId: number
  position: number
  title: string
  status: 'passed' | 'failed' | 'not_taken'
  passedPercent: number | null
  /** The course's final exam: its score goes on the certificate */
  final: boolean
}

/**
 * The course's final exam: its last 'exam' lesson, else its last quiz
 * lesson (Fundamentos ends with a 'quiz'); null when it has no graded lesson.
 */
export function finalAssessment<L extends { lessonType: string }>(lessons: readonly L[]) {
  const graded = lessons.filter((lesson) => rendererFor(lesson.lessonType) === 'quiz')
  return graded.findLast((lesson) => lesson.lessonType === 'exam') ?? graded.at(-1) ?? null
}

/**
 * What a certificate needs (issue 26): every published lesson completed (by
 * its rule) and every graded lesson (quiz or exam) passed. `lessons` are the
 * published ones in course order. `examPercent` is what the certificate
 * records: the final exam's best passed percent, null without an exam.
 */
export function certificateRequirements(lessons: readonly RequirementLesson[]) {
  const final = finalAssessment(lessons)
  const assessments: AssessmentRequirement[] = lessons
    .filter((lesson) => rendererFor(lesson.lessonType) === 'quiz')
    .map((lesson) => ({
      lessonId: lesson.id,
      position: lesson.position,
      title: lesson.title,
      status: lesson.passedPercent !== null ? 'passed' : lesson.failed ? 'failed' : 'not_taken',
      passedPercent: lesson.passedPercent,
      final: lesson.id === final?.id,
    }))
  const lessonsDone = lessons.filter((lesson) => lesson.completed).length
  return {
    lessonsTotal: lessons.length,
    lessonsDone,
    lessonsLeft: lessons.length - lessonsDone,
    assessments,
    examPercent: final?.passedPercent ?? null,
    met:
      lessons.length > 0 &&
      lessonsDone === lessons.length &&
      assessments.every((assessment) => assessment.status === 'passed'),
  }
}

export type CertificateRequirements = ReturnType<typeof certificateRequirements>

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
