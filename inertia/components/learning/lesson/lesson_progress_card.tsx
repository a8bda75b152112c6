import { useId } from 'react'
import { CheckCircle2, CircleDot, Undo2, XCircle } from '~/components/platform/icons'
import { QUIZ_VERDICT_LABELS } from '@domain/learning/quiz'
import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'

type LessonProgress = NonNullable<Data.LessonPage['progress']>

function CourseProgressLine({ progress }: { progress: LessonProgress }) {
  return (
    <p className="text-sm text-muted-foreground">
      Curso: {progress.coursePercent}% ({progress.courseCompletedLessons} de{' '}
      {progress.courseTotalLessons} aulas)
    </p>
  )
}

/**
 * 'Progresso da aula': the badge ('Não aprovado' on a quiz whose every
 * attempt failed), the lesson's percent, the course's, and (un)marking it
 * done. 'Marcar como Concluída' stays disabled, with the reason next to it,
 * until the lesson's rule is met (the server decides).
 */
export function LessonProgressCard({
  progress,
  canView,
  lessonPercent,
  quizFailed = false,
  canComplete,
  reason,
  onComplete,
  onUndo,
}: {
  progress: Data.LessonPage['progress']
  canView: boolean
  lessonPercent: number
  quizFailed?: boolean
  canComplete: boolean
  /** What is missing before the lesson can be completed (pt-BR) */
  reason: string | null
  onComplete: () => void
  onUndo: () => void
}) {
  const completed = Boolean(progress?.completed)
  const reasonId = useId()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Progresso da aula</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {progress && !canView ? (
          <>
            <p className="text-sm text-muted-foreground">
              Assine o Plano Premium para assistir a esta aula e registrar seu progresso.
            </p>
            <CourseProgressLine progress={progress} />
          </>
        ) : progress ? (
          <>
            <div className="flex items-center justify-between gap-2">
              <Badge
                variant={completed ? 'success' : quizFailed ? 'destructive' : 'secondary'}
                role="status"
              >
                {completed ? (
                  <>
                    <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> Concluída
                  </>
                ) : quizFailed ? (
                  <>
                    <XCircle className="h-3.5 w-3.5" aria-hidden="true" />{' '}
                    {QUIZ_VERDICT_LABELS.failed}
                  </>
                ) : (
                  <>
                    <CircleDot className="h-3.5 w-3.5" aria-hidden="true" /> Em andamento
                  </>
                )}
              </Badge>
              <span className="text-sm font-semibold tabular-nums">{lessonPercent}%</span>
            </div>
            <Progress value={lessonPercent} label="Progresso da aula" />
            <CourseProgressLine progress={progress} />
            {completed ? (
              <Button variant="outline" onClick={onUndo}>
                <Undo2 className="h-4 w-4" aria-hidden="true" /> Desmarcar conclusão
              </Button>
            ) : (
              <div className="grid gap-2">
                <Button
                  onClick={canComplete ? onComplete : undefined}
                  aria-disabled={!canComplete}
                  aria-describedby={canComplete ? undefined : reasonId}
                  className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                >
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Marcar como Concluída
                </Button>
                {!canComplete && reason && (
                  <p id={reasonId} className="text-sm text-muted-foreground">
                    {reason}
                  </p>
                )}
              </div>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Entre na sua conta para registrar seu progresso e marcar aulas como concluídas.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
