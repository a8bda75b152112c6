import { policies } from '#policies/main'
import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Creates the request's Bouncer, so controllers can `ctx.bouncer.authorize(...)`. */
export default class InitializeBouncerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    /* Every rule is a policy (app/policies): there are no free-standing abilities. */
    ctx.bouncer = new Bouncer(() => ctx.auth.user || null, {}, policies).setContainerResolver(
      ctx.containerResolver
    )
    if ('view' in ctx) {
      ;(ctx as any).view.share(ctx.bouncer.edgeHelpers)
    }
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    bouncer: Bouncer<Exclude<HttpContext['auth']['user'], undefined>, {}, typeof policies>
  }
}
