/*
| How a lesson becomes the passages the mentor searches: the lesson's title,
| description and objectives form its first passage; its Markdown content is
| cut at headings into sections, and long sections into pieces of about
| PASSAGE_TARGET characters at paragraph (then sentence) boundaries. Each
| passage keeps the heading path it came from, so a search hit can say where
| in the lesson it is. The words of the video's captions come last, under
| 'Legendas do vídeo', cut the same way.
*/

export const CAPTIONS_HEADING = 'Legendas do vídeo'

export const PASSAGE_TARGET = 700
export const PASSAGE_MAX = 1100

export type LessonText = {
  title: string
  description: string | null
  objectives: string[] | null
  content: string | null
  /** Words of the video's captions (lessons.captions_text) */
  captions?: string | null
}

export type Passage = {
  /** 'Lesson title › Section' */
  heading: string
  /** Plain text (Markdown marks removed) */
  body: string
}

/** Markdown to plain text: no marks, links as their text, one space between words. */
export function plainText(markdown: string) {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*\d+\.\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/[*_`~]+/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}

/** Text cut into pieces of about `target` characters, at paragraph then sentence boundaries. */
export function chunkText(text: string, target = PASSAGE_TARGET, max = PASSAGE_MAX) {
  const units = text
    .split(/\n+/)
    .flatMap((paragraph) =>
      paragraph.length <= max ? [paragraph] : (paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph])
    )
    .map((unit) => unit.trim())
    .filter(Boolean)

  const chunks: string[] = []
  let current = ''
  for (const unit of units) {
    const joined = current ? `${current}\n${unit}` : unit
    if (current && joined.length > target) {
      chunks.push(current)
      current = unit
    } else {
      current = joined
    }
    while (current.length > max) {
      const cut = current.lastIndexOf(' ', max)
      const at = cut > target / 2 ? cut : max
      chunks.push(current.slice(0, at).trim())
      current = current.slice(at).trim()
    }
  }
  if (current) chunks.push(current)
  return chunks
}

/** The sections of a Markdown text: each heading with the text under it (level 1 to 4). */
function sections(markdown: string) {
  const found: { heading: string | null; text: string }[] = []
  let heading: string | null = null
  let lines: string[] = []
  const flush = () => {
    const text = lines.join('\n').trim()
    if (text) found.push({ heading, text })
    lines = []
  }
  for (const line of markdown.split(/\r?\n/)) {
    const match = /^\s{0,3}#{1,4}\s+(.+?)\s*#*\s*$/.exec(line)
    if (match) {
      flush()
      heading = plainText(match[1])
    } else {
      lines.push(line)
    }
  }
  flush()
  return found
}

/** A lesson as passages, in reading order (never empty: the title passage comes first). */
export function splitLesson(lesson: LessonText): Passage[] {
  const title = lesson.title.trim()
  const intro = [lesson.description?.trim(), ...(lesson.objectives ?? []).map((o) => o.trim())]
    .filter(Boolean)
    .join('\n')
  const passages: Passage[] = [{ heading: title, body: intro || title }]

  for (const section of sections(lesson.content ?? '')) {
    const heading = section.heading ? `${title} › ${section.heading}` : title
    for (const body of chunkText(plainText(section.text))) passages.push({ heading, body })
  }
  const captions = lesson.captions?.trim()
  if (captions) {
    const heading = `${title} › ${CAPTIONS_HEADING}`
    for (const body of chunkText(captions)) passages.push({ heading, body })
  }
  return passages
}
