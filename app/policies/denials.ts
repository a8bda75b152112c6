import { AuthorizationResponse } from '@adonisjs/bouncer'

/*
| Refusals that need more than a status and a message. A policy returns one of
| these instead of `AuthorizationResponse.deny(...)`; the exception handler
| picks the answer by its type. A plain deny answers its status with the
| message (never Bouncer's redirect-back, which looks like a success).
*/

/** The admin area: the 403 'Acesso Negado' page, or JSON for the upload endpoint. */
export class StaffDenial extends AuthorizationResponse {
  constructor(message: string) {
    super(false)
    this.message = message
    this.status = 403
  }
}

/** The premium rule: 401 (sign in) or 403 (subscribe), answered by PremiumContentException. */
export class PremiumDenial extends AuthorizationResponse {
  constructor(message: string, status: 401 | 403) {
    super(false)
    this.message = message
    this.status = status
  }
}

/**
 * The course's pacing keeps the lesson closed for now: 403 with the reason
 * ('Disponível em 03/12', 'Conclua a aula 2…'), answered like the premium
 * refusal (PremiumContentException) but without the upgrade offer.
 */
export class PacingDenial extends PremiumDenial {
  constructor(message: string) {
    super(message, 403)
  }
}

/** A form the learner may not submit now: a pt-BR toast (`title`, then the message) and back. */
export class ToastDenial extends AuthorizationResponse {
  constructor(
    public title: string,
    message: string
  ) {
    super(false)
    this.message = message
    this.status = 403
  }
}
