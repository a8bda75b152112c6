import { Link } from '@adonisjs/inertia/react'
import { MapPin, Trophy } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { COMMUNITY_TEXT } from '~/components/community/texts'
import { StartConversationButton } from '~/components/messaging/messages/start_conversation_button'

/** A member of the directory: who, where, their points and ranking, the profile and a message. */
export function MemberCard({ member }: { member: Data.Member }) {
  return (
    <article className="flex h-full gap-4 rounded-2xl border bg-card p-5">
      <Avatar src={member.avatarUrl} name={member.fullName} className="h-14 w-14" />
      <div className="grid min-w-0 flex-1 grid-cols-1 content-start gap-1">
        <h3 className="truncate font-semibold">{member.fullName}</h3>
        <p className="truncate text-sm text-primary">{member.specialty}</p>
        {member.location && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {member.location}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 text-xs">
          <span className="inline-flex items-center gap-1 font-medium">
            <Trophy className="h-3.5 w-3.5 text-highlight" aria-hidden="true" />
            {COMMUNITY_TEXT.points(member.points)}
          </span>
          {member.ranking === null ? (
            <span className="text-muted-foreground">{COMMUNITY_TEXT.noRanking}</span>
          ) : (
            <span className="font-semibold text-primary">
              <span aria-hidden="true">{COMMUNITY_TEXT.rankingShort(member.ranking)}</span>
              <span className="sr-only">{COMMUNITY_TEXT.rankingLabel(member.ranking)}</span>
            </span>
          )}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" className="w-fit" asChild>
            <Link route="profiles.show" routeParams={{ id: member.id }}>
              {COMMUNITY_TEXT.viewProfile}
              <span className="sr-only">: {member.fullName}</span>
            </Link>
          </Button>
          <StartConversationButton memberId={member.id} memberName={member.fullName} />
        </div>
      </div>
    </article>
  )
}
