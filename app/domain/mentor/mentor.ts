/*
| The mentor's rules with no I/O in them: which words of a question are
| searched, when the course "has nothing relevant", how lessons are cited,
| how the offline (extractive) answer and the model prompt are composed, the
| limits and every pt-BR text the mentor's endpoints answer with.
*/
import { normalizeQuestion, SAFETY_RULES } from './mentor_safety.js'
import { rendererFor } from '../catalog/lessons.js'

/** Passages handed to the model or quoted offline; lessons cited at most. */
export const MENTOR_RETRIEVAL = { passages: 6, quoted: 3, citations: 3, closestLessons: 3 }

export const MENTOR_DEFAULTS = {
  dailyLimit: 20,
  dailyLimitPremium: 100,
  maxQuestionLength: 600,
  /** No token from the provider for this long: the answer fails with a pt-BR error */
  timeoutMs: 20_000,
  perMinute: 6,
  /** Conversation turns sent back to the model for context */
  historyTurns: 6,
  /** Messages of the open conversation shown when the tab opens */
  historyShown: 50,
}

export type MentorAnswerKind = 'model' | 'offline' | 'refusal' | 'nothing_relevant'

export const MENTOR_TEXTS = {
  signIn: 'Entre na sua conta para conversar com o mentor.',
  premium: 'O mentor deste curso é exclusivo do Plano Premium.',
  dailyLimit: (limit: number) =>
    `Você atingiu o limite de ${limit} perguntas por dia ao mentor. Volte amanhã para continuar.`,
  providerFailed:
    'O mentor não conseguiu responder agora. Sua pergunta foi mantida: tente enviar de novo em instantes.',
  providerTimeout:
    'O mentor demorou demais para responder. Sua pergunta foi mantida: tente enviar de novo em instantes.',
  nothingRelevant:
    'Não encontrei nas aulas deste curso um trecho que responda a essa pergunta, e prefiro não inventar uma resposta.',
  closestLessons: 'As aulas mais próximas do assunto são:',
  offlineIntro: 'Trechos das aulas do curso que tratam disso:',
  lessonNotFound: 'Aula não encontrada neste curso.',
  messageNotFound: 'Resposta não encontrada.',
} as const

/** Words too common to tell passages apart (after lowercasing and removing accents). */
const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das no na nos nas em e ou que qual quais quando quanto ' +
    'quantos quantas como onde porque por pra para pelo pela pelos pelas com sem se ser sao sua seu ' +
    'suas seus meu minha eu voce voces ele ela eles elas isso isto esse essa este esta aquilo ao aos ' +
    'mais menos muito muita muitos muitas pode podem posso devo deve devem tem ter ha foi era sobre ' +
    'entre ja nao sim me te lhe nos vos qualquer cada todo toda todos todas outro outra mesmo fazer ' +
    'faz feito coisa coisas algum alguma alguns algumas ate tambem entao so bem bom boa existe ' +
    'explica explique explicar significa diferenca importante importancia funciona aula aulas curso ' +
    'mentor dizer diz afinal exemplo serve servem usar uso saber sei quero gostaria hora olhando ' +
    'olhar ver vejo acontece ocorre fala falam preciso precisa ajuda ajudar tipo tipos forma ' +
    'maneira jeito'
  ).split(' ')
)

/**
 * The searched words of a question: lowercase, unaccented, letters and digits only,
 * stopwords out, each once, at most 12. The database stems them ('portuguese').
 */
export function searchTerms(question: string) {
  const words = normalizeQuestion(question)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word.length >= 2 && !STOPWORDS.has(word))
  return [...new Set(words)].slice(0, 12)
}

/** A passage is relevant when it matches at least 40 % of the question's words (one of one or two). */
export function minimumMatches(termCount: number) {
  return Math.max(1, Math.ceil(termCount * 0.4))
}

/**
 * The passages quoted offline: the best one, then the best of each other lesson,
 * then the rest, up to `count` — so an answer shows the different lessons that treat it.
 */
export function diversePassages<T extends Pick<RetrievedPassage, 'lessonId'>>(
  passages: T[],
  count: number = MENTOR_RETRIEVAL.quoted
) {
  const picked: T[] = []
  const lessons = new Set<number>()
  for (const passage of passages)
    if (picked.length < count && !lessons.has(passage.lessonId)) {
      picked.push(passage)
      lessons.add(passage.lessonId)
    }
  for (const passage of passages)
    if (picked.length < count && !picked.includes(passage)) picked.push(passage)
  return passages.filter((passage) => picked.includes(passage))
}

export type RetrievedPassage = {
  lessonId: number
  lessonTitle: string
  /** 1…N among the course's published lessons: /cursos/{slug}/aula/{position} */
  position: number
  heading: string
  body: string
  matches: number
}

export type Citation = { lessonId: number; position: number; title: string }

/** The lesson address the mentor cites (the lessons.show route). */
export function lessonPath(courseSlug: string, position: number) {
  return `/cursos/${courseSlug}/aula/${position}`
}

/** 'Aula 3 · Título' */
export function citationLabel(citation: Pick<Citation, 'position' | 'title'>) {
  return `Aula ${citation.position} · ${citation.title}`
}

