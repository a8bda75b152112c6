import logger from '@adonisjs/core/services/logger'
import type { MentorEvent } from '#services/mentor/mentor_service'
import { MENTOR_TEXTS } from '#domain/mentor/mentor'

/**
 * A mentor answer as NDJSON lines. Once the first line is sent the status
 * and headers are gone, so the exception handler can no longer answer: an
 * unexpected failure is logged and ends the stream with the pt-BR error event.
 */
export async function* mentorAnswerLines(events: AsyncGenerator<MentorEvent>) {
  try {
    for await (const event of events) yield `${JSON.stringify(event)}\n`
  } catch (error) {
    logger.error({ err: error }, 'mentor answer failed')
    const failed: MentorEvent = { type: 'error', message: MENTOR_TEXTS.providerFailed }
    yield `${JSON.stringify(failed)}\n`
  }
}
