import type { ReactNode } from 'react'
import { DIFFICULTY_LABELS } from '@domain/learning/quiz'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

type QuizQuestion = {
  question: string
  difficulty: keyof typeof DIFFICULTY_LABELS
  category?: string | null
}

/**
 * One question of a quiz (catalogue or lesson): 'Pergunta N de M', its
 * difficulty and subject, the question as the title, then the options and
 * feedback the quiz puts in `children`. `aside` takes the badges' place next
 * to the counter (the lesson quiz's countdown), which moves them under `progress`.
 */
export function QuestionCard({
  question,
  index,
  total,
  aside,
  progress,
  children,
}: {
  question: QuizQuestion
  index: number
  total: number
  aside?: ReactNode
  progress?: ReactNode
  children: ReactNode
}) {
  const badges = (
    <div className="flex flex-wrap gap-2">
      <Badge variant="secondary">{DIFFICULTY_LABELS[question.difficulty]}</Badge>
      {question.category && <Badge variant="outline">{question.category}</Badge>}
    </div>
  )
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">
            Pergunta {index + 1} de {total}
          </p>
          {aside ?? badges}
        </div>
        {progress}
        {aside ? badges : null}
        <CardTitle className="text-base sm:text-lg">{question.question}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  )
}
