import db from '@adonisjs/lucid/services/db'
import { forgetContent, remember } from '#services/platform/content_cache'
import { ANNUAL_PIX, annualPixAmountCents } from '#domain/subscription/subscription'

/** The cache tag of the offer's settings (every signed-in page shows the annual price). */
const OFFER_TAG = 'premium-offer'

export type AnnualPixOffer = { discountPercent: number; amountCents: number }

/**
 * The settings of the Premium offers the admin sets (the one row of
 * `premium_settings`): today the discount of 'Plano anual via Pix'. Kept in
 * the cache, so the pages that show the price cost no query.
 */
export default class PremiumOfferService {
  async annualPix(): Promise<AnnualPixOffer> {
    const discountPercent = await remember(OFFER_TAG, [OFFER_TAG], async () => {
      const row = await db
        .from('premium_settings')
        .where('id', 1)
        .select('annual_pix_discount_percent')
        .first()
      return Number(row?.annual_pix_discount_percent ?? ANNUAL_PIX.defaultDiscountPercent)
    })
    return { discountPercent, amountCents: annualPixAmountCents(discountPercent) }
  }

  async setAnnualPixDiscount(discountPercent: number) {
    await db
      .insertQuery()
      .table('premium_settings')
      .insert({ id: 1, annual_pix_discount_percent: discountPercent, updated_at: new Date() })
      .onConflict('id')
      .merge(['annual_pix_discount_percent', 'updated_at'])
    await forgetContent([OFFER_TAG])
  }
}
