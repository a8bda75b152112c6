import { Link } from '@adonisjs/inertia/react'
import {
  Bot,
  BookOpen,
  Briefcase,
  Check,
  FlaskConical,
  Gauge,
  Gift,
  Mail,
  Mic,
  Route,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Sprout,
  Star,
  Video,
  X,
} from 'lucide-react'
import {
  ABOUT,
  AI_FEATURES,
  AI_MENTORS,
  FESTIVAL,
  HERO,
  LEGAL,
  METRICS,
  OFFER,
  SPECIALIZATIONS,
  STRUCTURE,
  SUPPORT,
  TEAM,
  TESTIMONIALS,
  WORKSHOPS,
} from '~/content/landing'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { Avatar } from '~/components/ui/avatar'
import { Carousel } from '~/components/landing/carousel'
import { OfferButton } from '~/components/landing/offer_button'
import { SectionHeading, StatsRow } from '~/components/landing/section_heading'

const ICONS = {
  sprout: Sprout,
  flask: FlaskConical,
  briefcase: Briefcase,
  bot: Bot,
  scan: ScanSearch,
  route: Route,
  gauge: Gauge,
  video: Video,
  mic: Mic,
  book: BookOpen,
} as const

function Icon({ name, className }: { name: keyof typeof ICONS; className?: string }) {
  const Component = ICONS[name]
  return <Component className={className} aria-hidden="true" />
}

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 md:py-28">
        <div className="mx-auto max-w-3xl space-y-6 text-center">
          <Badge variant="secondary" className="mx-auto">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" /> {HERO.badge}
          </Badge>
          <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">
            {HERO.title} <span className="text-primary">{HERO.highlight}</span>
          </h1>
          <p className="text-lg text-muted-foreground">{HERO.subtitle}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <OfferButton />
            <Button size="lg" variant="outline" asChild>
              <Link href="/cursos/fundamentos-cannabis-ia">{HERO.secondaryButton}</Link>
            </Button>
          </div>
          <dl className="mx-auto grid max-w-xl grid-cols-3 gap-4 pt-6">
            {HERO.claims.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse">
                <dt className="text-xs text-muted-foreground md:text-sm">{claim.label}</dt>
                <dd className="text-2xl font-bold text-primary md:text-3xl">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  )
}

