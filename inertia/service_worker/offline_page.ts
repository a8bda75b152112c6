/*
| The pages the worker writes when the network is gone (no request can reach
| the server): plain HTML in the brand's colours, light or dark as the system
| asks. `workerPage` is their shared shell; `offlinePage` is what a page that
| needs the network shows.
*/

export const OFFLINE_TITLE = 'Você está offline'
export const OFFLINE_TEXT =
  'Esta página precisa de conexão. As aulas salvas para ler offline continuam disponíveis.'

const BASE_STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f8fcf9;color:#14261b}
a{color:#1f7a45}
@media (prefers-color-scheme: dark){body{background:#0f1a13;color:#e6f4ea}a{color:#7fd6a0}}`

/** A pt-BR page: its title (already escaped), its own style rules after the shared ones, its body. */
export function workerPage(title: string, style: string, body: string) {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light dark" />
<title>${title} · Ganja Talks</title>
<style>
${BASE_STYLE}
${style}
</style>
</head>
<body>
${body}
</body>
</html>`
}

export function offlinePage() {
  return workerPage(
    OFFLINE_TITLE,
    `body{min-height:100vh;display:grid;place-items:center}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{line-height:1.5}
main a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#1f7a45;color:#fff;text-decoration:none}`,
    `<main>
<h1>${OFFLINE_TITLE}</h1>
<p>${OFFLINE_TEXT}</p>
<a href="">Tentar de novo</a>
</main>`
  )
}
