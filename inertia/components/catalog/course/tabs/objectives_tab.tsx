import { CheckCircle2, Target } from '~/components/platform/icons'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'
import { COURSE_TEXT } from '~/components/catalog/course/texts'

function List({
  title,
  items,
  icon: Icon,
}: {
  title: string
  items: string[]
  icon: typeof Target
}) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Objetivos: the course's learning objectives and expected results, from the database. */
export function ObjectivesTab({ course }: CourseTabProps) {
  if (course.objectives.length === 0 && course.outcomes.length === 0) {
    return <p className="text-muted-foreground">{COURSE_TEXT.noObjectives}</p>
  }
  return (
    <div className="grid gap-4">
      {course.objectives.length > 0 && (
        <List title={COURSE_TEXT.objectivesTitle} items={course.objectives} icon={Target} />
      )}
      {course.outcomes.length > 0 && (
        <List title={COURSE_TEXT.outcomesTitle} items={course.outcomes} icon={CheckCircle2} />
      )}
    </div>
  )
}
