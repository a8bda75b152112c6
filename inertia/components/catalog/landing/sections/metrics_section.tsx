import { METRICS } from '~/content/landing'
import { figureCount, figureValue, type LandingFigures } from '~/components/catalog/landing/figures'

/** Students, courses and lessons counted in the database, and the mentors' availability. */
export function MetricsSection({ figures }: { figures: LandingFigures }) {
  const items = [
    {
      value: figureValue(figures, 'students'),
      label: METRICS.students(figureCount(figures, 'students')),
    },
    {
      value: figureValue(figures, 'courses'),
      label: METRICS.courses(figureCount(figures, 'courses')),
    },
    {
      value: figureValue(figures, 'lessons'),
      label: METRICS.lessons(figureCount(figures, 'lessons')),
    },
    METRICS.support,
  ]
  return (
    <section aria-labelledby="metricas-titulo" className="py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="metricas-titulo" className="sr-only">
          {METRICS.title}
        </h2>
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4" data-testid="landing-metrics">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse text-center">
              <dt className="text-muted-foreground">{item.label}</dt>
              <dd className="text-4xl font-extrabold text-primary">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
