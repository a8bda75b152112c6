import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { flashError } from '#services/platform/flash'
import { PREMIUM_DENIALS } from '#policies/premium_policy'
import { PacingDenial } from '#policies/denials'

const TOAST = {
  title: 'Conteúdo exclusivo do Plano Premium',
  description: 'Assine o Plano Premium para continuar esta aula.',
}

const PACED_TOAST_TITLE = 'Aula ainda bloqueada'

/**
 * A lesson's content, file or action was refused by the premium rule
 * (LessonPolicy / PremiumPolicy). Always a plain refusal, never a silent
 * success: 403 (subscribe) or 401 (sign in) with a pt-BR message for JSON
 * and crafted requests; a toast and the previous page for an Inertia visit;
 * the upgrade page when a browser opens a locked file.
 */
export default class PremiumContentException extends Exception {
  static code = 'E_PREMIUM_CONTENT'

  /** The course's pacing refused it (PacingDenial): the message is the reason, no upgrade offer. */
  paced = false

  static fromDenial(denial: { status?: number; message?: string }) {
    const status = denial.status === 401 ? 401 : 403
    const message =
      denial.message ||
      (status === 401 ? PREMIUM_DENIALS.sign_in_required : PREMIUM_DENIALS.premium_required).message
    const exception = new PremiumContentException(message, { status })
    exception.paced = denial instanceof PacingDenial
    return exception
  }

  async handle(error: this, ctx: HttpContext) {
    const signIn = error.status === 401
    if (ctx.request.header('x-inertia')) {
      if (signIn) return ctx.response.redirect().toRoute('auth.show')
      if (error.paced) flashError(ctx.session, PACED_TOAST_TITLE, error.message)
      else flashError(ctx.session, TOAST.title, TOAST.description)
      return ctx.response.redirect().back()
    }
    const wantsHtml =
      ctx.request.method() === 'GET' && ctx.request.accepts(['html', 'json']) === 'html'
    if (wantsHtml) {
      if (signIn) return ctx.response.redirect().toRoute('auth.show')
      ctx.response.status(403)
      return ctx.response.send(
        await ctx.inertia.render('lessons/locked', {
          reason: error.paced ? ('paced' as const) : ('premium_required' as const),
          message: error.message,
        })
      )
    }
    return ctx.response.status(error.status).send({ message: error.message })
  }
}
