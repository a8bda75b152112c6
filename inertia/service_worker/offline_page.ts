/*
| What a page that needs the network shows offline: plain HTML written by the
| worker (no request can reach the server), in the brand's colours, light or
| dark as the system asks.
*/

export const OFFLINE_TITLE = 'Você está offline'
export const OFFLINE_TEXT =
  'Esta página precisa de conexão. As aulas salvas para ler offline continuam disponíveis.'

export function offlinePage() {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light dark" />
<title>${OFFLINE_TITLE} · Ganja Talks</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fcf9;color:#14261b}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#1f7a45;color:#fff;text-decoration:none}
@media (prefers-color-scheme: dark){body{background:#0f1a13;color:#e6f4ea}}
</style>
</head>
<body>
<main>
<h1>${OFFLINE_TITLE}</h1>
<p>${OFFLINE_TEXT}</p>
<a href="">Tentar de novo</a>
</main>
</body>
</html>`
}
