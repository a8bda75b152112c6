import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, Users } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { ProfileSideCard } from '~/components/community/profile/profile_side_card'
import { AccountSessionsCard } from '~/components/community/profile/account_sessions_card'
import { ProfileEditDialog } from '~/components/community/profile/profile_edit_dialog'
import { ProfileTabs } from '~/components/community/profile/profile_tabs'
import { NotificationPreferencesCard } from '~/components/messaging/notifications/preferences_card'
import { StartConversationButton } from '~/components/messaging/messages/start_conversation_button'
import { MESSAGES_TEXT } from '~/components/messaging/messages/texts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** /perfil and /perfil/{id}: a member's profile; editable only by its owner. */
export default function ProfileShow({
  isOwn,
  member,
  form,
  counters,
  courses,
  activity,
  achievements,
  notificationPreferences,
  pushPublicKey,
}: {
  isOwn: boolean
  member: Data.MemberProfile
  form: Data.ProfileForm | null
  counters: Data.ProfileCounters
  courses: Data.ProfileCourse[]
  activity: Data.ProfileActivity[]
  achievements: Data.Achievement[]
  notificationPreferences: Data.NotificationPreference[] | null
  pushPublicKey: string | null
}) {
  return (
    <>
      <Seo {...(isOwn ? PAGE_META.ownProfile : PAGE_META.memberProfile(member.fullName))} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <nav aria-label="Navegação do perfil" className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link route="home">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar ao início
            </Link>
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link route="community.index">
              <Users className="h-4 w-4" aria-hidden="true" /> Comunidade
            </Link>
          </Button>
        </nav>
        {isOwn && (
          <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
            Meu Perfil
          </p>
        )}
        <div className="grid gap-6 lg:grid-cols-[340px_1fr]">
          <aside className="space-y-6">
            <ProfileSideCard
              member={member}
              counters={counters}
              editAction={
                isOwn && form ? (
                  <ProfileEditDialog member={member} form={form} />
                ) : (
                  <StartConversationButton
                    memberId={member.userId}
                    memberName={member.fullName}
                    label={MESSAGES_TEXT.startButtonLong}
                    variant="default"
                  />
                )
              }
            />
            {notificationPreferences && (
              <NotificationPreferencesCard
                preferences={notificationPreferences}
                pushPublicKey={pushPublicKey}
              />
            )}
            {isOwn && <AccountSessionsCard />}
          </aside>
          <ProfileTabs
            member={member}
            courses={courses}
            activity={activity}
            achievements={achievements}
            isOwn={isOwn}
          />
        </div>
      </div>
    </>
  )
}
