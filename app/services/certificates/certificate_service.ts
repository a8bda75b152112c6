import { inject } from '@adonisjs/core'
import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Certificate from '#models/certificate'
import Course from '#models/course'
import Lesson from '#models/lesson'
import QuizSet from '#models/quiz_set'
import User from '#models/user'
import PremiumPolicy from '#policies/premium_policy'
import ActivityService from '#services/admin/activity_service'
import StudyStatsService from '#services/learning/study_stats_service'
import CertificateIssued from '#events/certificate_issued'
import { appUrl } from '#config/app'
import { certificateSigningKey } from '#services/certificates/certificate_keys'
import { forgetContent, remember } from '#services/platform/content_cache'
import { CERTIFICATE_STATUS } from '#domain/platform/content_tags'
import { courseDurationSeconds } from '#services/catalog/course_duration'
import {
  certificateId,
  certificateRequirements,
  isCertificateId,
  verificationVerdict,
  CURRENT_CERTIFICATE_VERSION,
  type CertificateRequirements,
  type CertificateVerdict,
  type CertifiedFields,
} from '#domain/certificates/certificates'
import { DEFAULT_PASS_PERCENT, quizPercent } from '#domain/learning/quiz'
import {
  certificateHash,
  certificateSignatureValid,
  publicKeyJwk,
  publicKeyMultibase,
  signCertificate,
} from '#domain/certificates/certificate_signing'
import {
  issuerProfile,
  openBadgeCredential,
  signCredential,
} from '#domain/certificates/open_badges'
import {
  STATUS_LIST_LENGTH,
  encodeStatusList,
  isStatusList,
  statusListCredential,
  statusListEntry,
  statusListPlace,
} from '#domain/certificates/status_list'

export const ADMIN_CERTIFICATES_PER_PAGE = 20

const absolute = (path: string) => `${appUrl.replace(/\/+$/, '')}${path}`

/** The Certificado tab: the certificate, or what is left to earn it and whether the learner may. */
export type CertificateStanding = {
  certificate: Certificate | null
  /** The course awards a certificate */
  offered: boolean
  /** Whether the premium rule lets this learner earn it (free courses: every member) */
  access: 'allowed' | 'premium_required'
  requirements: CertificateRequirements
  /** Pass mark of the course's quizzes */
  passPercent: number
}

type RequirementRow = {
  id: number
  title: string
  lesson_type: string
  completed: boolean
  passed_score: number | null
  passed_total: number | null
  failed: boolean
}

/**
 * Completion certificates: issued once when a learner who may earn it has
 * completed every lesson and passed every exam of a course, verified by
 * recomputing the hash and checking the signature (each in its own
 * serialization version), revoked by admins, and exported as an Open Badges
 * 3.0 credential.
 */
@inject()
export default class CertificateService {
  constructor(
    private premium: PremiumPolicy,
    private activity: ActivityService,
    private stats: StudyStatsService
  ) {}

  /** The public page of a certificate (absolute: it goes into PDFs, e-mails and credentials). */
  publicUrl(id: string) {
    return absolute(urlFor('certificates.show', { certificateId: id }))
  }

  issuerProfileUrl() {
    return absolute(urlFor('credentials.issuer'))
  }

  verificationMethodUrl() {
    return absolute(urlFor('credentials.key'))
  }

  /** The stable address of the revocation status list `list` (1, 2, …). */
  statusListUrl(list: number) {
    return absolute(urlFor('certificates.status', { list }))
  }

  /**
   * Called whenever a completion leaves the course at 100 % (and by the
   * Certificado tab): issues the certificate if the course awards one, the
   * learner may earn it under the premium rule, has completed every
   * published lesson and passed every quiz and exam, and has none yet. It
   * records the course's real length, the time the learner really studied
   * and the final exam's score (v2). The unique key (user, course) and
   * `on conflict do nothing` make repeated, undone-and-redone and concurrent
   * completions issue it exactly once; the event goes after the commit.
   */
  async issueOnCompletion(userId: number, courseId: number) {
    const existing = await Certificate.query().where({ userId, courseId }).select('id').first()
    if (existing) return null
    const user = await User.query().where('id', userId).preload('profile').first()
    const course = await Course.find(courseId)
    if (!user || !course || !course.hasCertificate || !course.isPublished) return null
    const access = await this.premium.earnCertificate(user, course)
    if (!access.authorized) return null
    const requirements = await this.requirementsFor(userId, courseId)
    if (!requirements.met) return null
    const [courseSeconds, studySeconds] = await Promise.all([
      courseDurationSeconds(courseId),
      this.stats.courseStudiedSeconds(userId, courseId),
    ])

    const issued = await db.transaction(async (trx) => {
      const issuedAt = new Date()
      const fields: CertifiedFields = {
        version: CURRENT_CERTIFICATE_VERSION,
        certificateId: certificateId(
          course.slug,
          issuedAt,
          Array.from({ length: 4 }, () => randomInt(0, 1_000_000) / 1_000_000)
        ),
        learnerName: learnerNameOf(user),
        courseTitle: course.title,
        courseSeconds,
        studySeconds,
        examPercent: requirements.examPercent,
        mentorName: course.mentorName?.trim() || null,
        issuedAt: issuedAt.toISOString(),
      }
      const rows = await trx
        .insertQuery()
        .table('certificates')
        .insert({
          id: fields.certificateId,
          user_id: user.id,
          course_id: course.id,
          version: fields.version,
          learner_name: fields.learnerName,
          course_title: fields.courseTitle,
          course_seconds: fields.courseSeconds,
          study_seconds: fields.studySeconds,
          exam_percent: fields.examPercent,
          mentor_name: fields.mentorName,
          issued_at: issuedAt,
          hash: certificateHash(fields),
          signature: signCertificate(fields, certificateSigningKey().privateKey),
          created_at: issuedAt,
          updated_at: issuedAt,
        })
        .onConflict(['user_id', 'course_id'])
        .ignore()
        .returning('id')
      return rows.length > 0 ? fields.certificateId : null
    })
    if (!issued) return null
    await CertificateIssued.dispatch(
      user.id,
      { id: course.id, title: course.title, slug: course.slug },
      issued
    )
    return issued
  }

