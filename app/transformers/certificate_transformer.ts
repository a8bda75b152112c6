import { AppTransformer } from '#transformers/cheap_transform'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type Certificate from '#models/certificate'
import { appUrl } from '#config/app'
import { certifiedFigureFacts, linkedInAddToProfileUrl } from '#domain/certificates/certificates'

const absolute = (path: string) => `${appUrl.replace(/\/+$/, '')}${path}`

/**
 * A certificate as the pages show it (Certificado tab, /certificado/{id},
 * /certificados): the certified snapshot, its state and the links to share,
 * download and add it to LinkedIn. The `admin` variant adds the learner's e-mail.
 */
export default class CertificateTransformer extends AppTransformer<Certificate> {
  toObject() {
    const certificate = this.resource
    const publicUrl = absolute(urlFor('certificates.show', { certificateId: certificate.id }))
    const issuedAt = certificate.issuedAt.toJSDate().toISOString()
    return {
      id: certificate.id,
      learnerName: certificate.learnerName,
      courseTitle: certificate.courseTitle,
      courseSlug: certificate.course?.slug ?? null,
      /* version, workloadSeconds, studySeconds, examPercent: shown with #domain/certificates#certificateFigures */
      ...certifiedFigureFacts(certificate.certifiedFields),
      mentorName: certificate.mentorName,
      issuedAt,
      hash: certificate.hash,
      revoked: certificate.isRevoked,
      revokedAt: certificate.revokedAt?.toJSDate().toISOString() ?? null,
      revokedReason: certificate.revokedReason,
      publicUrl,
      linkedInUrl: linkedInAddToProfileUrl({
        courseTitle: certificate.courseTitle,
        issuedAt,
        certificateId: certificate.id,
        publicUrl,
      }),
    }
  }

  forAdmin() {
    return {
      ...this.toObject(),
      learnerEmail: this.resource.user?.email ?? null,
    }
  }
}
