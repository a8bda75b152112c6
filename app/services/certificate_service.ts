import { inject } from '@adonisjs/core'
import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Certificate from '#models/certificate'
import Course from '#models/course'
import User from '#models/user'
import PremiumPolicy from '#policies/premium_policy'
import ActivityService from '#services/admin/activity_service'
import CertificateIssued from '#events/certificate_issued'
import { appUrl } from '#config/app'
import { certificateSigningKey } from '#services/certificate_keys'
import {
  certificateId,
  isCertificateId,
  verificationVerdict,
  type CertificateVerdict,
  type CertifiedFields,
} from '#domain/certificates'
import {
  certificateHash,
  certificateSignatureValid,
  publicKeyJwk,
  publicKeyMultibase,
  signCertificate,
} from '#domain/certificate_signing'
import { issuerProfile, openBadgeCredential, signCredential } from '#domain/open_badges'

export const ADMIN_CERTIFICATES_PER_PAGE = 20

const absolute = (path: string) => `${appUrl.replace(/\/+$/, '')}${path}`

/**
 * Completion certificates: issued once when a learner with access completes
 * a course, verified by recomputing the hash and checking the signature,
 * revoked by admins, and exported as an Open Badges 3.0 credential.
 */
@inject()
export default class CertificateService {
  constructor(
    private premium: PremiumPolicy,
    private activity: ActivityService
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

  /**
   * Called whenever a completion leaves the course at 100 %: issues the
   * certificate if the course awards one, the learner has access under the
   * premium rule and has none yet. The unique key (user, course) and
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

    const issued = await db.transaction(async (trx) => {
      const issuedAt = new Date()
      const fields: CertifiedFields = {
        certificateId: certificateId(
          course.slug,
          issuedAt,
          Array.from({ length: 4 }, () => randomInt(0, 1_000_000) / 1_000_000)
        ),
        learnerName: learnerNameOf(user),
        courseTitle: course.title,
        /* The course's real length (the sum of its published lessons), in whole hours. */
        courseHours: Math.round(course.durationSeconds / 3600),
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
          learner_name: fields.learnerName,
          course_title: fields.courseTitle,
          course_hours: fields.courseHours,
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
    const unsigned = openBadgeCredential({
      certificateId: certificate.id,
      publicUrl: this.publicUrl(certificate.id),
      courseUrl: absolute(urlFor('courses.show', { slug: certificate.course.slug })),
      learnerName: certificate.learnerName,
      courseTitle: certificate.courseTitle,
      courseHours: certificate.courseHours,
      mentorName: certificate.mentorName,
      issuedAt: certificate.certifiedFields.issuedAt,
      hash: certificate.hash,
      issuer: this.issuer(),
    })
    return signCredential(unsigned, certificateSigningKey().privateKey, {
      verificationMethod: this.verificationMethodUrl(),
      created: certificate.certifiedFields.issuedAt,
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

  /** Admin: revokes with a reason (kept visible, fails verification); false when already revoked. */
  async revoke(certificate: Certificate, adminId: number, reason: string) {
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
