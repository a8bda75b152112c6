import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DashboardService from '#services/learning/dashboard_service'
import CheckoutConfirmationService from '#services/subscription/checkout_confirmation_service'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'
import DashboardTransformer from '#transformers/dashboard_transformer'

@inject()
export default class DashboardController {
  constructor(
    private dashboard: DashboardService,
    private checkouts: CheckoutConfirmationService,
    private subscriptions: SubscriptionStatusService
  ) {}

  /**
   * The learner's dashboard (needs a session), from real progress. Back from
   * Stripe Checkout (`?success=true&session_id=…`), `checkout` says whether
   * the subscription is confirmed; the page re-asks for `checkout` alone
   * while it is pending, so the dashboard itself is lazy.
   */
  async show({ inertia, auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const qs = request.qs()
    /* Before rendering: an activation here must show in the shared `subscription` prop too. */
    const checkout =
      qs.success === 'true' ? await this.checkouts.confirm(user, qs.session_id) : null
    return inertia.render('dashboard/show', {
      dashboard: async () =>
        DashboardTransformer.transform(
          await this.dashboard.forUser(user.id, await this.subscriptions.viewer(user))
        ),
      checkout,
    })
  }
}
