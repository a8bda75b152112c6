import { AppTransformer } from '#transformers/cheap_transform'
import type { CertificateStanding } from '#services/certificates/certificate_service'
import CertificateTransformer from '#transformers/certificate_transformer'

/**
 * The course page's Certificado tab (`courses/show`, prop `certificate`):
 * the learner's certificate once issued, else what is left to earn it —
 * lessons to complete, quizzes and exams to pass (with the pass mark) — and
 * whether the premium rule lets this learner earn it at all.
 */
export default class CertificateTabTransformer extends AppTransformer<CertificateStanding> {
  toObject() {
    const { certificate, offered, access, requirements, passPercent } = this.resource
    return {
      certificate: certificate ? new CertificateTransformer(certificate).toObject() : null,
      offered,
      access,
      passPercent,
      /* Every requirement met: the certificate is (being) issued */
      met: requirements.met,
      lessonsTotal: requirements.lessonsTotal,
      lessonsDone: requirements.lessonsDone,
      lessonsLeft: requirements.lessonsLeft,
      assessments: requirements.assessments,
    }
  }
}
