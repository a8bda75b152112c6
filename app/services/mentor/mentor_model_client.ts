import OpenAI from 'openai'
import logger from '@adonisjs/core/services/logger'
import type { ChatMessage } from '#domain/mentor/mentor'
import { mentorSettings } from '#services/mentor/mentor_settings'

/** Why the provider gave no usable answer (each has its pt-BR text in MENTOR_TEXTS). */
export class MentorProviderError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown }
  ) {
    super(`mentor provider ${reason}`, options)
  }
}

/**
 * Streams an answer from any OpenAI-compatible chat-completions endpoint
 * (OpenAI, Azure OpenAI's v1 API, Ollama, vLLM…) through the official SDK:
 * `stream: true`, server-sent chunks parsed by the SDK, text deltas yielded
 * as they arrive. Silence for `timeoutMs` (before the first chunk or between
 * two) aborts the request; an HTTP error, a broken stream or an answer with
 * no text become a MentorProviderError.
 */
export default class MentorModelClient {
  async *stream(messages: ChatMessage[]): AsyncGenerator<string> {
    const settings = mentorSettings()
    const client = new OpenAI({
      baseURL: settings.apiUrl!,
      /* Local servers (Ollama, vLLM) accept any key. */
      apiKey: settings.apiKey ?? 'sem-chave',
      maxRetries: 0,
      timeout: settings.timeoutMs,
      /* Failures are logged once below, with the reason the learner is told. */
      logLevel: 'off',
    })
    const controller = new AbortController()
    let timedOut = false
    let timer: NodeJS.Timeout | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timedOut = true
        controller.abort()
      }, settings.timeoutMs)
    }

    let produced = false
    try {
      arm()
      const stream = await client.chat.completions.create(
        { model: settings.model, messages, stream: true, temperature: 0.2 },
        { signal: controller.signal }
      )
      for await (const chunk of stream) {
        arm()
        const delta = chunk?.choices?.[0]?.delta?.content
        if (typeof delta === 'string' && delta.length) {
          produced = true
          yield delta
        }
      }
    } catch (error) {
      if (error instanceof MentorProviderError) throw error
      const timeout = timedOut || error instanceof OpenAI.APIConnectionTimeoutError
      logger.warn({ err: error, timeout }, 'mentor provider gave no answer')
      throw new MentorProviderError(timeout ? 'timeout' : 'failed', { cause: error })
    } finally {
      clearTimeout(timer)
      controller.abort()
    }
    if (!produced) throw new MentorProviderError('failed')
  }
}
