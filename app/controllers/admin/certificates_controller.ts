import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import CertificateService from '#services/certificates/certificate_service'
import CertificateTransformer from '#transformers/certificate_transformer'
import { flashError, flashToast } from '#services/platform/flash'
import {
  certificateFiltersValidator,
  certificateRevocationValidator,
} from '#validators/certificate'

/** Certificados (super_admin and admin): search by id or learner, revoke with a reason. */
@inject()
export default class CertificatesController {
  constructor(private certificates: CertificateService) {}

  async index({ inertia, bouncer, request }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    const filters = await request.validateUsing(certificateFiltersValidator, { data: request.qs() })
    const page = await this.certificates.adminList({
      search: filters.q,
      page: filters.pagina ?? 1,
    })
    const { total, perPage, currentPage, lastPage } = page.getMeta()
    return inertia.render('admin/certificates', {
      certificates: CertificateTransformer.transform(page.all()).useVariant('forAdmin'),
      pagination: { total, perPage, currentPage, lastPage },
      filters: { search: filters.q ?? '' },
    })
  }

  async revoke({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    const certificate = await this.certificates.find(params.certificateId)
    if (!certificate) {
      flashError(session, 'Certificado não encontrado')
      return response.redirect().toRoute('admin.certificates.index')
    }
    const { reason } = await request.validateUsing(certificateRevocationValidator)
    const revoked = await this.certificates.revoke(certificate, auth.getUserOrFail().id, reason)
    flashToast(
      session,
      revoked ? 'Certificado revogado' : 'Este certificado já estava revogado',
      revoked ? `${certificate.id} não passa mais na verificação.` : undefined
    )
    return response.redirect().back()
  }
}
