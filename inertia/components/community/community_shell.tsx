import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  Flame,
  MessagesSquare,
  ShieldAlert,
  User as UserIcon,
  Users,
} from '~/components/platform/icons'
import { formatNumber } from '@domain/platform/format'
import { canUsePanel } from '@domain/accounts/roles'
import type { SharedProps } from '~/types'
import { cn } from '~/lib/utils'
import { Button } from '~/components/ui/button'
import { COMMUNITY_TEXT } from '~/components/community/texts'

export type CommunityFigures = { members: number; discussions: number; engagement: number }
export type CommunityTab = 'discussions' | 'members' | 'trending'

const TABS = [
  { key: 'discussions', route: 'community.index', icon: MessagesSquare },
  { key: 'members', route: 'community.members', icon: Users },
  { key: 'trending', route: 'community.trending', icon: Flame },
] as const

/**
 * The header of /comunidade (title, the real figures, 'Meu Perfil') and its
 * tabs. Each tab is a link with its own URL, so the back button and
 * bookmarks work; Membros asks a visitor to sign in (the server redirects).
 */
export function CommunityShell({
  figures,
  active,
  canModerate = false,
  children,
}: {
  figures: CommunityFigures
  active: CommunityTab
  canModerate?: boolean
  children: ReactNode
}) {
  const { user } = usePage<SharedProps>().props
  const stats = [
    { value: formatNumber(figures.members), label: COMMUNITY_TEXT.figureMembers },
    { value: formatNumber(figures.discussions), label: COMMUNITY_TEXT.figureDiscussions },
    {
      value: `${formatNumber(figures.engagement)}%`,
      label: COMMUNITY_TEXT.figureEngagement,
      hint: COMMUNITY_TEXT.figureEngagementHint,
    },
  ]

  return (
    <>
      <section className="border-b bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto max-w-7xl px-4 pb-6 pt-10 text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">{COMMUNITY_TEXT.title}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{COMMUNITY_TEXT.subtitle}</p>
          <h2 className="sr-only">{COMMUNITY_TEXT.figuresLabel}</h2>
          <dl className="mx-auto mt-6 flex max-w-lg flex-wrap justify-center gap-x-10 gap-y-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse" title={stat.hint}>
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-2xl font-bold text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
          {user && (
            <div className="mt-6 flex flex-wrap justify-center gap-2">
              <Button variant="outline" asChild>
                <Link route="profiles.own">
                  <UserIcon className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.myProfile}
                </Link>
              </Button>
              {canModerate && canUsePanel(user) && (
                <Button variant="ghost" asChild>
                  <Link route="admin.moderation.index">
                    <ShieldAlert className="h-4 w-4" aria-hidden="true" />{' '}
                    {COMMUNITY_TEXT.moderationPanel}
                  </Link>
                </Button>
              )}
            </div>
          )}
        </div>
        <nav aria-label={COMMUNITY_TEXT.tabsLabel} className="mx-auto max-w-7xl px-4 pb-4">
          <ul className="mx-auto flex w-fit flex-wrap justify-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground">
            {TABS.map((tab) => (
              <li key={tab.key}>
                <Link
                  route={tab.route}
                  aria-current={active === tab.key ? 'page' : undefined}
                  className={cn(
                    'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium transition-all hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active === tab.key && 'bg-background text-foreground shadow-sm'
                  )}
                >
                  <tab.icon className="h-4 w-4" aria-hidden="true" />
                  {COMMUNITY_TEXT.tabs[tab.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      {children}
    </>
  )
}
