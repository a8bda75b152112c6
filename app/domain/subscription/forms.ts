import { ANNUAL_PIX } from './subscription.js'
import { wholeNumber } from '../platform/form_rules.js'

/** Configurações → 'Plano anual via Pix': the discount over 12 monthly payments, a whole percent. */
export const ANNUAL_PIX_FORM = {
  discountPercent: wholeNumber({
    label: 'desconto do plano anual (%)',
    min: 0,
    max: ANNUAL_PIX.maxDiscountPercent,
  }),
}
