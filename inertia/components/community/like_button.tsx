import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Heart } from '~/components/platform/icons'
import { formatNumber } from '@domain/platform/format'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/**
 * 'Curtir' / 'Curtido' with the count, for a discussion or a reply. Liking
 * is idempotent on the server, and a second click while the first is on its
 * way is ignored. A visitor gets a link to sign in.
 */
export function LikeButton({
  liked,
  count,
  signedIn,
  likeUrl,
  unlikeUrl,
  size = 'default',
}: {
  liked: boolean
  count: number
  signedIn: boolean
  likeUrl: string
  unlikeUrl: string
  size?: 'default' | 'sm'
}) {
  const [busy, setBusy] = useState(false)
  const counter = (
    <>
      <span aria-hidden="true" className="tabular-nums">
        {formatNumber(count)}
      </span>
      <span className="sr-only">({COMMUNITY_TEXT.likes(count)})</span>
    </>
  )

  if (!signedIn) {
    return (
      <Button variant="outline" size={size} asChild>
        <Link route="auth.show">
          <Heart className="h-4 w-4" aria-hidden="true" />
          {COMMUNITY_TEXT.signInToLike}
          {counter}
        </Link>
      </Button>
    )
  }

  function toggle() {
    if (busy) return
    const options = {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => setBusy(false),
    }
    if (liked) router.delete(unlikeUrl, options)
    else router.post(likeUrl, {}, options)
  }

  return (
    <Button
      variant={liked ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      onClick={toggle}
    >
      <Heart
        className={cn('h-4 w-4', liked && 'fill-destructive text-destructive')}
        aria-hidden="true"
      />
      {liked ? COMMUNITY_TEXT.liked : COMMUNITY_TEXT.like}
      {counter}
    </Button>
  )
}
