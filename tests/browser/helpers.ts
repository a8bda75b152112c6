import type { BrowserContext, Page } from 'playwright'
import type QuizQuestion from '#models/quiz_question'

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

/**
 * The service worker is opt-in in development and tests (Plataforma 108):
 * every page of this context asks for it, as a member's browser would have it.
 */
export async function optInServiceWorker(context: BrowserContext) {
  await context.addInitScript(() =>
    (globalThis as any).localStorage.setItem('gt-service-worker', 'on')
  )
}

/** Waits until the page is controlled by the service worker. */
export async function controlledByWorker(page: Page) {
  await page.waitForFunction(
    () => (globalThis as any).navigator.serviceWorker.controller !== null,
    null,
    { timeout: 60_000 }
  )
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

/**
 * Answers a lesson quiz in the order its attempt shows the questions (each
 * attempt has its own), the first `right` correctly, then finishes it: the
 * question is read from the screen and its option picked by its text,
 * wherever the shuffle put it.
 */
export async function answerLessonQuiz(page: Page, questions: QuizQuestion[], right: number) {
  const total = questions.length
  for (let index = 0; index < total; index++) {
    await page.getByText(`Pergunta ${index + 1} de ${total}`).waitFor()
    const shown = await page.getByRole('radiogroup').getAttribute('aria-label')
    const question = questions.find((item) => item.question === shown)!
    const choice = index < right ? question.correctIndexes[0] : (question.correctIndexes[0] + 1) % 4
    await page.getByRole('radio', { name: question.options[choice], exact: true }).click()
    await page.getByRole('button', { name: 'Ver Resultado' }).click()
    await page.getByText(index < right ? 'Correto!' : 'Incorreto!', { exact: true }).waitFor()
    await page.getByText(question.explanation).waitFor()
    if (index < total - 1) await page.getByRole('button', { name: 'Próxima Pergunta' }).click()
  }
  await page.getByRole('button', { name: 'Finalizar Quiz' }).click()
}
