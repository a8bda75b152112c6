import { useState } from 'react'
import { router } from '@inertiajs/react'
import type { CourseTab } from '@domain/catalog'
import { COURSE_TAB_LABELS } from '@domain/course_page'
import { urlFor } from '~/client'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import type { CourseTabProps } from '~/components/course/tabs/types'
import { ContentTab } from '~/components/course/tabs/content_tab'
import { ProgressTab } from '~/components/course/tabs/progress_tab'
import { SimulatorTab } from '~/components/course/tabs/simulator_tab'
import { MentorTab } from '~/components/course/tabs/mentor_tab'
import { ObjectivesTab } from '~/components/course/tabs/objectives_tab'
import { QuizTab } from '~/components/course/tabs/quiz_tab'
import { ReviewsTab } from '~/components/course/tabs/reviews_tab'
import { CertificateTab } from '~/components/course/tabs/certificate_tab'
import { COURSE_TEXT } from '~/components/course/texts'

function TabBody({ tab, ...props }: CourseTabProps & { tab: CourseTab }) {
  switch (tab) {
    case 'conteudo':
      return <ContentTab {...props} />
    case 'progresso':
      return <ProgressTab {...props} />
    case 'simulador':
    case 'lab_virtual':
      return <SimulatorTab {...props} />
    case 'mentor':
      return <MentorTab {...props} />
    case 'objetivos':
      return <ObjectivesTab {...props} />
    case 'quiz':
      return <QuizTab {...props} />
    case 'avaliacoes':
      return <ReviewsTab {...props} />
    case 'certificado':
      return <CertificateTab {...props} />
  }
}

/**
 * Exactly the course's tabs (data on the course), in its order. The open tab
 * is in the URL (?aba=mentor), so other pages can link straight to one.
 */
export function CourseTabs({
  initialTab,
  ...props
}: CourseTabProps & { initialTab: CourseTab | null }) {
  const tabs = props.course.tabs
  const [active, setActive] = useState<string>(initialTab ?? tabs[0] ?? '')
  if (tabs.length === 0) return null

  function select(tab: string) {
    setActive(tab)
    router.replace({
      url: urlFor('courses.show', { slug: props.course.slug }, { qs: { aba: tab } }),
      preserveScroll: true,
      preserveState: true,
    })
  }

  return (
    <Tabs value={active} onValueChange={select}>
      <TabsList aria-label={COURSE_TEXT.tabsLabel} className="w-full">
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {COURSE_TAB_LABELS[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab} value={tab}>
          <TabBody tab={tab} {...props} />
        </TabsContent>
      ))}
    </Tabs>
  )
}
