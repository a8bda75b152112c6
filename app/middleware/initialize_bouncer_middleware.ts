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
    /* No Edge template asks for the abilities (@can): the pages are React, the e-mails take none. */
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    bouncer: Bouncer<Exclude<HttpContext['auth']['user'], undefined>, {}, typeof policies>
  }
}
