/*
| How long a lesson really is (issue 26): a media lesson lasts what its file
| (or the YouTube video) lasts, a reading lesson what its words take at 200
| words a minute, a quiz its time limit. Every badge, module and course total,
| the catalogue and the certificate's 'Carga horária' add these numbers.
*/
import { markdownToPlainText } from './demo_media.js'
import { rendererFor } from './lessons.js'

/** Reading speed the reading time and the minimum time on a reading lesson assume. */
export const READING_WORDS_PER_MINUTE = 200
/** The minimum time on a reading lesson before it can be completed never passes this. */
export const MAX_REQUIRED_READING_SECONDS = 10 * 60

/** Words a reader reads in a Markdown body (marks, links and code left out). */
export function wordCount(markdown: string | null | undefined) {
  if (!markdown) return 0
  const text = markdownToPlainText(markdown)
  return text ? text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0
}

/** Seconds to read `words` at 200 words a minute, rounded up. */
export function readingSeconds(words: number) {
  return words > 0 ? Math.ceil((words / READING_WORDS_PER_MINUTE) * 60) : 0
}

/** Time a reading lesson must be open and in use before 'Marcar como Concluída' (capped). */
export function requiredReadingSeconds(content: string | null | undefined) {
  return Math.min(readingSeconds(wordCount(content)), MAX_REQUIRED_READING_SECONDS)
}

/** Whether a lesson type plays media (video, YouTube, podcast, audio). */
export function isMediaLesson(lessonType: string) {
  const renderer = rendererFor(lessonType)
  return renderer === 'video' || renderer === 'audio'
}

/** Whether a lesson type is a graded quiz (quiz or exam). */
export function isQuizLesson(lessonType: string) {
  return rendererFor(lessonType) === 'quiz'
}

export type DurationInputs = {
  lessonType: string
  /** Real length of the media, when known */
  mediaSeconds: number | null
  content: string | null
  /** Time limit of the lesson's quiz, for quiz and exam lessons */
  quizSeconds?: number | null
}

/**
 * The length a lesson shows: media lessons their media's length (0 while it
 * is unknown), quizzes their time limit, every other lesson its reading time.
 */
export function lessonDurationSeconds(input: DurationInputs) {
  if (isMediaLesson(input.lessonType)) return Math.max(0, Math.round(input.mediaSeconds ?? 0))
  if (isQuizLesson(input.lessonType)) return Math.max(0, Math.round(input.quizSeconds ?? 0))
  return readingSeconds(wordCount(input.content))
}

/**
 * A length as the pages write it, precise enough to stay within 10 % of the
 * real one: '32 s', '1 min 39 s' (under 10 min), '12 min', '1 h 5 min'.
 */
export function formatDuration(totalSeconds: number) {
  const seconds = Math.max(0, Math.round(totalSeconds))
  if (seconds < 60) return `${seconds} s`
  if (seconds < 600) {
    const rest = seconds % 60
    return rest ? `${Math.floor(seconds / 60)} min ${rest} s` : `${seconds / 60} min`
  }
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}

/** The longest YouTube video an admin may type the length of: 10 hours. */
export const MAX_TYPED_MEDIA_MINUTES = 600

/**
 * The length an admin typed for a YouTube video (minutes and seconds); null
 * when nothing (or zero) was typed: the length stays unknown until the
 * player reports it.
 */
export function typedMediaSeconds(
  minutes: number | null | undefined,
  seconds: number | null | undefined
) {
  const total = (minutes ?? 0) * 60 + (seconds ?? 0)
  return total > 0 ? total : null
}

/** A known length split into the dialog's minutes and seconds fields (empty while unknown). */
export function minutesAndSeconds(totalSeconds: number | null | undefined) {
  if (!totalSeconds || totalSeconds <= 0) return { minutes: '', seconds: '' }
  const rounded = Math.round(totalSeconds)
  return { minutes: String(Math.floor(rounded / 60)), seconds: String(rounded % 60) }
}
