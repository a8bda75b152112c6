/*
| Names shared by the service worker and the lesson page for the lessons
| saved to read offline (docs/decisions.md, Plataforma 109–112).
*/

/** Cache Storage: each saved lesson's copy under its page address, and its images and PDFs under theirs. */
export const OFFLINE_LESSONS_CACHE = 'gt-offline-lessons'
/** IndexedDB: notes typed offline, waiting to be sent (one per lesson, the last typed). */
export const OFFLINE_NOTES_DB = 'gt-offline-notes'
/** localStorage: the member whose lessons this browser keeps (another member, or none, removes them). */
export const OFFLINE_OWNER_KEY = 'gt-offline-owner'
/** The header marking a cached copy of a lesson (not one of its files). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Lesson'

export const WORKER_MESSAGES = {
  keepNote: 'gt-keep-note',
  sendNotes: 'gt-send-notes',
} as const

export type { OfflineLessonCopy } from '../../app/domain/learning/offline_lessons'

/** A note typed offline, by the member `ownerId` (only ever sent for them). */
export type PendingNote = {
  lessonId: number
  notesUrl: string
  body: string
  typedAt: string
  ownerId: number
}
