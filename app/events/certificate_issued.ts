import { BaseEvent } from '@adonisjs/core/events'

/** A learner's certificate of a course was issued (for the certificates feature to dispatch). */
export default class CertificateIssued extends BaseEvent {
  constructor(
    public userId: number,
    public course: { id: number; title: string; slug: string }
  ) {
    super()
  }
}