  /**
   * What the course asks of this learner (#domain/certificates): each
   * published lesson, in course order, with its completion and, for quizzes
   * and exams, the best passed attempt or whether every attempt failed.
   */
  async requirementsFor(userId: number, courseId: number) {
    // raw SQL: a LEFT JOIN LATERAL picks each lesson's best passing attempt
    const { rows } = await db.rawQuery<{ rows: RequirementRow[] }>(
      `select l.id, l.title, l.lesson_type,
         (lp.completed_at is not null) as completed,
         best.score as passed_score, best.total as passed_total,
         exists (
           select 1 from quiz_attempts f
           where f.user_id = :userId and f.lesson_id = l.id and f.passed = false
         ) as failed
       from lessons l
       left join lesson_progress lp on lp.lesson_id = l.id and lp.user_id = :userId
       left join lateral (
         select a.score, a.total from quiz_attempts a
         where a.user_id = :userId and a.lesson_id = l.id and a.passed = true and a.total > 0
         order by a.score::float / a.total desc, a.finished_at
         limit 1
       ) best on true
       where l.course_id = :courseId and ${Lesson.publishedSql('l')}
       order by ${Lesson.courseOrderSql('l')}`,
      { userId, courseId }
    )
    return certificateRequirements(
      /* The published lessons in course order: a lesson's position is its place in this list. */
      rows.map((row, index) => ({
        id: row.id,
        position: index + 1,
        title: row.title,
        lessonType: row.lesson_type,
        completed: row.completed,
        passedPercent:
          row.passed_score === null ? null : quizPercent(row.passed_score, row.passed_total ?? 0),
        failed: row.failed,
      }))
    )
  }

  /**
   * The Certificado tab: the learner's certificate (issued here too when the
   * completion could not, e.g. subscribed later), else what is left to earn it.
   */
  async standingFor(user: User, course: Course): Promise<CertificateStanding> {
    const requirements = await this.requirementsFor(user.id, course.id)
    const decision = await this.premium.earnCertificate(user, course)
    const access = decision.authorized ? 'allowed' : 'premium_required'
    let certificate = await this.forLearnerCourse(user.id, course.id)
    if (!certificate && requirements.met && access === 'allowed') {
      if (await this.issueOnCompletion(user.id, course.id))
        certificate = await this.forLearnerCourse(user.id, course.id)
    }
    /* The pass mark shown is the final assessment's quiz's (each quiz has its own). */
    const final = requirements.assessments.find((assessment) => assessment.final)
    const set = await QuizSet.ofLesson(course.id, final?.lessonId ?? 0).first()
    return {
      certificate,
      offered: course.hasCertificate,
      access,
      requirements,
      passPercent: set?.passPercent ?? DEFAULT_PASS_PERCENT,
    }
  }

  /** A certificate by its public id (anything not shaped like an id is unknown). */
  async find(id: unknown) {
    if (!isCertificateId(id)) return null
    return Certificate.query().where('id', id).preload('course').first()
  }

  forLearnerCourse(userId: number, courseId: number) {
    return Certificate.query().where({ userId, courseId }).preload('course').first()
  }

  /** /certificados: the learner's certificates, newest first. */
  listFor(userId: number) {
    return Certificate.query()
      .where('userId', userId)
      .preload('course')
      .orderBy('issuedAt', 'desc')
      .orderBy('id', 'desc')
  }

  /** The dashboard's figure: issued certificates that still stand (a subquery of its one query). */
  countQuery(userId: number) {
    return db
      .from('certificates')
      .where('user_id', userId)
      .whereNull('revoked_at')
      .count('* as total')
  }

