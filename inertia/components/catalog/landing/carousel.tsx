import { useCallback, useEffect, useState } from 'react'
import { ChevronLeft, ChevronRight, Pause, Play } from '~/components/platform/icons'
import type { Slide } from '~/content/landing'
import { cn } from '~/lib/utils'
import { Icon, type IconName } from './sections/landing_icon'

export const CAROUSEL_INTERVAL_MS = 4000

/**
 * Auto-advancing carousel (every 4 s) with previous/next and dot controls.
 * It pauses while the pointer is over it or focus is inside it, and has an
 * explicit pause button, so people who need more time can read each slide.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const paused = hovered || focused || stopped

  const go = useCallback(
    (next: number) => setIndex((next + slides.length) % slides.length),
    [slides.length]
  )

  useEffect(() => {
    if (paused) return
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % slides.length),
      CAROUSEL_INTERVAL_MS
    )
    return () => window.clearInterval(timer)
  }, [paused, slides.length])

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={label}
      data-paused={paused ? 'true' : 'false'}
      className="relative overflow-hidden rounded-2xl border bg-card"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, position) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} de ${slides.length}: ${slide.title}`}
            hidden={position !== index}
            data-active={position === index ? 'true' : undefined}
            className="grid min-h-64 items-center gap-6 bg-gradient-to-br from-primary/15 via-background to-highlight/10 p-8 md:grid-cols-[auto_1fr] md:p-12"
          >
            <span className="flex h-24 w-24 items-center justify-center rounded-3xl bg-primary/10 text-primary">
              <Icon name={slide.icon as IconName} className="h-12 w-12" />
            </span>
            <div className="space-y-2">
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">
                {slide.place}
              </p>
              <h3 className="text-2xl font-bold">{slide.title}</h3>
              <p className="text-muted-foreground">{slide.description}</p>
            </div>
          </div>
        ))}
      </div>

      <div className="flex items-center justify-between gap-2 border-t bg-background/60 px-4 py-3">
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="Slide anterior"
            className="rounded-full p-2 hover:bg-accent"
          >
            <ChevronLeft className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="Próximo slide"
            className="rounded-full p-2 hover:bg-accent"
          >
            <ChevronRight className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Retomar a rotação automática' : 'Pausar a rotação automática'}
            className="rounded-full p-2 hover:bg-accent"
          >
            {stopped ? <Play className="h-4 w-4" /> : <Pause className="h-4 w-4" />}
          </button>
        </div>
        <div className="flex items-center gap-0.5">
          {slides.map((slide, position) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => go(position)}
              aria-label={`Ir para o slide ${position + 1}`}
              aria-current={position === index ? 'true' : undefined}
              className={cn(
                /* A 10 px dot inside a 24 px target (WCAG 2.5.8): the padding is not painted. */
                'box-content h-2.5 rounded-full bg-clip-content p-[7px] transition-all',
                position === index
                  ? 'w-6 bg-primary'
                  : 'w-2.5 bg-muted-foreground/40 hover:bg-muted-foreground'
              )}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
