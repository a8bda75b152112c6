/*
| The demo media of the seeded courses: where each file lives (the same key
| in database/demo_media/ and in the Drive buckets), how captions are timed
| and written (WebVTT), and the cover illustrations. Pure rules shared by
| bin/make_demo_media.ts, the seeder and the lesson page; unit-tested.
*/
import type { CourseCategory, LessonType } from './catalog.js'

/** Shortest demo video: short lessons hold their last slide until then. */
export const DEMO_MEDIA_MIN_SECONDS = 30

/** Longest caption cue, in characters (two lines of a 640 px player). */
export const CAPTION_CUE_MAX_CHARS = 84

export type DemoLessonMedia =
  | { kind: 'video'; file: string; captions: string }
  | { kind: 'audio'; file: string; captions?: undefined }
  | { kind: 'pdf'; file: string; captions?: undefined }

function pad(position: number) {
  return String(position).padStart(2, '0')
}

/**
 * Storage keys of a seeded course's demo media, which are also their paths
 * under database/demo_media/. Lesson videos and podcasts are protected
 * (course-videos/, served by /aulas/:id/video); PDFs are lesson materials
 * (course-materials/, served by /materiais/:id/arquivo); the preview video
 * and the cover are public marketing (course-thumbnails/, served at /uploads).
 */
export function demoMediaFiles(slug: string) {
  return {
    cover: `course-thumbnails/demo/${slug}.svg`,
    preview: {
      video: `course-thumbnails/demo/${slug}-previa.webm`,
      captions: `course-thumbnails/demo/${slug}-previa.vtt`,
    },
    /** The media of the lesson at this position of the course (1-based), by its type. */
    lesson(position: number, type: LessonType): DemoLessonMedia | null {
      const base = `${slug}/aula-${pad(position)}`
      if (type === 'video') {
        return {
          kind: 'video',
          file: `course-videos/demo/${base}.webm`,
          captions: `course-videos/demo/${base}.vtt`,
        }
      }
      if (type === 'podcast') return { kind: 'audio', file: `course-videos/demo/${base}.webm` }
      if (type === 'pdf') return { kind: 'pdf', file: `course-materials/demo/${base}.pdf` }
      return null
    },
  }
}

/** The captions that go with a stored video: same key, '.vtt' extension. */
export function captionsKeyFor(videoKey: string) {
  const slash = videoKey.lastIndexOf('/')
  const dot = videoKey.lastIndexOf('.')
  return `${dot > slash ? videoKey.slice(0, dot) : videoKey}.vtt`
}

/** Markdown reduced to the words a narrator reads: no marks, links keep their text. */
export function markdownToPlainText(markdown: string) {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s*(.*)$/gm, '$1.')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*\|?[-:| ]+\|?\s*$/gm, ' ')
    .replace(/\|/g, ', ')
    .replace(/[*_`~]+/g, '')
    .replace(/\.\.+/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
}

export type CaptionCue = { start: number; end: number; text: string }

/** Sentences, then clauses, then words, so no cue passes CAPTION_CUE_MAX_CHARS. */
function splitForCaptions(text: string): string[] {
  const pieces: string[] = []
  for (const sentence of text.match(/[^.!?]+[.!?]*/g) ?? []) {
    let current = ''
    for (const word of sentence.trim().split(/\s+/)) {
      if (!word) continue
      const candidate = current ? `${current} ${word}` : word
      if (candidate.length > CAPTION_CUE_MAX_CHARS && current) {
        pieces.push(current)
        current = word
      } else {
        current = candidate
      }
    }
    if (current) pieces.push(current)
  }
  return pieces
}

/**
 * Caption cues for narrated segments played one after the other: each
 * segment's time is shared among its pieces in proportion to their length.
 */
export function captionCues(segments: { text: string; seconds: number }[]): CaptionCue[] {
  const cues: CaptionCue[] = []
  let clock = 0
  for (const segment of segments) {
    const pieces = splitForCaptions(segment.text)
    const characters = pieces.reduce((sum, piece) => sum + piece.length, 0)
    let start = clock
    for (const piece of pieces) {
      const length = (segment.seconds * piece.length) / characters
      cues.push({ start, end: start + length, text: piece })
      start += length
    }
    clock += segment.seconds
  }
  return cues
}

/** 75.5 → '00:01:15.500' */
export function vttTimestamp(seconds: number) {
  const millis = Math.round(seconds * 1000)
  const h = Math.floor(millis / 3_600_000)
  const m = Math.floor((millis % 3_600_000) / 60_000)
  const s = Math.floor((millis % 60_000) / 1000)
  const ms = millis % 1000
  const two = (value: number) => String(value).padStart(2, '0')
  return `${two(h)}:${two(m)}:${two(s)}.${String(ms).padStart(3, '0')}`
}

export function webVtt(cues: CaptionCue[]) {
  const body = cues
    .map(
      (cue, index) =>
        `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`
    )
    .join('\n\n')
  return `WEBVTT\n\n${body}\n`
}

/** The words of a WebVTT file, for the search index (no header, numbers or timings). */
export function captionsText(vtt: string) {
  return vtt
    .replace(/^\uFEFF/, '')
    .split(/\r?\n\r?\n/)
    .slice(1)
    .map((block) =>
      block
        .split(/\r?\n/)
        .filter((line) => line.trim() && !line.includes('-->') && !/^\d+$/.test(line.trim()))
        .join(' ')
    )
    .filter((text) => text && !/^(NOTE|STYLE|REGION)\b/.test(text))
    .join(' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const COVER_PALETTES: Record<CourseCategory, [string, string, string]> = {
  ai: ['#0f3d2e', '#1f7a45', '#86efac'],
  cultivo: ['#14532d', '#3f8f3a', '#bef264'],
  business: ['#1e3a5f', '#1f7a6b', '#fde68a'],
  science: ['#3b1f5f', '#1f6f7a', '#a7f3d0'],
}

/** A cannabis leaf of seven leaflets, drawn with paths (no emoji font needed). */
function leaf(color: string) {
  const leaflets = [
    [0, 1],
    [-28, 0.85],
    [28, 0.85],
    [-58, 0.65],
    [58, 0.65],
    [-88, 0.42],
    [88, 0.42],
  ]
  return leaflets
    .map(
      ([angle, scale]) =>
        `<path transform="rotate(${angle}) scale(${scale})" d="M0 0 C 26 -40 22 -120 0 -170 C -22 -120 -26 -40 0 0 Z" fill="${color}"/>`
    )
    .join('')
}

/** The cover of a seeded course: a gradient, rings and a leaf, in the course's palette. */
export function coverSvg(slug: string, category: CourseCategory) {
  const [dark, mid, light] = COVER_PALETTES[category]
  const seed = [...slug].reduce((sum, character) => sum + character.charCodeAt(0), 0)
  const angle = seed % 40
  const id = `g${seed}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#${id})"/>
<circle cx="${480 + (seed % 60)}" cy="${70 + (seed % 50)}" r="150" fill="none" stroke="${light}" stroke-opacity="0.18" stroke-width="22"/>
<circle cx="${110 + (seed % 40)}" cy="${300 - (seed % 30)}" r="90" fill="${light}" fill-opacity="0.10"/>
<g transform="translate(320 250) rotate(${angle - 20})">${leaf(light)}<rect x="-3" y="0" width="6" height="90" rx="3" fill="${light}"/></g>
</svg>
`
}