  /** Recomputes the hash of the stored fields and checks the stored signature with the school's key. */
  verify(certificate: Certificate): CertificateVerdict {
    const fields = certificate.certifiedFields
    return verificationVerdict({
      hashMatches: certificateHash(fields) === certificate.hash,
      signatureValid: certificateSignatureValid(
        fields,
        certificate.signature,
        certificateSigningKey().publicKey
      ),
      revoked: certificate.isRevoked,
    })
  }

  /** The signed Open Badges 3.0 credential of a certificate. */
  credential(certificate: Certificate) {
    const fields = certificate.certifiedFields
    const unsigned = openBadgeCredential({
      fields,
      publicUrl: this.publicUrl(certificate.id),
      courseUrl: absolute(urlFor('courses.show', { slug: certificate.course.slug })),
      hash: certificate.hash,
      issuer: this.issuer(),
      credentialStatus: statusListEntry(
        this.statusListUrl(statusListPlace(certificate.statusIndex).list),
        certificate.statusIndex
      ),
    })
    return signCredential(unsigned, certificateSigningKey().privateKey, {
      verificationMethod: this.verificationMethodUrl(),
      created: fields.issuedAt,
    })
  }

  /**
   * The signed BitstringStatusListCredential of list `list`: one bit per
   * certificate, set when revoked. Built once and kept until a certificate
   * changes (tag CERTIFICATE_STATUS); null for a list no certificate can use yet.
   */
  async statusList(list: number) {
    if (!isStatusList(list)) return null
    const first = (list - 1) * STATUS_LIST_LENGTH
    if (list > 1 && !(await Certificate.query().where('statusIndex', '>=', first).first()))
      return null
    return remember(`certificate-status:${list}`, [CERTIFICATE_STATUS], async () => {
      const revoked = await db
        .from('certificates')
        .whereNotNull('revoked_at')
        .whereBetween('status_index', [first, first + STATUS_LIST_LENGTH - 1])
        .select('status_index')
      const listUrl = this.statusListUrl(list)
      const now = new Date().toISOString()
      const unsigned = statusListCredential({
        listUrl,
        issuer: this.issuer(),
        encodedList: await encodeStatusList(
          revoked.map((row: { status_index: number }) => statusListPlace(row.status_index).position)
        ),
        validFrom: now,
      })
      return signCredential(unsigned, certificateSigningKey().privateKey, {
        verificationMethod: this.verificationMethodUrl(),
        created: now,
      })
    })
  }

  issuer() {
    return issuerProfile({ profileUrl: this.issuerProfileUrl(), siteUrl: absolute('/') })
  }

  /** The issuer profile document, with the key it signs with. */
  issuerDocument() {
    return {
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://w3id.org/security/multikey/v1'],
      ...this.issuer(),
      'assertionMethod': [this.verificationMethodUrl()],
    }
  }

  /** The public key as a Multikey verification method (with the same key as a JWK). */
  publicKeyDocument() {
    const { publicKey } = certificateSigningKey()
    return {
      '@context': 'https://w3id.org/security/multikey/v1',
      'id': this.verificationMethodUrl(),
      'type': 'Multikey',
      'controller': this.issuerProfileUrl(),
      'publicKeyMultibase': publicKeyMultibase(publicKey),
      'publicKeyJwk': publicKeyJwk(publicKey),
    }
  }

  /**
   * Admin: revokes with a reason (kept visible, fails verification); false
   * when already revoked. `adminId` null: the holder's account deletion.
   */
  async revoke(certificate: Certificate, adminId: number | null, reason: string) {
    return db.transaction(async (trx) => {
      const row = await trx
        .from('certificates')
        .where('id', certificate.id)
        .forUpdate()
        .select('revoked_at')
        .first()
      if (!row || row.revoked_at) return false
      const now = DateTime.now()
      await trx.from('certificates').where('id', certificate.id).update({
        revoked_at: now.toJSDate(),
        revoked_reason: reason,
        revoked_by: adminId,
        updated_at: now.toJSDate(),
      })
      await this.activity.record(
        adminId,
        'certificate_revoked',
        `${certificate.id} (${certificate.learnerName}, ${certificate.courseTitle})`,
        reason,
        trx
      )
      await forgetContent([CERTIFICATE_STATUS], trx)
      return true
    })
  }

  /** Admin list: search by id, learner name or e-mail; newest first. */
  adminList(filters: { search?: string; page: number }) {
    const query = Certificate.query()
      .preload('user')
      .orderBy('issuedAt', 'desc')
      .orderBy('id', 'desc')
    const search = filters.search?.trim()
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
      query.where((where) =>
        where
          .whereILike('certificates.id', like)
          .orWhereILike('certificates.learner_name', like)
          .orWhereIn('certificates.user_id', (users) =>
            users.from('users').select('id').whereILike('email', like)
          )
      )
    }
    return query.paginate(filters.page, ADMIN_CERTIFICATES_PER_PAGE)
  }
}

/** The name on the certificate: the account's full name, else the profile's, else the e-mail's first part. */
function learnerNameOf(user: User) {
  return (
    user.fullName?.trim() ||
    user.profile?.fullName?.trim() ||
    user.email.split('@')[0]
  ).slice(0, 200)
}