export function AboutSection() {
  return (
    <section id="sobre" aria-labelledby="sobre-titulo" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="sobre-titulo" eyebrow={ABOUT.eyebrow} title={ABOUT.title} />
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-destructive/30 bg-destructive/5 p-8">
            <h3 className="mb-4 text-xl font-semibold">{ABOUT.problemTitle}</h3>
            <ul className="space-y-3">
              {ABOUT.problems.map((item) => (
                <li key={item} className="flex gap-3">
                  <X className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />{' '}
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-primary/30 bg-primary/5 p-8">
            <h3 className="mb-4 text-xl font-semibold">{ABOUT.solutionTitle}</h3>
            <ul className="space-y-3">
              {ABOUT.solutions.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />{' '}
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}

export function TeamSection() {
  return (
    <section id="time" aria-labelledby="time-titulo" className="scroll-mt-20 bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="time-titulo" eyebrow={TEAM.eyebrow} title={TEAM.title} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.members.map((member) => (
            <li
              key={member.name}
              className="flex flex-col gap-3 rounded-2xl border bg-card p-6 text-center"
            >
              <Avatar src={member.image} name={member.name} className="mx-auto h-20 w-20 text-xl" />
              <div>
                <h3 className="font-semibold">{member.name}</h3>
                <p className="text-sm text-primary">{member.role}</p>
                <p className="text-xs text-muted-foreground">{member.specialty}</p>
              </div>
              <p className="text-sm text-muted-foreground">{member.description}</p>
              <p className="text-sm">
                <span className="font-semibold">{member.experience}</span> de experiência
              </p>
              <div className="mt-auto flex flex-wrap justify-center gap-1.5">
                {member.achievements.map((achievement) => (
                  <Badge key={achievement} variant="secondary">
                    {achievement}
                  </Badge>
                ))}
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center md:flex-row md:text-left">
          <div className="flex-1 space-y-2">
            <h3 className="text-xl font-semibold">{TEAM.hiring.title}</h3>
            <p className="text-muted-foreground">{TEAM.hiring.text}</p>
            <div className="flex flex-wrap justify-center gap-2 md:justify-start">
              {TEAM.hiring.tags.map((tag) => (
                <Badge key={tag} variant="outline">
                  {tag}
                </Badge>
              ))}
            </div>
          </div>
          <Button variant="outline" asChild>
            <a href={`mailto:${TEAM.hiring.email}`}>
              <Mail className="h-4 w-4" aria-hidden="true" /> {TEAM.hiring.button}
            </a>
          </Button>
        </div>
      </div>
    </section>
  )
}

export function SpecializationSection() {
  return (
    <section
      id="especializacoes"
      aria-labelledby="especializacoes-titulo"
      className="scroll-mt-20 py-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="especializacoes-titulo"
          eyebrow={SPECIALIZATIONS.eyebrow}
          title={SPECIALIZATIONS.title}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {SPECIALIZATIONS.areas.map((area) => (
            <li key={area.key} className="flex flex-col gap-4 rounded-2xl border bg-card p-8">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon name={area.icon as keyof typeof ICONS} className="h-6 w-6" />
              </span>
              <h3 className="text-xl font-semibold">{area.title}</h3>
              <p className="text-muted-foreground">{area.description}</p>
              <ul className="space-y-2 text-sm">
                {area.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" /> {benefit}
                  </li>
                ))}
              </ul>
              <Button variant="outline" className="mt-auto" asChild>
                <Link href={area.href}>{area.cta}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function WorkshopsSection() {
  return (
    <section id="workshops" aria-labelledby="workshops-titulo" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading
          id="workshops-titulo"
          eyebrow={WORKSHOPS.eyebrow}
          title={WORKSHOPS.title}
          subtitle={WORKSHOPS.subtitle}
        />
        <Carousel slides={WORKSHOPS.slides} label="Workshops presenciais" />
        <StatsRow stats={WORKSHOPS.stats} />
      </div>
    </section>
  )
}

export function FestivalSection() {
  return (
    <section
      id="festival"
      aria-labelledby="festival-titulo"
      className="scroll-mt-20 bg-muted/40 py-20"
    >
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading
          id="festival-titulo"
          eyebrow={FESTIVAL.eyebrow}
          title={FESTIVAL.title}
          subtitle={FESTIVAL.subtitle}
        />
        <Carousel slides={FESTIVAL.slides} label="Festival Ganja Talks" />
        <StatsRow stats={FESTIVAL.stats} />
      </div>
    </section>
  )
}

export function AIFeaturesSection() {
  return (
    <section id="ia" aria-labelledby="ia-titulo" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="ia-titulo" eyebrow={AI_FEATURES.eyebrow} title={AI_FEATURES.title} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AI_FEATURES.features.map((feature) => (
            <li key={feature.title} className="rounded-2xl border bg-card p-6">
              <span className="mb-4 flex h-11 w-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon name={feature.icon as keyof typeof ICONS} className="h-5 w-5" />
              </span>
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function AIMentorsSection() {
  return (
    <section
      id="mentores"
      aria-labelledby="mentores-titulo"
      className="scroll-mt-20 bg-muted/40 py-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="mentores-titulo"
          eyebrow={AI_MENTORS.eyebrow}
          title={AI_MENTORS.title}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {AI_MENTORS.mentors.map((mentor) => (
            <li key={mentor.name} className="flex flex-col gap-3 rounded-2xl border bg-card p-6">
              <span className="text-5xl" aria-hidden="true">
                {mentor.emoji}
              </span>
              <h3 className="text-lg font-semibold">{mentor.name}</h3>
              <p className="text-sm font-medium text-primary">{mentor.area}</p>
              <p className="text-sm text-muted-foreground">{mentor.description}</p>
              <Button variant="outline" className="mt-auto" asChild>
                <Link href={mentor.href}>
                  <Bot className="h-4 w-4" aria-hidden="true" /> {AI_MENTORS.button}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function TestimonialsSection() {
  return (
    <section id="comunidade" aria-labelledby="comunidade-titulo" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="comunidade-titulo"
          eyebrow={TESTIMONIALS.eyebrow}
          title={TESTIMONIALS.title}
        />
        <dl className="mb-10 grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border bg-card p-5 text-center"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.items.map((item) => (
            <li key={item.name} className="flex flex-col gap-4 rounded-2xl border bg-card p-6">
              <div
                className="flex gap-0.5 text-highlight"
                role="img"
                aria-label="Avaliação: 5 de 5 estrelas"
              >
                {Array.from({ length: 5 }, (_, star) => (
                  <Star key={star} className="h-4 w-4 fill-current" aria-hidden="true" />
                ))}
              </div>
              <blockquote className="flex-1 text-muted-foreground">“{item.text}”</blockquote>
              <div className="flex items-center gap-3">
                <Avatar name={item.name} className="h-9 w-9 text-sm" />
                <div>
                  <p className="text-sm font-semibold">{item.name}</p>
                  <p className="text-xs text-muted-foreground">{item.role}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function OfferSection() {
  return (
    <section
      id="oferta"
      aria-labelledby="oferta-titulo"
      className="scroll-mt-20 bg-gradient-to-br from-primary/15 via-background to-highlight/10 py-20"
    >
      <div className="mx-auto max-w-3xl px-4">
        <div className="rounded-3xl border-2 border-primary bg-card p-8 text-center shadow-xl md:p-12">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {OFFER.eyebrow}
          </p>
          <h2 id="oferta-titulo" className="mt-2 text-3xl font-bold">
            {OFFER.title}
          </h2>
          <p className="mt-6">
            <span
              className="mr-3 text-xl text-muted-foreground line-through"
              aria-label={`De ${OFFER.oldPrice}`}
            >
              {OFFER.oldPrice}
            </span>
            <span className="text-5xl font-extrabold text-primary">{OFFER.price}</span>
            <span className="text-lg text-muted-foreground">{OFFER.period}</span>
          </p>
          <ul className="mx-auto mt-6 max-w-sm space-y-2 text-left">
            {OFFER.perks.map((perk) => (
              <li key={perk} className="flex gap-2">
                <Check className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {perk}
              </li>
            ))}
          </ul>
          <div className="mt-6 rounded-2xl bg-muted/60 p-5 text-left">
            <h3 className="mb-3 flex items-center gap-2 font-semibold">
              <Gift className="h-5 w-5 text-primary" aria-hidden="true" /> {OFFER.bonusesTitle}
            </h3>
            <ul className="space-y-2 text-sm">
              {OFFER.bonuses.map((bonus) => (
                <li key={bonus.title} className="flex justify-between gap-4">
                  <span>{bonus.title}</span>
                  <span className="font-semibold">valor {bonus.value}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-8 flex justify-center">
            <OfferButton className="w-full md:w-auto" />
          </div>
          <div className="mt-4 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground md:flex-row md:gap-6">
            <span className="flex items-center gap-1">
              <ShieldCheck className="h-4 w-4 text-primary" aria-hidden="true" /> {OFFER.guarantee}
            </span>
            <span>{OFFER.cancel}</span>
          </div>
        </div>
      </div>
    </section>
  )
}

export function MetricsSection() {
  return (
    <section aria-labelledby="metricas-titulo" className="py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="metricas-titulo" className="sr-only">
          {METRICS.title}
        </h2>
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {METRICS.items.map((item) => (
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

export function StructureSection() {
  return (
    <section
      id="podcast"
      aria-labelledby="estrutura-titulo"
      className="scroll-mt-20 bg-muted/40 py-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="estrutura-titulo" eyebrow={STRUCTURE.eyebrow} title={STRUCTURE.title} />
        <ul className="grid gap-6 md:grid-cols-3">
          {STRUCTURE.items.map((item) => {
            const body = (
              <>
                <span className="mb-3 flex h-11 w-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                  <Icon name={item.icon as keyof typeof ICONS} className="h-5 w-5" />
                </span>
                <p className="text-3xl font-bold">{item.value}</p>
                <h3 className="font-semibold">{item.label}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
              </>
            )
            return (
              <li key={item.label} className="rounded-2xl border bg-card p-6">
                {'href' in item && item.href ? (
                  <Link href={item.href} className="block">
                    {body}
                  </Link>
                ) : (
                  body
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

export function SupportSection() {
  return (
    <section id="suporte" aria-labelledby="suporte-titulo" className="scroll-mt-20 py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 md:grid-cols-2">
        <div className="space-y-4">
          <h2 id="suporte-titulo" className="text-3xl font-bold">
            {SUPPORT.title}
          </h2>
          <p className="text-muted-foreground">{SUPPORT.text}</p>
          <Button variant="outline" asChild>
            <a href={`mailto:${SUPPORT.email}`}>
              <Mail className="h-4 w-4" aria-hidden="true" /> {SUPPORT.email}
            </a>
          </Button>
          <dl className="space-y-4 pt-4">
            {SUPPORT.faq.map((item) => (
              <div key={item.q}>
                <dt className="font-semibold">{item.q}</dt>
                <dd className="text-sm text-muted-foreground">{item.a}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="space-y-4">
          {LEGAL.map((block) => (
            <section
              key={block.id}
              id={block.id}
              aria-labelledby={`${block.id}-titulo`}
              className="scroll-mt-20 rounded-2xl border bg-card p-6"
            >
              <h2 id={`${block.id}-titulo`} className="text-lg font-semibold">
                {block.title}
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">{block.text}</p>
            </section>
          ))}
        </div>
      </div>
    </section>
  )
}
