import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { CheckCircle2, Clock, RotateCcw, XCircle } from '~/components/platform/icons'
import { Badge } from '~/components/ui/badge'
import type { Data } from '@generated/data'
import { FEEDBACK, formatCountdown } from '@domain/learning/quiz'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import { OptionList } from './option_list'
import { QuestionCard } from './question_card'
import { useQuizAttempt, type AttemptResult } from './use_quiz_attempt'
import { QUIZ_TEXT } from './texts'
import { OPEN_REVIEW_LABEL } from '@domain/learning/review'

export type LessonQuizData = NonNullable<NonNullable<Data.LessonPage['body']>['quiz']>

const TIER_CLASSES = {
  success: 'border-success/40 bg-success/10 text-success',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  danger: 'border-destructive/40 bg-destructive/10 text-destructive',
} as const

/** The options' texts joined: 'A; B' */
function optionTexts(options: string[], indexes: number[]) {
  return indexes.map((index) => options[index]).join('; ')
}

/** 'Aprovado' / 'Não aprovado' */
function VerdictBadge({ passed }: { passed: boolean }) {
  return (
    <Badge variant={passed ? 'success' : 'destructive'}>
      {passed ? (
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
      ) : (
        <XCircle className="h-3.5 w-3.5" aria-hidden="true" />
      )}{' '}
      {passed ? QUIZ_TEXT.verdict.passed : QUIZ_TEXT.verdict.failed}
    </Badge>
  )
}

/**
 * The quiz of a quiz/exam lesson: its questions (in this attempt's own
 * order) against the quiz's visible countdown (300 s by default) that finishes the quiz at
 * zero. 'Ver Resultado' sends the answer to the server, which reveals
 * 'Correto!' / 'Incorreto!', the right option and the explanation; the
 * results screen says 'Aprovado' or 'Não aprovado' against the pass mark
 * and reviews every answer. Before an attempt, the learner's standing
 * (best and last attempt) shows.
 */
