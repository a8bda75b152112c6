import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { CheckCircle2, Clock, RotateCcw, XCircle } from '~/components/icons'
import type { Data } from '@generated/data'
import { FEEDBACK, formatCountdown } from '@domain/quiz'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import { OptionList } from './option_list'
import { QuestionCard } from './question_card'
import { useQuizAttempt, type AttemptResult } from './use_quiz_attempt'

export type LessonQuizData = NonNullable<NonNullable<Data.LessonPage['body']>['quiz']>

const TIER_CLASSES = {
  success: 'border-success/40 bg-success/10 text-success',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  danger: 'border-destructive/40 bg-destructive/10 text-destructive',
} as const

/**
 * The quiz of a quiz/exam lesson: 5 questions against a visible 300-second
 * countdown that finishes the quiz at zero. 'Ver Resultado' sends the answer
 * to the server, which reveals 'Correto!' / 'Incorreto!', the right option
 * and the explanation; the results screen reviews every answer.
 */
export function LessonQuiz({
  quiz,
  lessonId,
  onFinished,
}: {
  quiz: LessonQuizData
  lessonId: number
  /** Called with the graded result (the lesson is then complete on the server) */
  onFinished?: (result: AttemptResult) => void
}) {
  const attempt = useQuizAttempt(quiz.setId, { lessonId })
  const [stage, setStage] = useState<'intro' | 'running' | 'results'>('intro')
  const [index, setIndex] = useState(0)
  const [selected, setSelected] = useState<number | null>(null)
  const [remaining, setRemaining] = useState(quiz.timeLimitSeconds ?? 0)
  const deadline = useRef<number | null>(null)

  const question = quiz.questions[index]
  const reveal = question ? attempt.reveals[question.id] : undefined
  const isLast = index === quiz.questions.length - 1

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
    try {
      await attempt.start()
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
    setSelected(null)
    setStage('intro')
  }

  function next() {
    setIndex((current) => current + 1)
    setSelected(null)
  }

  if (stage === 'intro') {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{quiz.title}</CardTitle>
          <CardDescription>
            {quiz.questions.length} perguntas de múltipla escolha
            {quiz.timeLimitSeconds ? ` · ${Math.round(quiz.timeLimitSeconds / 60)} minutos` : ''}.
            Ao final você vê sua pontuação e a revisão das respostas.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={begin} disabled={attempt.busy}>
            Iniciar Quiz
          </Button>
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
          <p
            className={cn('rounded-lg border p-4 font-semibold', TIER_CLASSES[result.tier.tone])}
            role="status"
          >
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
                  {item.selectedIndex === null
                    ? 'Não respondida'
                    : item.options[item.selectedIndex]}
                </p>
                {item.correctIndex !== null && !item.correct && (
                  <p className="text-muted-foreground">
                    Resposta correta: {item.options[item.correctIndex]}
                  </p>
                )}
                {item.explanation && <p className="mt-1">{item.explanation}</p>}
              </li>
            ))}
          </ol>
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
      total={quiz.questions.length}
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
          value={((index + (reveal ? 1 : 0)) / quiz.questions.length) * 100}
          label="Progresso no quiz"
        />
      }
    >
      <OptionList
        name={`questao-${question.id}`}
        label={question.question}
        options={question.options}
        value={reveal ? reveal.selectedIndex : selected}
        onChange={setSelected}
        locked={Boolean(reveal) || attempt.busy}
        correctIndex={reveal ? reveal.correctIndex : null}
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
              Resposta correta: <strong>{question.options[reveal.correctIndex]}</strong>
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
            onClick={() => selected !== null && attempt.answer(question.id, selected)}
            disabled={selected === null || attempt.busy}
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
