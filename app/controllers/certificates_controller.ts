import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#exceptions/not_found_exception'
import CertificateService from '#services/certificates/certificate_service'
import CertificatePdfService from '#services/certificates/certificate_pdf_service'
import CertificateTransformer from '#transformers/certificate_transformer'
import { certificateFileName } from '#domain/certificates/certificates'
import { contentDisposition } from '#domain/platform/protected_files'

/**
 * Certificates outside the course page: the public page /certificado/{id}
 * (server-rendered, indexable), its verification, the PDF and the signed
 * credential; the learner's list /certificados; the issuer's public key.
 * An issued certificate is the learner's to share: page, PDF and credential
 * are public (anyone holding the link can verify it).
 */
@inject()
export default class CertificatesController {
  constructor(
    private certificates: CertificateService,
    private pdfs: CertificatePdfService
  ) {}

  /** /certificado/{id}: the certificate, or its pt-BR not-found state with 404. */
  async show({ params, inertia, response }: HttpContext) {
    const certificate = await this.certificates.find(params.certificateId)
    if (!certificate) {
      response.status(404)
      return inertia.render('certificates/show', {
        certificate: null,
        requestedId: String(params.certificateId).slice(0, 80),
      })
    }
    return inertia.render('certificates/show', {
      certificate: CertificateTransformer.transform(certificate),
      requestedId: certificate.id,
    })
  }

  /** 'Verificar': the server recomputes the hash and checks the signature. */
  async verify({ params, response }: HttpContext) {
    const certificate = await this.certificates.find(params.certificateId)
    if (!certificate) return response.notFound({ status: 'not_found' })
    response.header('Cache-Control', 'no-store')
    return {
      status: this.certificates.verify(certificate),
      revokedAt: certificate.revokedAt?.toJSDate().toISOString() ?? null,
      revokedReason: certificate.revokedReason,
    }
  }

  /** 'Baixar PDF' */
  async pdf({ params, response }: HttpContext) {
    const certificate = await this.findOrFail(params.certificateId)
    const pdf = await this.pdfs.render(certificate, this.certificates.publicUrl(certificate.id))
    response.header('Content-Type', 'application/pdf')
    response.header(
      'Content-Disposition',
      contentDisposition('attachment', certificateFileName(certificate.id, 'pdf'))
    )
    return response.send(pdf)
  }

  /** The Open Badges 3.0 credential (JSON, signed with eddsa-jcs-2022). */
  async credential({ params, response }: HttpContext) {
    const certificate = await this.findOrFail(params.certificateId)
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.header(
      'Content-Disposition',
      contentDisposition('attachment', certificateFileName(certificate.id, 'json'))
    )
    return response.send(JSON.stringify(this.certificates.credential(certificate), null, 2))
  }

  /**
   * The signed revocation status list (W3C Bitstring Status List) that every
   * credential's `credentialStatus` points to; wallets poll it, so it is
   * shared by caches for a minute at most.
   */
  async statusList({ params, response }: HttpContext) {
    const list = await this.certificates.statusList(Number(params.list))
    if (!list) throw new NotFoundException('file', 'Lista de status não encontrada')
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=60')
    response.header('Access-Control-Allow-Origin', '*')
    return response.send(JSON.stringify(list))
  }

  /** /certificados: the signed-in learner's certificates. */
  async index({ inertia, auth }: HttpContext) {
    const certificates = await this.certificates.listFor(auth.getUserOrFail().id)
    return inertia.render('certificates/index', {
      certificates: CertificateTransformer.transform(certificates),
    })
  }

  /** The issuer profile (Open Badges Profile) with its assertion key. */
  async issuer({ response }: HttpContext) {
    response.header('Access-Control-Allow-Origin', '*')
    return this.certificates.issuerDocument()
  }

  /** The public key (Multikey, with the same key as a JWK) that verifies every credential. */
  async publicKey({ response }: HttpContext) {
    response.header('Access-Control-Allow-Origin', '*')
    return this.certificates.publicKeyDocument()
  }

  private async findOrFail(id: unknown) {
    const certificate = await this.certificates.find(id)
    if (!certificate) throw new NotFoundException('certificate')
    return certificate
  }
}
