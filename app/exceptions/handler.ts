import app from '@adonisjs/core/services/app'
import { flashError } from '#services/flash'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  /** The 404 page is part of the product, so it renders in every environment. */
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, ctx) => this.renderNotFound(ctx),
    /* In development the detailed error page is more useful than ours. */
    ...(app.inProduction
      ? {
          '500..599': (_: unknown, ctx: HttpContext) =>
            ctx.inertia.render('errors/server_error', {}),
        }
      : {}),
  }

  private renderNotFound(ctx: HttpContext) {
    ctx.logger.warn({ path: ctx.request.url(true) }, 'página não encontrada')
    return ctx.inertia.render('errors/not_found', { path: ctx.request.url() })
  }

  async handle(error: unknown, ctx: HttpContext) {
    /* An expired form (old CSRF token) goes back with a pt-BR toast instead of an English message. */
    if (
      (error as { code?: string })?.code === 'E_BAD_CSRF_TOKEN' &&
      'session' in ctx &&
      ctx.request.accepts(['html', 'json']) !== 'json'
    ) {
      flashError(ctx.session, 'Sessão expirada', 'Recarregue a página e tente novamente.')
      return ctx.response.redirect().back()
    }
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
