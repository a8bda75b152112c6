import { Form, Link } from '@adonisjs/inertia/react'
import { Heart } from '~/components/platform/icons'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { COURSE_TEXT } from '~/components/catalog/course/texts'

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
  if (!signedIn) {
    return (
      <Button variant="outline" className="flex-1" asChild>
        <Link route="auth.show" aria-label={COURSE_TEXT.favoriteSignIn}>
          <Heart className="h-4 w-4" aria-hidden="true" /> {COURSE_TEXT.favorite}
        </Link>
      </Button>
    )
  }

  return (
    <Form
      noValidate
      route={isFavorite ? 'courses.favorite.destroy' : 'courses.favorite.store'}
      routeParams={{ slug }}
      options={{ preserveScroll: true, preserveState: true }}
      className="flex flex-1"
    >
      {({ processing }) => (
        <Button
          type="submit"
          variant="outline"
          className="flex-1"
          aria-pressed={isFavorite}
          disabled={processing}
        >
          <Heart
            className={cn('h-4 w-4', isFavorite && 'fill-destructive text-destructive')}
            aria-hidden="true"
          />
          {isFavorite ? COURSE_TEXT.favorited : COURSE_TEXT.favorite}
        </Button>
      )}
    </Form>
  )
}
