/*
| Waiting for what another process does (an app instance, a Redis relay):
| polls a check, as a visitor would reload, instead of sleeping. Not a spec file.
*/

/** Polls until `check` holds, failing with `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`não aconteceu em ${timeoutMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
