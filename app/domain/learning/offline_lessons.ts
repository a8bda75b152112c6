/*
| Lessons saved to read offline (docs/decisions.md, Plataforma 109–113): which
| ones can be, and the copy the server gives the device (GET /aulas/:id/offline),
| read by the page that stores it and the service worker that shows it.
*/
import type { LessonRenderer } from '../catalog/lesson_types.js'

/** Text and PDF lessons are read; the others play, grade or simulate and need the network. */
export function readableOffline(renderer: LessonRenderer) {
  return renderer === 'markdown' || renderer === 'pdf'
}

export const NOT_OFFLINE_MESSAGE = 'Só aulas de texto ou PDF podem ser salvas para ler offline.'

export type OfflineLessonCopy = {
  lesson: { id: number; title: string; url: string; notesUrl: string }
  course: { title: string }
  moduleTitle: string | null
  /** The lesson's Markdown as the page renders it: GFM, raw HTML dropped, sanitized */
  html: string
  /** Same-site images of the text and image materials, stored with it */
  images: string[]
  pdfs: { title: string; url: string }[]
  note: { body: string; updatedAt: string | null } | null
}
