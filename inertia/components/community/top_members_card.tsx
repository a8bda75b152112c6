import { Link } from '@adonisjs/inertia/react'
import { Trophy } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Avatar } from '~/components/ui/avatar'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/** 'Top Membros': the members with most points (lessons, courses, posts, likes, solutions). */
export function TopMembersCard({ members }: { members: Data.TopMember[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-base font-semibold leading-tight">
          <Trophy className="h-5 w-5 text-highlight" aria-hidden="true" />
          {COMMUNITY_TEXT.topMembers}
        </h2>
      </CardHeader>
      <CardContent>
        {members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{COMMUNITY_TEXT.topMembersEmpty}</p>
        ) : (
          <ol className="grid grid-cols-1 gap-4">
            {members.map((member) => (
              <li key={member.id} className="flex items-center gap-3">
                <Avatar src={member.avatarUrl} name={member.fullName} />
                <div className="min-w-0 flex-1">
                  <Link
                    route="profiles.show"
                    routeParams={{ id: member.id }}
                    className="block truncate text-sm font-medium hover:text-primary hover:underline"
                  >
                    {member.fullName}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">{member.specialty}</p>
                  <p className="text-xs font-medium text-primary">
                    {COMMUNITY_TEXT.points(member.points)}
                  </p>
                </div>
                {member.ranking !== null && (
                  <span className="text-sm font-bold text-muted-foreground">
                    <span aria-hidden="true">{COMMUNITY_TEXT.rankingShort(member.ranking)}</span>
                    <span className="sr-only">{COMMUNITY_TEXT.rankingLabel(member.ranking)}</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
