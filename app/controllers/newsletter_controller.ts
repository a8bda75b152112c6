import type { HttpContext } from '@adonisjs/core/http'
import NewsletterSubscription from '#models/newsletter_subscription'
import { newsletterValidator } from '#validators/newsletter'
import { flashToast } from '#services/platform/flash'

export default class NewsletterController {
  /** Subscribes an e-mail; subscribing twice is harmless and answers the same. */
  async store({ request, response, session }: HttpContext) {
    const { email } = await request.validateUsing(newsletterValidator)
    await NewsletterSubscription.firstOrCreate({ email })
    flashToast(session, 'Inscrição confirmada!', 'Você receberá nossa newsletter semanal.')
    return response.redirect().back()
  }
}
