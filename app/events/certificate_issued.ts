import { BaseEvent } from '@adonisjs/core/events'

/** A learner's certificate of a course was issued (CertificateService, after the commit). */
export default class CertificateIssued extends BaseEvent {
  constructor(
    public userId: number,
    public course: { id: number; title: string; slug: string },
    /** The certificate's public id (its page is linked from the e-mail) */
    public certificateId: string | null = null
  ) {
    super()
  }
}
