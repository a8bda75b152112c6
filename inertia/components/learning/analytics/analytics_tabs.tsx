import { useState } from 'react'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { ANALYTICS_TABS, ANALYTICS_TAB_LABELS, type AnalyticsTab } from '@domain/learning/analytics'
import { urlFor } from '~/client'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { OverviewTab } from './overview_tab'
import { ProgressTab } from './progress_tab'
import { StrengthsTab } from './strengths_tab'
import { AchievementsTab } from './achievements_tab'
import { ANALYTICS_TEXT } from './texts'

function TabBody({ tab, analytics }: { tab: AnalyticsTab; analytics: Data.LearnerAnalytics }) {
  switch (tab) {
    case 'visao-geral':
      return <OverviewTab overview={analytics.overview} />
    case 'progresso':
      return <ProgressTab progress={analytics.progress} />
    case 'pontos-fortes':
      return <StrengthsTab strengths={analytics.strengths} />
    case 'conquistas':
      return <AchievementsTab achievements={analytics.achievements} />
  }
}

/** Visão Geral, Progresso, Pontos Fortes, Conquistas; the open tab is in the URL (?aba=conquistas). */
export function AnalyticsTabs({
  analytics,
  initialTab,
}: {
  analytics: Data.LearnerAnalytics
  initialTab: AnalyticsTab
}) {
  const [active, setActive] = useState<string>(initialTab)

  function select(tab: string) {
    setActive(tab)
    router.replace({
      url: urlFor('analytics', {}, { qs: { aba: tab } }),
      preserveScroll: true,
      preserveState: true,
    })
  }

  return (
    <Tabs value={active} onValueChange={select}>
      <TabsList aria-label={ANALYTICS_TEXT.tabsLabel} className="w-full sm:w-auto">
        {ANALYTICS_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {ANALYTICS_TAB_LABELS[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {ANALYTICS_TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          <TabBody tab={tab} analytics={analytics} />
        </TabsContent>
      ))}
    </Tabs>
  )
}
