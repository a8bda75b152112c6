import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'
import type { Claim } from '~/content/marketing'
import { ClaimsNote, claimValue } from '~/components/catalog/landing/claims'

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

/** The figures of an in-person event: marketing claims, shown with their note. */
export function ClaimsRow({ claims }: { claims: Claim[] }) {
  return (
    <div className="mt-8">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {claims.map((claim) => (
          <div key={claim.label} className="rounded-xl border bg-card p-4 text-center">
            <dt className="text-sm text-muted-foreground">{claim.label}</dt>
            <dd className="text-2xl font-bold text-primary">{claimValue(claim.value)}</dd>
          </div>
        ))}
      </dl>
      <ClaimsNote className="text-center" />
    </div>
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
