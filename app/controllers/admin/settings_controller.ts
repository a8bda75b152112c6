import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import { uploadLimits } from '#config/drive'
import env from '#start/env'
import PremiumOfferService from '#services/subscription/premium_offer_service'
import { annualPixDiscountValidator } from '#validators/premium_settings'
import { flashToast } from '#services/platform/flash'

/** Configurações: the guide (how-tos, shortcuts, buckets, formats), the feature catalogue and the annual Pix discount. */
@inject()
export default class SettingsController {
  constructor(private offers: PremiumOfferService) {}

  async show({ inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('access')
    return inertia.render('admin/settings', {
      storage: {
        disk: env.get('DRIVE_DISK', 'fs'),
        limits: uploadLimits,
      },
      annualPix: await this.offers.annualPix(),
    })
  }

  /** PUT /admin/configuracoes/plano-anual: the discount of 'Plano anual via Pix' (administrators). */
  async updateAnnualPix({ request, bouncer, session, response }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    const { discountPercent } = await request.validateUsing(annualPixDiscountValidator)
    await this.offers.setAnnualPixDiscount(discountPercent)
    flashToast(session, 'Plano anual atualizado', `Desconto de ${discountPercent}% salvo.`)
    return response.redirect().toRoute('admin.settings')
  }
}
