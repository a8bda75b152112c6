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
