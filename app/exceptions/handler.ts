import app from '@adonisjs/core/services/app'
import { type AuthorizationResponse, errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { errors as shieldErrors } from '@adonisjs/shield'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { HttpError, StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { flashError } from '#services/platform/flash'
import { PremiumDenial, StaffDenial, ToastDenial } from '#policies/denials'
import { AdminRefusal } from '#exceptions/admin_refusal'
import { UploadRejected } from '#exceptions/upload_rejected'
import { CompletionRefused } from '#exceptions/completion_refused'
import AdminAccessDeniedException from '#exceptions/admin_access_denied_exception'
import PremiumContentException from '#exceptions/premium_content_exception'
import { missingRowAnswer } from '#exceptions/admin_missing_rows'

/**
 * Errors become answers here, by type, so controllers only `authorize(...)`,
 * `findOrFail(...)` and let business refusals throw. Anything else is a real
 * error: reported, and answered 500 (the 'Erro no servidor' page in production).
 */
export const SERVER_ERROR_MESSAGE = 'Erro no servidor. Tente novamente em alguns instantes.'

export default class HttpExceptionHandler extends ExceptionHandler {
  /* Error details (SQL, stack) only on a developer's machine; the log always has them. */
  protected debug = app.inDev

  /** The 404 page is part of the product, so it renders in every environment. */
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, ctx) => this.renderNotFound(ctx),
    /* In development the detailed error page is more useful than ours. */
    ...(app.inDev
      ? {}
      : {
          '500..599': (_: unknown, ctx: HttpContext) =>
            ctx.inertia.render('errors/server_error', { requestId: ctx.request.id() ?? null }),
        }),
  }

  /** A server error answered as JSON says only a pt-BR message and the request id. */
  async renderErrorAsJSON(error: HttpError, ctx: HttpContext) {
    if (error.status < 500 || this.isDebuggingEnabled(ctx)) {
      return super.renderErrorAsJSON(error, ctx)
    }
    ctx.response
      .status(error.status)
      .send({ message: SERVER_ERROR_MESSAGE, requestId: ctx.request.id() ?? null })
  }

  async renderErrorAsJSONAPI(error: HttpError, ctx: HttpContext) {
    if (error.status < 500 || this.isDebuggingEnabled(ctx)) {
      return super.renderErrorAsJSONAPI(error, ctx)
    }
    ctx.response.status(error.status).send({
      errors: [{ title: SERVER_ERROR_MESSAGE, status: error.status, id: ctx.request.id() ?? null }],
    })
  }

  private renderNotFound(ctx: HttpContext) {
    ctx.logger.info({ path: ctx.request.url(true) }, 'página não encontrada')
    return ctx.inertia.render('errors/not_found', { path: ctx.request.url() })
  }

  /** Refusals the user is told about below are expected, not errors to report. */
  protected shouldReport(error: HttpError) {
    if (
      error instanceof AdminRefusal ||
      error instanceof UploadRejected ||
      error instanceof CompletionRefused
    )
      return false
    return super.shouldReport(error)
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
      return this.#refuse(error.response, ctx)
    }
    if (error instanceof lucidErrors.E_ROW_NOT_FOUND) {
      const answer = missingRowAnswer(ctx.route?.name, ctx.request.method())
      if (answer) {
        flashError(ctx.session, answer.title, answer.description)
        return answer.redirectTo
          ? ctx.response.redirect().toRoute(answer.redirectTo)
          : ctx.response.redirect().back()
      }
    }
    /* A business rule refused an admin action: nothing changed, the toast says why. */
    if (error instanceof AdminRefusal) {
      flashError(ctx.session, error.title, error.description)
      return ctx.response.redirect().back()
    }
    /* A lesson completion its rule does not allow yet: the reason says what is missing. */
    if (error instanceof CompletionRefused) {
      if (ctx.request.accepts(['html', 'json']) === 'json') {
        return ctx.response
          .status(error.status)
          .send({ message: error.reason, errors: [{ message: error.reason }] })
      }
      flashError(ctx.session, 'A aula ainda não pode ser concluída', error.reason)
      return ctx.response.redirect().back()
    }
    if (error instanceof UploadRejected) {
      return ctx.response.status(error.status).send({ errors: { file: error.message } })
    }
    /* An expired form (old CSRF token) goes back with a pt-BR toast instead of an English message. */
    if (
      error instanceof shieldErrors.E_BAD_CSRF_TOKEN &&
      'session' in ctx &&
      ctx.request.accepts(['html', 'json']) !== 'json'
    ) {
      flashError(ctx.session, 'Sessão expirada', 'Recarregue a página e tente novamente.')
      return ctx.response.redirect().back()
    }
    return super.handle(error, ctx)
  }

  /**
   * An authorization denial is always a plain refusal, never Bouncer's
   * redirect-back on a form post (which would look like a success).
   */
  async #refuse(denial: AuthorizationResponse, ctx: HttpContext) {
    if (denial instanceof StaffDenial) {
      return super.handle(new AdminAccessDeniedException(denial.message), ctx)
    }
    if (denial instanceof PremiumDenial) {
      return super.handle(PremiumContentException.fromDenial(denial), ctx)
    }
    if (denial instanceof ToastDenial) {
      flashError(ctx.session, denial.title, denial.message)
      return ctx.response.redirect().back()
    }
    const status = denial.status ?? 403
    const message = denial.message ?? 'Acesso negado.'
    if (ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response.status(status).send({ errors: [{ message }] })
    }
    return ctx.response.status(status).send(message)
  }
}
