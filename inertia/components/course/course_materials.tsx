import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { COURSE_TEXT } from '~/components/course/texts'
import { MaterialList } from '~/components/learning/material_list'

type Materials = Data.CourseMaterials

/**
 * 'Materiais do curso': the course's materials that belong to no lesson.
 * Everyone sees the titles; the files open under the premium rule, and a
 * locked list says how to unlock it.
 */
export function CourseMaterials({ materials }: { materials: Materials }) {
  if (materials.items.length === 0) return null
  return (
    <section
      aria-labelledby="course-materials"
      className="grid gap-3 rounded-xl border bg-card p-4"
      data-testid="course-materials"
    >
      <h2 id="course-materials" className="font-semibold">
        {COURSE_TEXT.materialsTitle}
      </h2>
      {materials.access === 'sign_in_required' && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {COURSE_TEXT.materialsSignIn}
          <Button size="sm" variant="outline" asChild>
            <Link route="auth.show">{COURSE_TEXT.materialsSignInAction}</Link>
          </Button>
        </p>
      )}
      {materials.access === 'premium_required' && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {COURSE_TEXT.materialsPremium}
          <Button size="sm" variant="outline" asChild>
            <Link route="courses.index">{COURSE_TEXT.materialsPremiumAction}</Link>
          </Button>
        </p>
      )}
      <MaterialList materials={materials.items} lockedLabel={COURSE_TEXT.materialLocked} />
    </section>
  )
}
