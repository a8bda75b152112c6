/*
| Quiz rules shared by the server (grading) and the pages (labels, bands):
| the catalogue quiz's result bands, the lesson quiz's tiers, difficulty
| labels, feedback texts, the lesson quiz timer, the pass mark and the
| order each attempt shows its questions and options in.
*/

export const QUIZ_KINDS = ['lesson', 'catalogue'] as const
export type QuizKind = (typeof QUIZ_KINDS)[number]

export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard'] as const
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number]

export const DIFFICULTY_LABELS: Record<QuizDifficulty, string> = {
  easy: 'Fácil',
  medium: 'Médio',
  hard: 'Difícil',
}

/** A lesson quiz runs against a countdown (300 s unless its set says otherwise) and finishes at zero. */
export const LESSON_QUIZ_SECONDS = 300
/** Answers may arrive this late after the countdown (network latency) and still count. */
export const ANSWER_GRACE_SECONDS = 5

export const QUESTIONS_PER_SET: Record<QuizKind, number> = { lesson: 5, catalogue: 3 }

/** Pass mark of a set unless it stores its own (quiz_sets.pass_percent). */
export const DEFAULT_PASS_PERCENT = 70

/** What an admin may write in a quiz (the validator and the editor read these). */
export const QUIZ_LIMITS = {
  questions: { max: 50 },
  options: { min: 2, max: 6 },
  question: { max: 1000 },
  option: { max: 300 },
  explanation: { max: 2000 },
  passPercent: { min: 1, max: 100 },
  timeLimitSeconds: { min: 30, max: 7200 },
  maxAttempts: { min: 1, max: 100 },
} as const

/** Shown on a question with more than one correct option (and only there). */
export const MULTIPLE_ANSWER_HINT = 'Marque todas as corretas'

/** A question is right only when the options chosen are exactly its correct options. */
export function answerIsCorrect(selected: readonly number[], correct: readonly number[]) {
  const chosen = new Set(selected)
  const right = new Set(correct)
  return chosen.size === right.size && [...right].every((index) => chosen.has(index))
}

/** The learner picks several options when (and only when) more than one is correct. */
export function allowsSeveral(correct: readonly number[]) {
  return new Set(correct).size > 1
}

type AuthoredQuestion = { options: readonly string[]; correctIndexes: readonly number[] }

/** A question someone can get right: at least one correct option, each one of its options. */
export function hasCorrectOption(question: AuthoredQuestion) {
  return (
    question.correctIndexes.length > 0 &&
    question.correctIndexes.every(
      (index) => Number.isInteger(index) && index >= 0 && index < question.options.length
    )
  )
}

/** A quiz lesson may be published only with at least one question that has a correct option. */
export function quizPublishable(questions: readonly AuthoredQuestion[]) {
  return questions.some(hasCorrectOption)
}

/** Attempts a learner still has (null: unlimited). */
export function attemptsLeft(maxAttempts: number | null, used: number) {
  return maxAttempts === null ? null : Math.max(0, maxAttempts - used)
}

/** 'Você já usou as 3 tentativas deste quiz.' */
export function attemptsUsedUpMessage(maxAttempts: number) {
  return maxAttempts === 1
    ? 'Você já usou a única tentativa deste quiz.'
    : `Você já usou as ${maxAttempts} tentativas deste quiz.`
}

export const FEEDBACK = {
  catalogueCorrect: 'Parabéns! Resposta correta.',
  catalogueWrong: 'Ops! Vamos aprender juntos:',
  lessonCorrect: 'Correto!',
  lessonWrong: 'Incorreto!',
} as const

/** Score as a whole percent (0 when there are no questions). */
export function quizPercent(score: number, total: number) {
  if (total <= 0) return 0
  return Math.round((score / total) * 100)
}

/** Catalogue quiz: 80 % or more 'Excelente!', 60 % or more 'Bom trabalho!', else 'Continue estudando!'. */
export function catalogueBand(percent: number) {
  if (percent >= 80) return 'Excelente!'
  if (percent >= 60) return 'Bom trabalho!'
  return 'Continue estudando!'
}

export type LessonTier = { tone: 'success' | 'warning' | 'danger'; message: string }

/** Lesson quiz: 80 % or more green, 60 to under 80 yellow, under 60 red. */
export function lessonTier(percent: number): LessonTier {
  if (percent >= 80) return { tone: 'success', message: 'Excelente! Você domina o conteúdo!' }
  if (percent >= 60)
    return { tone: 'warning', message: 'Bom trabalho! Continue estudando para aperfeiçoar.' }
  return { tone: 'danger', message: 'Recomendamos revisar o conteúdo antes de prosseguir.' }
}

/** True when an answer posted `elapsedSeconds` after the start still counts for a timed quiz. */
export function answerInTime(elapsedSeconds: number, timeLimitSeconds: number | null) {
  if (timeLimitSeconds === null) return true
  return elapsedSeconds <= timeLimitSeconds + ANSWER_GRACE_SECONDS
}

/** Duration stored for an attempt: wall time on the server, never more than the time limit. */
export function attemptDuration(elapsedSeconds: number, timeLimitSeconds: number | null) {
  const seconds = Math.max(0, Math.round(elapsedSeconds))
  return timeLimitSeconds === null ? seconds : Math.min(seconds, timeLimitSeconds)
}