export function LessonQuiz({
  quiz,
  lessonId,
  onFinished,
}: {
  quiz: LessonQuizData
  lessonId: number
  /** Called with the graded result (a passed attempt completed the lesson on the server) */
  onFinished?: (result: AttemptResult) => void
}) {
  const attempt = useQuizAttempt(quiz.setId, { lessonId })
  const [stage, setStage] = useState<'intro' | 'running' | 'results'>('intro')
  const [index, setIndex] = useState(0)
  const [selected, setSelected] = useState<number[]>([])
  const [refusal, setRefusal] = useState<string | null>(null)
  const [remaining, setRemaining] = useState(quiz.timeLimitSeconds ?? 0)
  const deadline = useRef<number | null>(null)

  const questions = attempt.attempt?.questions ?? []
  const question = questions[index]
  const reveal = question ? attempt.reveals[question.id] : undefined
  const isLast = index === questions.length - 1

  async function finish() {
    const result = await attempt.finish()
    if (result) {
      setStage('results')
      onFinished?.(result)
    }
  }

  /* Reads the latest attempt state when time runs out, without restarting the countdown. */
  const finishOnTimeout = useEffectEvent(() => void finish())
  const timed = Boolean(quiz.timeLimitSeconds)

  /* The visible countdown; at zero the quiz finishes with what was answered. */
  useEffect(() => {
    if (stage !== 'running' || !timed) return
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil(((deadline.current ?? Date.now()) - Date.now()) / 1000))
      setRemaining(left)
      if (left === 0) {
        clearInterval(timer)
        finishOnTimeout()
      }
    }, 250)
    return () => clearInterval(timer)
  }, [stage, timed])

  async function begin() {
    setRefusal(null)
    try {
      await attempt.start(setRefusal)
    } catch {
      return
    }
    deadline.current = Date.now() + (quiz.timeLimitSeconds ?? 0) * 1000
    setRemaining(quiz.timeLimitSeconds ?? 0)
    setStage('running')
  }

  function restart() {
    attempt.reset()
    setIndex(0)
    setSelected([])
    setStage('intro')
  }

  function next() {
    setIndex((current) => current + 1)
    setSelected([])
  }

  if (stage === 'intro') {
    const standing = quiz.standing
    return (
      <Card>
        <CardHeader>
          <CardTitle>{quiz.title}</CardTitle>
          <CardDescription>
            {QUIZ_TEXT.questionsLine(
              quiz.questionCount,
              quiz.timeLimitSeconds ? Math.round(quiz.timeLimitSeconds / 60) : null
            )}{' '}
            Ao final você vê sua pontuação e a revisão das respostas.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm font-medium">{QUIZ_TEXT.passMark(quiz.passPercent)}</p>
          {standing?.best && standing.last && (
            <div className="grid gap-2 rounded-lg border p-4 text-sm" data-testid="quiz-standing">
              <div>
                <VerdictBadge passed={standing.status === 'passed'} />
              </div>
              <p>{QUIZ_TEXT.bestAttempt(standing.best.percent)}</p>
              <p className="text-muted-foreground">
                {QUIZ_TEXT.lastAttempt(standing.last.percent, standing.last.passed)}
              </p>
              <p className="text-muted-foreground">
                {standing.status === 'passed' ? QUIZ_TEXT.passedHint : QUIZ_TEXT.failedHint}
              </p>
            </div>
          )}
          {quiz.attemptsLeft !== null && (
            <p className="text-sm text-muted-foreground" data-testid="quiz-attempts-left">
              {QUIZ_TEXT.attemptsLeft(quiz.attemptsLeft, quiz.maxAttempts)}
            </p>
          )}
          {refusal && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          )}
          <div>
            <Button onClick={begin} disabled={attempt.busy || quiz.attemptsLeft === 0}>
              {QUIZ_TEXT.start}
            </Button>
          </div>
        </CardContent>
      </Card>
    )
  }

  if (stage === 'results' && attempt.result) {
    const result = attempt.result
    return (
      <Card>
        <CardHeader>
          <CardTitle>Resultado do quiz</CardTitle>
          <CardDescription>
            {result.timedOut ? 'Tempo esgotado! ' : ''}Você acertou {result.score} de {result.total}{' '}
            perguntas ({result.percent}%).
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div
            role="status"
            className={cn(
              'grid gap-1 rounded-lg border p-4',
              result.passed
                ? 'border-success/40 bg-success/10'
                : 'border-destructive/40 bg-destructive/10'
            )}
          >
            <p
              className={cn(
                'text-xl font-bold',
                result.passed ? 'text-success' : 'text-destructive'
              )}
            >
              {result.passed ? QUIZ_TEXT.verdict.passed : QUIZ_TEXT.verdict.failed}
            </p>
            <p className="text-sm">{QUIZ_TEXT.passMark(result.passPercent)}</p>
            <p className="text-sm">
              {result.passed
                ? result.lessonCompleted
                  ? QUIZ_TEXT.resultPassed
                  : QUIZ_TEXT.resultPassedPractice
                : QUIZ_TEXT.resultFailed}
            </p>
          </div>
          <p className={cn('rounded-lg border p-4 font-semibold', TIER_CLASSES[result.tier.tone])}>
            {result.tier.message}
          </p>
          <ol className="grid gap-3" aria-label="Revisão das respostas">
            {result.review.map((item, position) => (
              <li key={item.questionId} className="rounded-lg border p-4 text-sm">
                <p className="flex items-start gap-2 font-medium">
                  {item.correct ? (
                    <CheckCircle2
                      className="mt-0.5 h-4 w-4 shrink-0 text-success"
                      aria-label="Correta"
                    />
                  ) : (
                    <XCircle
                      className="mt-0.5 h-4 w-4 shrink-0 text-destructive"
                      aria-label="Incorreta"
                    />
                  )}
                  {position + 1}. {item.question}
                </p>
                <p className="mt-2 text-muted-foreground">
                  Sua resposta:{' '}
                  {item.selectedIndexes.length === 0
                    ? 'Não respondida'
                    : optionTexts(item.options, item.selectedIndexes)}
                </p>
                {item.correctIndexes !== null && !item.correct && (
                  <p className="text-muted-foreground">
                    {QUIZ_TEXT.rightAnswer(item.correctIndexes.length)}{' '}
                    {optionTexts(item.options, item.correctIndexes)}
                  </p>
                )}
                {item.explanation && <p className="mt-1">{item.explanation}</p>}
              </li>
            ))}
          </ol>
          {result.review.some((item) => item.selectedIndexes.length > 0 && !item.correct) && (
            <p className="text-sm text-muted-foreground">
              {QUIZ_TEXT.toReview}{' '}
              <Link route="review.show" className="font-medium underline underline-offset-4">
                {OPEN_REVIEW_LABEL}
              </Link>
            </p>
          )}
          <div>
            <Button variant="outline" onClick={restart}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Tentar Novamente
            </Button>
          </div>
        </CardContent>
      </Card>
    )
  }

  if (!question) return null
  const urgent = remaining <= 30
  return (
    <QuestionCard
      question={question}
      index={index}
      total={questions.length}
      aside={
        quiz.timeLimitSeconds ? (
          <span
            role="timer"
            aria-label={`Tempo restante ${formatCountdown(remaining)}`}
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-semibold tabular-nums',
              urgent && 'border-destructive text-destructive'
            )}
          >
            <Clock className="h-4 w-4" aria-hidden="true" /> {formatCountdown(remaining)}
          </span>
        ) : null
      }
      progress={
        <Progress
          value={((index + (reveal ? 1 : 0)) / questions.length) * 100}
          label="Progresso no quiz"
        />
      }
    >
      <OptionList
        name={`questao-${question.id}`}
        label={question.question}
        options={question.options}
        value={reveal ? reveal.selectedIndexes : selected}
        onChange={setSelected}
        multiple={question.multiple}
        locked={Boolean(reveal) || attempt.busy}
        correctIndexes={reveal ? reveal.correctIndexes : null}
      />
      {reveal && (
        <div
          role="status"
          className={cn(
            'rounded-lg border p-4 text-sm',
            reveal.correct
              ? 'border-success/40 bg-success/10'
              : 'border-destructive/40 bg-destructive/10'
          )}
        >
          <p className={cn('font-semibold', reveal.correct ? 'text-success' : 'text-destructive')}>
            {reveal.correct ? FEEDBACK.lessonCorrect : FEEDBACK.lessonWrong}
          </p>
          {!reveal.correct && (
            <p className="mt-1">
              {QUIZ_TEXT.rightAnswer(reveal.correctIndexes.length)}{' '}
              <strong>{optionTexts(question.options, reveal.correctIndexes)}</strong>
            </p>
          )}
          <p className="mt-1">{reveal.explanation}</p>
          {!reveal.correct && reveal.reinforcement && (
            <p className="mt-2 text-muted-foreground">{reveal.reinforcement}</p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {!reveal ? (
          <Button
            onClick={() => selected.length > 0 && attempt.answer(question.id, selected)}
            disabled={selected.length === 0 || attempt.busy}
          >
            Ver Resultado
          </Button>
        ) : isLast ? (
          <Button onClick={finish} disabled={attempt.busy}>
            Finalizar Quiz
          </Button>
        ) : (
          <Button onClick={next}>Próxima Pergunta</Button>
        )}
      </div>
    </QuestionCard>
  )
}
