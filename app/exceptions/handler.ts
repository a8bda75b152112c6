import app from '@adonisjs/core/services/app'
import { type AuthorizationResponse, errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { errors as shieldErrors } from '@adonisjs/shield'
import { type HttpContext, ExceptionHandler, errors as httpErrors } from '@adonisjs/core/http'
import type { HttpError, StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { flashError } from '#services/platform/flash'
import { PremiumDenial, StaffDenial, ToastDenial } from '#policies/denials'
import { AdminRefusal } from '#exceptions/admin_refusal'
import { UploadRejected } from '#exceptions/upload_rejected'
import { CompletionRefused } from '#exceptions/completion_refused'
import AdminAccessDeniedException from '#exceptions/admin_access_denied_exception'
import PremiumContentException from '#exceptions/premium_content_exception'
import NotFoundException, { type NotFoundKind } from '#exceptions/not_found_exception'
import { MentorLimitError } from '#services/mentor/mentor_service'
import { WriteLimitExceeded } from '#exceptions/write_limit_exceeded'
import { TOO_MANY_WRITES_TITLE } from '#domain/platform/write_limits'
import { routeTraits, type ToastAnswer } from '#services/platform/route_traits'
import { isRealtimeRequest } from '#middleware/realtime_without_cookies_middleware'

/* Lucid's `findOrFail` misses, by model, as the app's own not-found. */
const MODEL_KINDS: Record<string, NotFoundKind> = {
  Course: 'course',
  CourseModule: 'module',
  Lesson: 'lesson',
  User: 'member',
  ForumDiscussion: 'discussion',
  Certificate: 'certificate',
}

/**
 * Errors become answers here, by type, so controllers only `authorize(...)`,
 * `findOrFail(...)` and let business refusals throw. Every "not found" is a
 * NotFoundException: the 404 page, or `{ message }` for JSON. Anything else
 * is a real error: reported, and answered 500 (the 'Erro no servidor' page in
 * production), or with the toast its route declared (`whenFailing`).
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

  /**
   * A 404 is routine (crawlers, typos): a debug line, with the path cut to
   * NOT_FOUND_PATH_SHOWN characters, so huge or repeated paths cannot fill the log.
   */
  private renderNotFound(ctx: HttpContext) {
    ctx.logger.debug({ path: shortened(ctx.request.url(true)) }, 'página não encontrada')
    return ctx.inertia.render('errors/not_found', { path: shortened(ctx.request.url()) })
  }

  /** Refusals the user is told about below are expected, not errors to report. */
  protected shouldReport(error: HttpError) {
    if (
      error instanceof AdminRefusal ||
      error instanceof UploadRejected ||
      error instanceof CompletionRefused ||
      error instanceof MentorLimitError ||
      error instanceof WriteLimitExceeded
    )
      return false
    /* Not found is logged once, at debug, by renderNotFound (the router's message carries the whole path). */
    if (error.status === 404) return false
    return super.shouldReport(error)
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
      return this.#refuse(error.response, ctx)
    }
    if (error instanceof lucidErrors.E_ROW_NOT_FOUND) {
      const answer = routeTraits(ctx.route?.name).rowMissing
      if (answer) return this.#toast(answer, ctx)
      return super.handle(
        new NotFoundException(MODEL_KINDS[error.model?.name ?? ''] ?? 'page'),
        ctx
      )
    }
    if (error instanceof httpErrors.E_ROUTE_NOT_FOUND) {
      return super.handle(new NotFoundException('page'), ctx)
    }
    /* A write over its limit (start/limiter.ts): nothing was written. */
    if (error instanceof WriteLimitExceeded) {
      return this.#tooManyWrites(error, ctx)
    }
    /* The learner's daily questions to the mentor are used up. */
    if (error instanceof MentorLimitError) {
      return ctx.response.tooManyRequests({ message: error.message })
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
    /*
     * A real-time subscription sent with the token of a session just ended
     * (a sign-out in this tab) is not the person's form: 403 (the session
     * hands the toast waiting for the next page on, quiet_session_middleware).
     */
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN && isRealtimeRequest(ctx.request)) {
      return ctx.response.forbidden({ message: 'Sessão expirada. Recarregue a página.' })
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
    /* Something unexpected on a form whose route declared what to tell the user. */
    const failure = routeTraits(ctx.route?.name).failure
    if (
      failure &&
      'session' in ctx &&
      this.#isUnexpected(error) &&
      ctx.request.accepts(['html', 'json']) !== 'json'
    ) {
      return this.#toast(failure, ctx)
    }
    return super.handle(error, ctx)
  }

  /**
   * JSON callers get 429 with Retry-After; a form goes back with the pt-BR
   * toast and what the member typed (passwords and the CSRF token aside).
   */
  #tooManyWrites(error: WriteLimitExceeded, ctx: HttpContext) {
    const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds))
    if (!('session' in ctx) || ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response
        .status(429)
        .header('Retry-After', String(seconds))
        .send({ message: error.message, errors: [{ message: error.message }] })
    }
    ctx.session.flashExcept(['_csrf', '_method', 'password', 'password_confirmation'])
    flashError(ctx.session, TOO_MANY_WRITES_TITLE, error.message)
    return ctx.response.redirect().back()
  }

  /** A server error that does not answer for itself (no `handle` of its own). */
  #isUnexpected(error: unknown) {
    const httpError = this.toHttpError(error)
    return httpError.status >= 500 && typeof httpError.handle !== 'function'
  }

  /** A destructive toast, then the declared page (or back); named form fields are given back. */
  #toast(answer: ToastAnswer, ctx: HttpContext) {
    if (answer.keepInput) ctx.session.flashOnly(answer.keepInput)
    flashError(ctx.session, answer.title, answer.description)
    if (!answer.redirectTo) return ctx.response.redirect().back()
    /* A declared name, checked against the router by tests/unit/platform/route_tables.spec.ts. */
    const redirect = ctx.response.redirect()
    const toRoute = redirect.toRoute as (name: string, ...rest: unknown[]) => void
    return toRoute.call(redirect, answer.redirectTo, {}, { qs: answer.qs })
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
    /* A policy that hides what the user may not see (a hidden discussion). */
    if (denial.status === 404) {
      return super.handle(new NotFoundException('page', denial.message ?? undefined), ctx)
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

/** How much of an unknown path the 404 page shows and the debug log keeps. */
export const NOT_FOUND_PATH_SHOWN = 200

function shortened(path: string) {
  return path.length > NOT_FOUND_PATH_SHOWN ? `${path.slice(0, NOT_FOUND_PATH_SHOWN)}…` : path
}
