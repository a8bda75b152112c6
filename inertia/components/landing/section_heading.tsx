import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  id,
}: {
  eyebrow?: string
  title: string
  subtitle?: string
  id?: string
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-muted-foreground">{subtitle}</p>}
    </div>
  )
}

export function StatsRow({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border bg-card p-4 text-center">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A landing section: the anchor the header links to, the centred heading
 * (eyebrow, title, subtitle) that names the region, and the content.
 */
export function LandingSection({
  id,
  headingId = `${id}-titulo`,
  muted = false,
  width = 'max-w-7xl',
  eyebrow,
  title,
  subtitle,
  children,
}: {
  id: string
  headingId?: string
  muted?: boolean
  width?: 'max-w-7xl' | 'max-w-5xl'
  eyebrow?: string
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 py-20', muted && 'bg-muted/40')}
    >
      <div className={cn('mx-auto px-4', width)}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  )
}
