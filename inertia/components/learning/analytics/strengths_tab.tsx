import { Link } from '@adonisjs/inertia/react'
import {
  BookOpenCheck,
  Lightbulb,
  RotateCcw,
  Sparkles,
  ThumbsUp,
  TrendingDown,
} from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { SectionCard } from '~/components/learning/dashboard/section_card'
import { Button } from '~/components/ui/button'
import { EmptyList } from '~/components/ui/load_more'
import { ScoreBadge } from './score_badge'
import { ANALYTICS_TEXT as T, percentText } from './texts'

type Strengths = Data.LearnerAnalytics['strengths']
type Subject = Strengths['strengths'][number]
type Recommendation = Strengths['recommendations'][number]

function SubjectList({ subjects, empty }: { subjects: Subject[]; empty: string }) {
  if (subjects.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <ul className="grid gap-3">
      {subjects.map((subject) => (
        <li key={subject.subject} className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0">
            <span className="block font-medium">{subject.subject}</span>
            <span className="block text-xs text-muted-foreground">
              {T.questions(subject.questions)}
            </span>
          </span>
          <ScoreBadge score={subject.score} tone={subject.tone} suffix={subject.level} />
        </li>
      ))}
    </ul>
  )
}

/** Where a recommendation leads: the lesson to review, the quiz lesson, or the course's Quiz Educativo. */
function RecommendationLink({ item }: { item: Recommendation }) {
  const label = item.kind === 'lesson' ? T.reviewLesson : T.retakeQuiz
  const Icon = item.kind === 'lesson' ? BookOpenCheck : RotateCcw
  const content = (
    <>
      <Icon className="h-4 w-4" aria-hidden="true" /> {label}
      <span className="sr-only">: {item.lessonTitle ?? item.courseTitle}</span>
    </>
  )
  return (
    <Button asChild size="sm" variant={item.kind === 'lesson' ? 'default' : 'outline'}>
      {item.position === null ? (
        <Link route="courses.show" routeParams={{ slug: item.courseSlug }} qs={{ aba: 'quiz' }}>
          {content}
        </Link>
      ) : (
        <Link route="lessons.show" routeParams={{ slug: item.courseSlug, position: item.position }}>
          {content}
        </Link>
      )}
    </Button>
  )
}

function recommendationText(item: Recommendation) {
  const score = percentText(item.score)
  if (!item.lessonTitle) return T.retakeCatalogue(item.courseTitle, item.subject, score)
  if (item.kind === 'quiz') return T.retakeLesson(item.lessonTitle, item.subject, score)
  return item.tone === 'green'
    ? T.keepText(item.lessonTitle, item.subject, score)
    : T.reviewText(item.lessonTitle, item.subject, score)
}

function Recommendations({ items }: { items: Recommendation[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li
          key={`${item.subject}-${item.kind}`}
          className="grid content-between gap-3 rounded-lg border p-4"
        >
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{item.subject}</span>
              <ScoreBadge score={item.score} tone={item.tone} />
            </div>
            <p className="text-sm text-muted-foreground">{recommendationText(item)}</p>
          </div>
          <div>
            <RecommendationLink item={item} />
          </div>
        </li>
      ))}
    </ol>
  )
}

/** Pontos Fortes: strengths and areas to improve by subject, and what to study next. */
export function StrengthsTab({ strengths }: { strengths: Strengths }) {
  if (strengths.strengths.length === 0 && strengths.toImprove.length === 0) {
    return (
      <EmptyList icon={Sparkles} title={T.subjectsEmptyTitle}>
        {T.subjectsEmpty}
      </EmptyList>
    )
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <SectionCard icon={ThumbsUp} iconClassName="text-success" title={T.strengthsTitle}>
        <SubjectList subjects={strengths.strengths} empty={T.strengthsEmpty} />
      </SectionCard>
      <SectionCard icon={TrendingDown} iconClassName="text-destructive" title={T.toImproveTitle}>
        <SubjectList subjects={strengths.toImprove} empty={T.toImproveEmpty} />
      </SectionCard>
      {strengths.recommendations.length > 0 && (
        <div className="lg:col-span-2">
          <SectionCard
            icon={Lightbulb}
            iconClassName="text-highlight"
            title={T.recommendationsTitle}
            description={T.recommendationsDescription}
          >
            <Recommendations items={strengths.recommendations} />
          </SectionCard>
        </div>
      )}
    </div>
  )
}