/** The lessons of some passages, each once, in the order they first appear, up to `limit`. */
export function citationsFrom(
  passages: Pick<RetrievedPassage, 'lessonId' | 'position' | 'lessonTitle'>[],
  limit: number = MENTOR_RETRIEVAL.citations
): Citation[] {
  const seen = new Map<number, Citation>()
  for (const passage of passages) {
    if (seen.size >= limit) break
    if (!seen.has(passage.lessonId))
      seen.set(passage.lessonId, {
        lessonId: passage.lessonId,
        position: passage.position,
        title: passage.lessonTitle,
      })
  }
  return [...seen.values()]
}

/** A passage shortened for quoting: whole sentences up to about `max` characters. */
export function excerpt(body: string, max = 420) {
  const text = body.replace(/\s*\n\s*/g, ' ').trim()
  if (text.length <= max) return text
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? []
  let result = ''
  for (const sentence of sentences) {
    if ((result + sentence).length > max) break
    result += sentence
  }
  if (result.trim().length >= max / 3) return result.trim()
  const cut = text.lastIndexOf(' ', max)
  return `${text.slice(0, cut > 0 ? cut : max)}…`
}

/**
 * The offline answer: the best passages quoted, each with the lesson it comes from.
 * Nothing is written that is not in the lessons.
 */
export function offlineAnswer(passages: RetrievedPassage[]) {
  const quoted = diversePassages(passages)
  const parts = quoted.map(
    (passage) =>
      `> ${excerpt(passage.body)}\n\n— ${citationLabel({ ...passage, title: passage.lessonTitle })}`
  )
  return `${MENTOR_TEXTS.offlineIntro}\n\n${parts.join('\n\n')}`
}

/** The 'nothing relevant' answer, with the closest lessons (or none) to try instead. */
export function nothingRelevantAnswer(closest: Citation[]) {
  if (closest.length === 0) return MENTOR_TEXTS.nothingRelevant
  const list = closest.map((lesson) => `- ${citationLabel(lesson)}`).join('\n')
  return `${MENTOR_TEXTS.nothingRelevant} ${MENTOR_TEXTS.closestLessons}\n\n${list}`
}

/** How many example questions the mentor's tips show. */
export const MENTOR_EXAMPLES = 2

/** A question about one lesson that the mentor can answer from it ('explica' is not searched: the title is). */
export function exampleQuestion(lessonTitle: string) {
  return `O que a aula “${lessonTitle}” explica?`
}

/**
 * The example questions of a course's mentor, from that course's own lessons
 * (in course order), so no course shows another course's subject. Quizzes,
 * simulators and unknown types are tools, not subjects; the examples come
 * from lessons spread through the course, never the same lesson twice.
 */
export function mentorExamples(
  lessons: { title: string; type: string }[],
  count: number = MENTOR_EXAMPLES
) {
  const subjects = lessons.filter(
    (lesson) => !['quiz', 'simulator', 'unknown'].includes(rendererFor(lesson.type))
  )
  const picked = new Set<number>()
  for (let index = 1; index <= count; index++)
    picked.add(Math.floor((subjects.length * index) / (count + 1)))
  return [...picked]
    .filter((index) => index < subjects.length)
    .map((index) => exampleQuestion(subjects[index].title))
}

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }

export type MentorPersona = {
  name: string
  bio: string | null
  courseTitle: string
}

/**
 * The chat-completions messages: the persona and the safety rules, the retrieved
 * passages with their lesson references, the recent turns, then the question.
 */
export function buildPrompt(input: {
  persona: MentorPersona
  passages: RetrievedPassage[]
  question: string
  history?: { role: 'learner' | 'mentor'; content: string }[]
  currentLesson?: { position: number; title: string } | null
}): ChatMessage[] {
  const { persona, passages, question } = input
  const system = [
    `Você é ${persona.name}, o mentor virtual do curso "${persona.courseTitle}" da Ganja Talks, uma escola online brasileira de educação sobre cannabis.`,
    persona.bio ? `Sobre você: ${persona.bio}` : null,
    'Responda sempre em português do Brasil, de forma clara, gentil e didática, em no máximo três parágrafos curtos.',
    'Regras de segurança (obrigatórias):',
    ...SAFETY_RULES.map((rule, index) => `${index + 1}. ${rule}`),
    'Cite as aulas que usou no formato (Aula N).',
    input.currentLesson
      ? `O aluno está na Aula ${input.currentLesson.position}: "${input.currentLesson.title}".`
      : null,
    '',
    'Trechos das aulas do curso:',
    ...passages.map(
      (passage, index) =>
        `[${index + 1}] Aula ${passage.position} — ${passage.heading}\n${passage.body}`
    ),
  ]
    .filter((line) => line !== null)
    .join('\n')

  const history = (input.history ?? []).map((turn) => ({
    role: turn.role === 'learner' ? ('user' as const) : ('assistant' as const),
    content: turn.content,
  }))
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: question }]
}

/** The day (America/Sao_Paulo) the daily limit counts in, as [start, end) instants. */
export function saoPauloDay(now: Date) {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
  /* Brazil has had no daylight saving time since 2019: the offset is always -03:00. */
  const start = new Date(`${local}T00:00:00-03:00`)
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) }
}
