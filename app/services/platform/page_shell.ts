import type { HttpContext } from '@adonisjs/core/http'
import vite from '@adonisjs/vite/services/main'
import edge from 'edge.js'
import { THEME_SCRIPT } from '#domain/platform/security_headers'

/*
| The HTML document around every Inertia page, written as a string in code
| rather than an Edge template: Edge post-processes its whole output (trims
| the first and last new lines, fills @stack placeholders), which is a pass
| over every byte of the page, the server-rendered body included. The shell
| is the same as resources/views/inertia_layout.edge was: language, theme
| colours, icon, web app manifest, the theme script (allowed by its hash, see
| #domain/security_headers), Vite's tags, the server-rendered head and body.
*/

export const ROOT_VIEW = 'inertia_layout'
const ENTRY_POINT = 'inertia/app.tsx'

type PageState = {
  page: { ssrHead?: string[]; ssrBody?: string } & Record<string, unknown>
}

/* The page object as @inertia writes it when there is no server rendering. */
function clientSideBody(page: PageState['page']) {
  const json = JSON.stringify(page).replace(/\//g, '\\/')
  return `<script data-page="app" type="application/json">${json}</script><div id="app"></div>`
}

export async function renderPageShell({ page }: PageState, nonce: string | undefined) {
  const ssrHead = page.ssrHead?.length ? page.ssrHead.join('\n') : null
  const refresh = vite.getReactHmrScript(nonce ? { nonce } : {})
  const tags = await vite.generateEntryPointsTags(ENTRY_POINT)
  return (
    '<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n' +
    '<meta charset="utf-8" />\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" />\n' +
    '<meta name="theme-color" content="#1f7a45" media="(prefers-color-scheme: light)" />\n' +
    '<meta name="theme-color" content="#0f1a13" media="(prefers-color-scheme: dark)" />\n' +
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />\n' +
    '<link rel="manifest" href="/manifest.webmanifest" />\n' +
    '<link rel="apple-touch-icon" href="/icons/icon-192.png" />\n' +
    /* A server-rendered page brings its own <title>; a second one would be the one crawlers read. */
    (ssrHead ? '' : '<title>Ganja Talks</title>\n') +
    `<script>${THEME_SCRIPT}</script>\n` +
    (refresh ? `${refresh.toString()}\n` : '') +
    `${tags.join('\n')}\n` +
    (ssrHead ? `${ssrHead}\n` : '') +
    '</head>\n<body class="min-h-screen">\n' +
    (page.ssrBody ?? clientSideBody(page)) +
    '\n</body>\n</html>'
  )
}

/**
 * Inertia renders its root view with `ctx.view.render`; for this request,
 * that one view comes from renderPageShell. Other views still use Edge, whose
 * renderer is made only when one is rendered: making it costs a scan of the
 * views folder (Edge's component list, a file check per component), which a
 * request that renders nothing with Edge, or only its root view, does not
 * pay. What the session and auth middleware share with the views on every
 * request is kept until then and handed over in the same order.
 */
export function usePageShell(ctx: HttpContext) {
  if (!('view' in ctx)) return
  let edgeView: HttpContext['view'] | undefined
  const pendingShares: Record<string, any>[] = [{ request: ctx.request }]
  const edgeRenderer = () => {
    if (edgeView) return edgeView
    const renderer = edge.createRenderer()
    for (const values of pendingShares.splice(0)) renderer.share(values)
    return (edgeView = renderer)
  }
  const view = {
    render: (template: string, state?: Record<string, any>) =>
      template === ROOT_VIEW
        ? renderPageShell(state as PageState, ctx.response.nonce)
        : edgeRenderer().render(template, state),
    share: (values: Record<string, any>) => {
      if (edgeView) edgeView.share(values)
      else pendingShares.push(values)
      return view
    },
  }
  Object.defineProperty(ctx, 'view', { value: view, configurable: true, writable: true })
}
