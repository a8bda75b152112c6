import type { Page } from 'playwright'

/**
 * Server-rendered pages look ready before React takes them over, and a click
 * then does nothing. The layout marks its main region `aria-busy` until then
 * (as a screen reader is told): wait until the main region is no longer busy.
 */
export async function hydrated<T extends Page>(page: T) {
  /* The first page of a run waits for Vite to bundle the client in development mode. */
  await page.locator('main[aria-busy="false"]').waitFor({ timeout: 90_000 })
  return page
}

/** The visible toast (Radix also mirrors its text in a screen-reader status region). */
export function toastWith(page: Page, text: string) {
  return page.getByTestId('toast').getByText(text)
}

/**
 * The lesson's progress badge. Matched exactly: a toast such as 'Aula concluída!' or
 * 'Aula marcada como em andamento' is mirrored in another status region for a moment.
 */
export function lessonBadge(page: Page, text: 'Concluída' | 'Em andamento' | 'Não aprovado') {
  return page.getByRole('status').getByText(text, { exact: true })
}

type SigningContext = {
  pages(): Page[]
  loginAs(user: unknown): Promise<void>
}

/**
 * Signs the browser in as another member. The previous member's pages are
 * closed (or `keep` is sent to a blank page) first: a request of theirs still
 * in flight could otherwise answer after the switch and put their session
 * cookie back.
 */
export async function switchMember(context: SigningContext, user: unknown, keep?: Page) {
  for (const open of context.pages()) {
    if (open === keep) await open.goto('about:blank')
    else await open.close()
  }
  await context.loginAs(user)
}
