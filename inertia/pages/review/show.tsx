import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  Brain,
  CheckCircle2,
  Flame,
  Target,
  Trophy,
  XCircle,
  type LucideIcon,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { StatCard } from '~/components/learning/stat_card'
import { OptionList } from '~/components/learning/quiz/option_list'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'
import {
  REVIEW_TEXT as T,
  reviewFigures,
  type ReviewFigure,
} from '~/components/learning/review/texts'

const FIGURE_ICONS: Record<ReviewFigure['key'], LucideIcon> = {
  due: Target,
  streak: Flame,
  retention: Brain,
  mastered: Trophy,
}

type Question = NonNullable<Data.ReviewSession['question']>
type Reveal = NonNullable<Data.ReviewSession['reveal']>

/**
 * /revisao: the questions the learner missed or was slow on in quizzes, due
 * today by FSRS, asked one by one; each answer is graded on the server and
 * shown (right options, explanation, next review date) before the next one.
 */
export default function ReviewShow({ review }: { review: Data.ReviewSession }) {
  const { question, reveal, summary } = review
  /* The graded answer stays on screen until the learner moves on ('Próxima questão'). */
  const [dismissed, setDismissed] = useState<string | null>(null)
  const revealKey = reveal ? `${reveal.cardId}:${reveal.due}` : null
  const revealOpen = reveal !== null && dismissed !== revealKey

  return (
    <>
      <Seo {...PAGE_META.review} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold">{T.title}</h1>
          <p className="text-muted-foreground">{T.intro}</p>
        </header>

        <section aria-label={T.summaryLabel} className="grid gap-4 sm:grid-cols-2">
          {reviewFigures(summary).map((figure) => (
            <StatCard
              key={figure.key}
              icon={FIGURE_ICONS[figure.key]}
              label={figure.label}
              value={figure.value}
              detail={figure.detail}
            />
          ))}
        </section>

        {revealOpen && (
          <RevealCard
            reveal={reveal}
            hasNext={question !== null}
            onNext={() => setDismissed(revealKey)}
          />
        )}
        {!revealOpen && question && <QuestionForm key={question.cardId} item={question} />}
        {!revealOpen && !question && (
          <Card>
            <CardHeader>
              <CardTitle>
                {T.doneTitle(summary.reviewsRecent > 0 || summary.mastered > 0)}
              </CardTitle>
              <CardDescription>
                {summary.inQueue > 0 ? T.doneComeBack : T.doneEmptyQueue}
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Button asChild>
                <Link route="dashboard">{T.toDashboard}</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link route="courses.index">{T.toCourses}</Link>
              </Button>
            </CardContent>
          </Card>
        )}
      </div>
    </>
  )
}

/** Where the question was missed: 'Curso · Aula 3: título', linked to the lesson. */
function Origin({ item }: { item: Question }) {
  if (!item.course) return null
  return (
    <p className="text-sm text-muted-foreground">
      {item.course.title}
      {item.lesson && (
        <>
          {' · '}
          <Link
            route="lessons.show"
            routeParams={{ slug: item.course.slug, position: item.lesson.position }}
            className="underline underline-offset-4 hover:text-foreground"
          >
            {T.lessonLink(item.lesson.position, item.lesson.title)}
          </Link>
        </>
      )}
    </p>
  )
}

function QuestionForm({ item }: { item: Question }) {
  const form = useForm({ selectedIndexes: [] as number[] })
  const error = form.errors.selectedIndexes
  return (
    <Card>
      <CardHeader className="gap-2">
        <Origin item={item} />
        <CardTitle className="text-xl leading-snug">{item.question.question}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (form.data.selectedIndexes.length === 0) {
              form.setError('selectedIndexes', T.choose)
              return
            }
            form.post(urlFor('review.answer', { id: item.cardId }), { preserveScroll: true })
          }}
        >
          <OptionList
            name="selectedIndexes"
            label={item.question.question}
            options={item.question.options}
            value={form.data.selectedIndexes}
            onChange={(indexes) => {
              form.clearErrors('selectedIndexes')
              form.setData('selectedIndexes', indexes)
            }}
            locked={form.processing}
            correctIndexes={null}
            multiple={item.question.multiple}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={form.processing}>
              {form.processing ? T.answering : T.answer}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

function RevealCard({
  reveal,
  hasNext,
  onNext,
}: {
  reveal: Reveal
  hasNext: boolean
  onNext: () => void
}) {
  const Icon = reveal.correct ? CheckCircle2 : XCircle
  return (
    <Card aria-live="polite">
      <CardHeader className="gap-2">
        <p
          className={
            reveal.correct
              ? 'flex items-center gap-2 font-semibold text-success'
              : 'flex items-center gap-2 font-semibold text-destructive'
          }
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
          {reveal.correct ? T.right : T.wrong}
        </p>
        <CardTitle className="text-xl leading-snug">{reveal.question}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <OptionList
          name="revealed"
          label={reveal.question}
          options={reveal.options}
          value={reveal.selectedIndexes}
          onChange={() => {}}
          locked
          correctIndexes={reveal.correctIndexes}
          multiple={reveal.correctIndexes.length > 1}
        />
        {reveal.explanation && (
          <p className="rounded-lg bg-muted p-3 text-sm">
            <span className="font-medium">{T.explanation} </span>
            {reveal.explanation}
          </p>
        )}
        <p className="text-sm font-medium" data-testid="review-schedule">
          {reveal.mastered ? T.mastered : `${T.gradeLine(reveal.gradeLabel)} ${reveal.nextReview}`}
        </p>
        <div>
          <Button type="button" onClick={onNext}>
            {hasNext ? T.next : T.finish}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
