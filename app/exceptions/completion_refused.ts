/**
 * The lesson's completion rule is not met yet (#domain/completion): nothing
 * changed. `reason` (pt-BR) says what is missing: a toast on the lesson page,
 * 422 JSON for a JSON request (app/exceptions/handler.ts).
 */
export class CompletionRefused extends Error {
  readonly status = 422

  constructor(public reason: string) {
    super(reason)
  }
}
