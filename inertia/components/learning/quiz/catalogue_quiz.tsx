import { useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Lightbulb, RotateCcw, Trophy } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { FEEDBACK } from '@domain/learning/quiz'
import { cn } from '~/lib/utils'
import { ignoreRejection } from '~/lib/http'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { OptionList } from './option_list'
import { QuestionCard } from './question_card'
import { useQuizAttempt } from './use_quiz_attempt'
import { QUIZ_TEXT } from './texts'

export type CatalogueQuizProps = {
  /** `QuizTransformer.transform(await quizService.catalogueSetFor(course.id))`, or null when there is none */
  quiz: Data.Quiz | null
  /** The course whose page shows the quiz (attempts are recorded against it) */
  courseId: number
  /** Signed-out visitors get a call to sign in instead of the quiz */
  signedIn: boolean
  /** Called when the learner finishes, with the server-computed score */
  onComplete?: (score: number, total: number) => void
}

/**
 * The course page's 'Quiz Educativo' tab: 'Iniciar Quiz' starts an attempt
 * whose 3 questions (and their options) come in an order of its own;
 * choosing an option answers it (locked, with 'Parabéns! Resposta correta.'
 * or 'Ops! Vamos aprender juntos:' and the explanation); 'Próxima Pergunta',
 * then 'Finalizar Quiz' shows the band; 'Refazer Quiz' starts a new attempt.
 */
export function CatalogueQuiz({ quiz, courseId, signedIn, onComplete }: CatalogueQuizProps) {
  if (!quiz || quiz.questionCount === 0) {
    return (
      <p className="text-sm text-muted-foreground">O quiz deste curso ainda não foi publicado.</p>
    )
  }
  if (!signedIn) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{quiz.title}</CardTitle>
          <CardDescription>
            Entre na sua conta para responder ao quiz e acompanhar seus resultados.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link route="auth.show">Entrar para responder</Link>
          </Button>
        </CardContent>
      </Card>
    )
  }
  return <RunningCatalogueQuiz quiz={quiz} courseId={courseId} onComplete={onComplete} />
}

function RunningCatalogueQuiz({
  quiz,
  courseId,
  onComplete,
}: {
  quiz: Data.Quiz
  courseId: number
  onComplete?: (score: number, total: number) => void
}) {
  const attempt = useQuizAttempt(quiz.setId, { courseId })
  const [index, setIndex] = useState(0)
  const questions = attempt.attempt?.questions ?? []
  const question = questions[index]
  const reveal = question ? attempt.reveals[question.id] : undefined
  const isLast = index === questions.length - 1

  async function finish() {
    const result = await attempt.finish()
    if (result) onComplete?.(result.score, result.total)
  }

  function begin() {
    attempt.start().catch(ignoreRejection)
  }

  /* A new attempt: new order. */
  function restart() {
    attempt.reset()
    setIndex(0)
    begin()
  }

  if (!attempt.attempt) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{quiz.title}</CardTitle>
          <CardDescription>
            {QUIZ_TEXT.questionsLine(quiz.questionCount, null)} {QUIZ_TEXT.catalogueIntro}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={begin} disabled={attempt.busy}>
            {QUIZ_TEXT.start}
          </Button>
        </CardContent>
      </Card>
    )
  }

  if (attempt.result) {
    const { score, total, percent, band } = attempt.result
    return (
      <Card>
        <CardHeader className="items-center text-center">
          <Trophy className="h-10 w-10 text-highlight" aria-hidden="true" />
          <CardTitle className="text-2xl" role="status">
            {band}
          </CardTitle>
          <CardDescription>
            Você acertou {score} de {total} perguntas ({percent}%).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button variant="outline" onClick={restart}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> Refazer Quiz
          </Button>
        </CardContent>
      </Card>
    )
  }

  if (!question) return null
  return (
    <QuestionCard question={question} index={index} total={questions.length}>
      <OptionList
        name={`quiz-${question.id}`}
        label={question.question}
        options={question.options}
        value={reveal ? reveal.selectedIndexes : []}
        onChange={(choice) => attempt.answer(question.id, choice)}
        multiple={false}
        locked={Boolean(reveal) || attempt.busy}
        correctIndexes={reveal ? reveal.correctIndexes : null}
      />
      {reveal && (
        <div
          role="status"
          className={cn(
            'rounded-lg border p-4 text-sm',
            reveal.correct ? 'border-success/40 bg-success/10' : 'border-warning/40 bg-warning/10'
          )}
        >
          <p className="font-semibold">
            {reveal.correct ? FEEDBACK.catalogueCorrect : FEEDBACK.catalogueWrong}
          </p>
          <p className="mt-1">{reveal.explanation}</p>
          {reveal.reinforcement && (
            <p className="mt-2 flex items-start gap-2 text-muted-foreground">
              <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />{' '}
              {reveal.reinforcement}
            </p>
          )}
        </div>
      )}
      {reveal && (
        <div>
          {isLast ? (
            <Button onClick={finish} disabled={attempt.busy}>
              Finalizar Quiz
            </Button>
          ) : (
            <Button onClick={() => setIndex((current) => current + 1)}>Próxima Pergunta</Button>
          )}
        </div>
      )}
    </QuestionCard>
  )
}
