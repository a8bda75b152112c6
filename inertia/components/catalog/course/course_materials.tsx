import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { COURSE_TEXT } from '~/components/catalog/course/texts'
import { MaterialList } from '~/components/learning/material_list'
import { SUBSCRIPTION_TEXT } from '~/components/subscription/texts'

type Materials = Data.CourseMaterials

/**
 * 'Materiais do curso': the course's materials that belong to no lesson.
 * Everyone sees the titles; the files open under the premium rule, and a
 * locked list says how to unlock it.
 */
export function CourseMaterials({ materials }: { materials: Materials }) {
  if (materials.items.length === 0) return null
  /* How a viewer who may not open the files unlocks them. */
  const invite =
    materials.access === 'sign_in_required'
      ? {
          text: COURSE_TEXT.materialsSignIn,
          link: (
            <Link route="auth.show" qs={{ aba: 'login' }}>
              {COURSE_TEXT.materialsSignInAction}
            </Link>
          ),
        }
      : materials.access === 'premium_required'
        ? {
            text: COURSE_TEXT.materialsPremium,
            link: <Link route="courses.index">{SUBSCRIPTION_TEXT.seePlans}</Link>,
          }
        : null
  return (
    <section
      aria-labelledby="course-materials"
      className="grid gap-3 rounded-xl border bg-card p-4"
      data-testid="course-materials"
    >
      <h2 id="course-materials" className="font-semibold">
        {COURSE_TEXT.materialsTitle}
      </h2>
      {invite && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {invite.text}
          <Button size="sm" variant="outline" asChild>
            {invite.link}
          </Button>
        </p>
      )}
      <MaterialList materials={materials.items} lockedLabel={COURSE_TEXT.materialLocked} />
    </section>
  )
}
