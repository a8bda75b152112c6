import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { PremiumUpgradePanel } from '~/components/subscription/premium_upgrade_panel'
import { PacingLockPanel } from '~/components/learning/pacing_lock_panel'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** A locked file (video, PDF, template) opened directly: without the Plano Premium, or before the pacing opens it. */
export default function LessonLocked({
  reason,
  message,
}: {
  reason: 'sign_in_required' | 'premium_required' | 'paced'
  message: string
}) {
  return (
    <>
      <Seo {...PAGE_META.lockedLesson} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        <h1 className="sr-only">{message}</h1>
        {reason === 'paced' ? (
          <PacingLockPanel message={message} />
        ) : (
          <PremiumUpgradePanel reason={reason} />
        )}
        <div className="flex justify-center">
          <Button variant="ghost" asChild>
            <Link route="courses.index">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Ver cursos
            </Link>
          </Button>
        </div>
      </div>
    </>
  )
}
