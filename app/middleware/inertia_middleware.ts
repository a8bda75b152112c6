import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import UserTransformer from '#transformers/user_transformer'
import type { ToastFlash } from '#services/platform/flash'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'
import StripeClientService from '#services/subscription/stripe_client_service'
import PremiumOfferService from '#services/subscription/premium_offer_service'
import SubscriptionStatusTransformer from '#transformers/subscription_status_transformer'
import RealtimeService from '#services/messaging/realtime_service'
import { appUrl } from '#config/app'
import { usePageShell } from '#services/platform/page_shell'
import { streamUidFor } from '#services/messaging/realtime_streams'

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /**
   * Props every page receives. A page can be rendered before the session
   * and auth middleware ran (the 404 page), so both may be missing.
   */
  async share(ctx: HttpContext) {
    const { auth } = ctx as Partial<HttpContext>
    const user = auth?.user
    if (user) {
      /* The session check (session_version_middleware) has usually loaded both already. */
      await user.loadOnce('profile')
      await user.loadOnce('adminRole')
    }

    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      user: ctx.inertia.always(user ? UserTransformer.transform(user) : null),
      currentPath: ctx.request.url(),
      /* Absolute share links (og:url, og:image, canonical) of the pages' <Seo>. */
      appUrl: appUrl.replace(/\/+$/, ''),
      /* Re-checked by the pages with router.reload({ only: ['subscription'] }) (see use_subscription_status). */
      subscription: ctx.inertia.always(await this.subscription(user)),
      /* The header's unread counts (messages, bell); kept live over Transmit (channel users/{id}). */
      unread: user ? () => new RealtimeService().unreadCounts(user.id) : null,
      /* The Transmit client id of this page, bound to the session; visitors open no stream. */
      realtimeUid: user ? streamUidFor(ctx) : null,
      /* For plain HTML forms (checkout and portal open in a new tab): the hidden `_csrf` field. */
      csrfToken: (ctx.request.csrfToken as string | undefined) ?? null,
    }
  }

  /** The shared `subscription` prop; the annual Pix price only for a member who may buy it. */
  private async subscription(user: HttpContext['auth']['user']) {
    const snapshot = await new SubscriptionStatusService().forUser(user)
    const mayBuy = Boolean(user) && snapshot.canBuyAnnual
    return SubscriptionStatusTransformer.transform({
      ...snapshot,
      paymentsEnabled: new StripeClientService().paymentsEnabled(),
      annualOffer: mayBuy ? await new PremiumOfferService().annualPix() : null,
    })
  }

  /**
   * The page's first-class flash bag: the toast a previous request queued
   * (app/services/platform/flash.ts). Empty when there is none, so Inertia fires no
   * flash event; a partial reload reads the next request's (empty) flash.
   */
  flash(ctx: HttpContext): { toast?: ToastFlash } {
    const toast = (ctx as Partial<HttpContext>).session?.flashMessages.get('toast') as
      ToastFlash | undefined
    return toast ? { toast } : {}
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    usePageShell(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
