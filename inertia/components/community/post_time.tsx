import { formatDate, formatTime } from '@domain/platform/format'
import { useHydrated } from '~/hooks/use_hydrated'
import { relativeTime } from '~/lib/relative_time'
import { COMMUNITY_TEXT } from '~/components/community/texts'

export function absoluteTime(iso: string) {
  return COMMUNITY_TEXT.postedAt(formatDate(iso), formatTime(iso))
}

/**
 * When a post was written: the absolute pt-BR date on the server and in the
 * first render (both agree, so no hydration mismatch), then 'há 3 horas'
 * from the browser's clock. The absolute date stays in the tooltip.
 */
export function PostTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated()
  const absolute = absoluteTime(iso)
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {hydrated ? relativeTime(iso) : absolute}
    </time>
  )
}