/** mm:ss for the countdown */
export function formatCountdown(seconds: number) {
  const safe = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`
}

/** An attempt passes when its percent reaches the set's pass mark. */
export function quizPassed(percent: number, passPercent: number) {
  return percent >= passPercent
}

export type QuizVerdict = 'passed' | 'failed'

export const QUIZ_VERDICT_LABELS: Record<QuizVerdict, string> = {
  passed: 'Aprovado',
  failed: 'Não aprovado',
}

/** 'Nota mínima: 70%' */
export function passMarkLabel(passPercent: number) {
  return `Nota mínima: ${passPercent}%`
}

/** A finished attempt as the learner's standing on a quiz reads it. */
export type FinishedAttempt = { score: number; total: number; passed: boolean }

export type AttemptSummary = { percent: number; passed: boolean }

/**
 * Where a learner stands on a graded quiz: passed once any attempt passed,
 * failed while every finished attempt failed, else not taken; with the best
 * attempt (a passed one first, then the highest percent) and the last one.
 * `attempts` come newest first.
 */
export function quizStanding(attempts: readonly FinishedAttempt[]) {
  const summaries = attempts.map((attempt) => ({
    percent: quizPercent(attempt.score, attempt.total),
    passed: attempt.passed,
  }))
  const best = summaries.reduce<AttemptSummary | null>((top, attempt) => {
    if (!top) return attempt
    if (attempt.passed !== top.passed) return attempt.passed ? attempt : top
    return attempt.percent > top.percent ? attempt : top
  }, null)
  const status: QuizVerdict | 'not_taken' = best ? (best.passed ? 'passed' : 'failed') : 'not_taken'
  return { status, best, last: summaries[0] ?? null }
}

export type QuizStanding = ReturnType<typeof quizStanding>

/*
| Shuffling. Each attempt stores the order its questions were shown in
| (question ids) and, per question, the original indexes of its options in
| the order shown. The browser answers with the index it showed; the server
| maps it back to the stored question's own index.
*/

/** A uniform random integer in [0, maxExclusive): node:crypto's randomInt on the server. */
export type RandomInt = (maxExclusive: number) => number

/** Fisher–Yates: a uniformly shuffled copy of `items` drawn from `random`. */
export function shuffled<T>(items: readonly T[], random: RandomInt): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random(index + 1)
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

const identity = (length: number) => Array.from({ length }, (_, index) => index)

export type AttemptOrder = {
  /** Question ids in the order shown */
  questionOrder: number[]
  /** Per question id, the original option indexes in the order shown */
  optionOrders: Record<string, number[]>
}

/**
 * The order an attempt shows: shuffled questions and options when the set
 * shuffles, else the set's own order. `questions` in the set's order.
 */
export function attemptOrder(
  questions: readonly { id: number; optionCount: number }[],
  shuffle: boolean,
  random: RandomInt
): AttemptOrder {
  const ids = questions.map((question) => question.id)
  return {
    questionOrder: shuffle ? shuffled(ids, random) : ids,
    optionOrders: Object.fromEntries(
      questions.map((question) => {
        const order = identity(question.optionCount)
        return [String(question.id), shuffle ? shuffled(order, random) : order]
      })
    ),
  }
}

/**
 * The questions in the order an attempt shows them. Without a stored order
 * (attempts from before shuffling) the set's order; a question the stored
 * order does not know (added later) comes last, one since removed is skipped.
 */
export function inAttemptOrder<Q extends { id: number }>(
  questions: readonly Q[],
  questionOrder: readonly number[] | null
): Q[] {
  if (!questionOrder) return [...questions]
  const rank = new Map(questionOrder.map((id, index) => [id, index]))
  return questions
    .map((question, index) => ({ question, index }))
    .sort(
      (a, b) =>
        (rank.get(a.question.id) ?? questionOrder.length + a.index) -
        (rank.get(b.question.id) ?? questionOrder.length + b.index)
    )
    .map(({ question }) => question)
}

/**
 * The original option indexes of a question in the order the attempt shows
 * them; the plain order when none was stored or the stored one no longer
 * fits the question's options.
 */
export function optionOrderFor(
  optionOrders: Readonly<Record<string, readonly number[]>> | null,
  questionId: number,
  optionCount: number
): number[] {
  const stored = optionOrders?.[String(questionId)]
  return isOptionOrder(stored, optionCount) ? [...stored] : identity(optionCount)
}

/** True when `order` shows each of a question's `optionCount` options exactly once. */
export function isOptionOrder(order: unknown, optionCount: number): order is number[] {
  return (
    Array.isArray(order) &&
    order.length === optionCount &&
    identity(optionCount).every((index) => order.includes(index))
  )
}

/** The question's own index of the option shown at `displayed` (null: no such option). */
export function originalOption(order: readonly number[], displayed: number) {
  return Number.isInteger(displayed) && displayed >= 0 && displayed < order.length
    ? order[displayed]
    : null
}

/**
 * The question's own indexes (sorted, each once) of the options chosen as
 * shown in `order`; null when the choice is not one the question takes:
 * none, an option not shown, or several on a question with one right option.
 */
export function chosenOptions(
  order: readonly number[],
  displayedIndexes: readonly number[],
  correctIndexes: readonly number[]
): number[] | null {
  const chosen = displayedIndexes.map((displayed) => originalOption(order, displayed))
  if (chosen.length === 0 || chosen.some((index) => index === null)) return null
  if (chosen.length > 1 && !allowsSeveral(correctIndexes)) return null
  return [...new Set(chosen as number[])].sort((a, b) => a - b)
}

/** A question's own option indexes as `order` shows them, in the order shown. */
export function shownIndexes(order: readonly number[], indexes: readonly number[]) {
  return indexes.map((index) => displayedOption(order, index)).sort((a, b) => a - b)
}

/** Where the attempt shows the question's own option `original`. */
export function displayedOption(order: readonly number[], original: number) {
  return order.indexOf(original)
}

/** The options as the attempt shows them. */
export function displayedOptions<T>(options: readonly T[], order: readonly number[]): T[] {
  return order.map((index) => options[index])
}
