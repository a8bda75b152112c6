import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'

/** One side of the previous/next pair: a link when that lesson exists, else a disabled button. */
function LessonStep({
  slug,
  position,
  children,
}: {
  slug: string
  position: number | null
  children: ReactNode
}) {
  if (position === null) {
    return (
      <Button variant="outline" disabled>
        {children}
      </Button>
    )
  }
  return (
    <Button variant="outline" asChild>
      <Link route="lessons.show" routeParams={{ slug, position }}>
        {children}
      </Link>
    </Button>
  )
}

export function LessonNavigation({
  slug,
  previous,
  next,
}: {
  slug: string
  previous: number | null
  next: number | null
}) {
  return (
    <nav aria-label="Navegação entre aulas" className="grid grid-cols-2 gap-2">
      <LessonStep slug={slug} position={previous}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Aula Anterior
      </LessonStep>
      <LessonStep slug={slug} position={next}>
        Próxima Aula <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </LessonStep>
    </nav>
  )
}
