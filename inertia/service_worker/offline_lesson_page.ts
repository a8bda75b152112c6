/*
| A lesson saved to read offline, as the worker shows it when its page cannot
| be reached: plain HTML with the 'offline' banner, the lesson's text (already
| sanitized by the server), its images and PDFs from the cache, and the notes
| box, whose small script is the only one the page's CSP allows (by nonce).
*/

import { OFFLINE_TITLE, workerPage } from './offline_page'
import {
  OFFLINE_OWNER_KEY,
  WORKER_MESSAGES,
  type OfflineLessonCopy,
  type PendingNote,
} from './offline_keys'

export const OFFLINE_LESSON_BANNER = 'Você está offline. Esta aula foi salva neste aparelho.'
export const NOTE_KEPT = 'Salva neste aparelho. Será enviada quando a conexão voltar.'
export const NOTE_SENT = 'Sincronizado'
export const NOTE_NOT_KEPT =
  'Não foi possível guardar a anotação neste aparelho. Copie o texto antes de sair.'
export const NOTE_REFUSED =
  'O site não aceitou esta anotação (a aula pode ter saído do ar). Copie o texto antes de sair.'

function escape(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/* Runs in the page: keeps what is typed through the worker, sends it when the connection returns. */
const NOTES_SCRIPT = `
const box = document.getElementById('anotacoes')
const status = document.getElementById('estado-anotacoes')
const banner = document.getElementById('aviso-offline')
const lessonId = Number(box.dataset.lesson)
const notesUrl = box.dataset.notesUrl
const ownerId = Number(localStorage.getItem('${OFFLINE_OWNER_KEY}'))
let typing = null
let waiting = box.dataset.waiting === '1'
let retry = null
let retryDelay = 1000
function ask(message) {
  return new Promise((resolve) => {
    const worker = navigator.serviceWorker.controller
    if (!worker) return resolve(null)
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => resolve(event.data)
    worker.postMessage(message, [channel.port2])
  })
}
function xsrfToken() {
  const entry = document.cookie.split('; ').find((item) => item.startsWith('XSRF-TOKEN='))
  return entry ? decodeURIComponent(entry.slice('XSRF-TOKEN='.length)) : null
}
/* The connection may come back before the site answers: asks again, less and less often, while online. */
async function send() {
  clearTimeout(retry)
  if (!waiting || !Number.isSafeInteger(ownerId)) return
  const answer = await ask({ type: '${WORKER_MESSAGES.sendNotes}', xsrfToken: xsrfToken(), ownerId })
  const outcome = answer && answer[lessonId]
  if (typing) return
  if (outcome === 'refused') {
    waiting = false
    status.textContent = ${JSON.stringify(NOTE_REFUSED)}
  } else if (outcome) {
    waiting = false
    retryDelay = 1000
    if (outcome.body !== box.value) box.value = outcome.body
    status.textContent = ${JSON.stringify(NOTE_SENT)}
  } else if (navigator.onLine) {
    retry = setTimeout(send, retryDelay)
    retryDelay = Math.min(retryDelay * 2, 30000)
  }
}
box.addEventListener('input', () => {
  status.textContent = 'Salvando neste aparelho…'
  clearTimeout(typing)
  typing = setTimeout(async () => {
    typing = null
    const kept = await ask({ type: '${WORKER_MESSAGES.keepNote}', note: { lessonId, notesUrl, ownerId, body: box.value, typedAt: new Date().toISOString() } })
    if (!kept) {
      status.textContent = ${JSON.stringify(NOTE_NOT_KEPT)}
      return
    }
    waiting = true
    status.textContent = ${JSON.stringify(NOTE_KEPT)}
    if (navigator.onLine) send()
  }, 300)
})
window.addEventListener('online', () => {
  banner.textContent = 'A conexão voltou. '
  const reload = document.createElement('a')
  reload.href = location.pathname
  reload.textContent = 'Abrir a aula completa'
  banner.append(reload)
  retryDelay = 1000
  send()
})
window.addEventListener('offline', () => {
  clearTimeout(retry)
  banner.textContent = ${JSON.stringify(OFFLINE_LESSON_BANNER)}
})
if (navigator.onLine) send()
`

export function offlineLessonPage(
  copy: OfflineLessonCopy,
  pending: PendingNote | undefined,
  nonce: string
) {
  const { lesson, course, moduleTitle } = copy
  const note = pending?.body ?? copy.note?.body ?? ''
  const images = copy.images
    .filter((src) => !copy.html.includes(`src="${escape(src)}"`))
    .map((src) => `<img src="${escape(src)}" alt="Imagem da aula ${escape(lesson.title)}" />`)
    .join('\n')
  const pdfs = copy.pdfs
    .map((pdf) => `<li><a href="${escape(pdf.url)}">Abrir o PDF: ${escape(pdf.title)}</a></li>`)
    .join('\n')
  return workerPage(
    `${escape(lesson.title)} · ${OFFLINE_TITLE}`,
    `body{line-height:1.6}
.banner{margin:0;padding:.75rem 1rem;background:#1f7a45;color:#fff;text-align:center;font-weight:600}
.banner a{color:#fff}
main{max-width:48rem;margin:0 auto;padding:1.5rem 1rem 3rem}
img{max-width:100%;height:auto}
textarea{box-sizing:border-box;width:100%;min-height:10rem;font:inherit;padding:.5rem;border-radius:.5rem}
.muted{opacity:.75;font-size:.9rem}`,
    `<p class="banner" id="aviso-offline" role="status">${OFFLINE_LESSON_BANNER}</p>
<main>
<p class="muted">${escape(course.title)}${moduleTitle ? ` · ${escape(moduleTitle)}` : ''}</p>
<h1>${escape(lesson.title)}</h1>
<article>${copy.html}</article>
${images}
${pdfs ? `<h2>Materiais</h2><ul>${pdfs}</ul>` : ''}
<h2><label for="anotacoes">Minhas anotações</label></h2>
<textarea id="anotacoes" maxlength="20000" data-lesson="${lesson.id}" data-notes-url="${escape(lesson.notesUrl)}" data-waiting="${pending ? 1 : 0}">${escape(note)}</textarea>
<p class="muted" id="estado-anotacoes" aria-live="polite">${pending ? NOTE_KEPT : ''}</p>
</main>
<script nonce="${nonce}">${NOTES_SCRIPT}</script>`
  )
}

/** Its own CSP: nothing but its images, its PDFs' links, the notes script and calls to this site. */
export function offlineLessonHeaders(nonce: string) {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
  }
}
