import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Heart } from 'lucide-react'
import { urlFor } from '~/client'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { COURSE_TEXT } from '~/components/course/texts'

/** Stored per learner; a visitor is sent to /auth to sign in first. */
export function FavoriteButton({
  slug,
  signedIn,
  isFavorite,
}: {
  slug: string
  signedIn: boolean
  isFavorite: boolean
}) {
  const [busy, setBusy] = useState(false)

  if (!signedIn) {
    return (
      <Button variant="outline" className="flex-1" asChild>
        <Link route="auth.show" aria-label={COURSE_TEXT.favoriteSignIn}>
          <Heart className="h-4 w-4" aria-hidden="true" /> {COURSE_TEXT.favorite}
        </Link>
      </Button>
    )
  }

  function toggle() {
    const options = {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setBusy(true),
      onFinish: () => setBusy(false),
    }
    if (isFavorite) router.delete(urlFor('courses.favorite.destroy', { slug }), options)
    else router.post(urlFor('courses.favorite.store', { slug }), {}, options)
  }

  return (
    <Button
      variant="outline"
      className="flex-1"
      aria-pressed={isFavorite}
      disabled={busy}
      onClick={toggle}
    >
      <Heart
        className={cn('h-4 w-4', isFavorite && 'fill-destructive text-destructive')}
        aria-hidden="true"
      />
      {isFavorite ? COURSE_TEXT.favorited : COURSE_TEXT.favorite}
    </Button>
  )
}
