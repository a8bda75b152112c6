import { memo, useState, type ComponentType } from 'react'
import { router } from '@inertiajs/react'
import type { CourseTab } from '@domain/catalog/catalog'
import { COURSE_TAB_LABELS } from '@domain/catalog/course_page'
import { urlFor } from '~/client'
import { lazyComponent, type LazyComponent } from '~/lib/lazy_component'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'
import { ContentTab } from '~/components/catalog/course/tabs/content_tab'
import { TabLoading } from '~/components/catalog/course/tabs/tab_loading'
import { COURSE_TEXT } from '~/components/catalog/course/texts'
import { CourseTabList } from '~/components/catalog/course/course_tab_list'
import { hydrateWhenVisible } from '~/components/platform/hydrate_when_visible'
import { useHydrated } from '~/hooks/use_hydrated'

type OtherTab = Exclude<CourseTab, 'conteudo'>

/**
 * Every tab but Conteúdo (the one most visits open on) is a chunk of its own
 * (progress panel, quiz, simulators, mentor, certificate, review form and
 * the Radix pieces they use), fetched the first time the tab is shown, or
 * earlier when the pointer or the keyboard reaches its trigger. The server
 * renders the open tab in full and the browser keeps that HTML until its
 * chunk arrives; a tab opened later shows its loading skeleton meanwhile.
 */
function lazyTab(
  tab: OtherTab,
  load: () => Promise<{ default: ComponentType<CourseTabProps> }>
): LazyComponent<CourseTabProps> {
  return lazyComponent(load, <TabLoading label={COURSE_TAB_LABELS[tab]} />)
}

const simulatorTab = () =>
  import('~/components/catalog/course/tabs/simulator_tab').then((m) => ({
    default: m.SimulatorTab,
  }))

const OTHER_TABS: Record<OtherTab, LazyComponent<CourseTabProps>> = {
  progresso: lazyTab('progresso', () =>
    import('~/components/catalog/course/tabs/progress_tab').then((m) => ({
      default: m.ProgressTab,
    }))
  ),
  simulador: lazyTab('simulador', simulatorTab),
  lab_virtual: lazyTab('lab_virtual', simulatorTab),
  mentor: lazyTab('mentor', () =>
    import('~/components/catalog/course/tabs/mentor_tab').then((m) => ({ default: m.MentorTab }))
  ),
  objetivos: lazyTab('objetivos', () =>
    import('~/components/catalog/course/tabs/objectives_tab').then((m) => ({
      default: m.ObjectivesTab,
    }))
  ),
  quiz: lazyTab('quiz', () =>
    import('~/components/catalog/course/tabs/quiz_tab').then((m) => ({ default: m.QuizTab }))
  ),
  avaliacoes: lazyTab('avaliacoes', () =>
    import('~/components/catalog/course/tabs/reviews_tab').then((m) => ({ default: m.ReviewsTab }))
  ),
  certificado: lazyTab('certificado', () =>
    import('~/components/catalog/course/tabs/certificate_tab').then((m) => ({
      default: m.CertificateTab,
    }))
  ),
}

/**
 * A panel opened by the first page (?aba=quiz) keeps the server's HTML until
 * its chunk arrives only while nothing re-renders it (React swaps a
 * dehydrated boundary that gets an update for its fallback), and the page
 * renders again right after hydration with the same props: memoised, the
 * panel is not rendered again and shows no skeleton in between.
 */
const StablePanel = memo(function StablePanel({
  tab,
  ...props
}: CourseTabProps & { tab: OtherTab }) {
  const Panel = OTHER_TABS[tab]
  return <Panel {...props} />
})

/* Under the header and the side card on a phone: the module list hydrates when it comes near the screen. */
const Content = hydrateWhenVisible(ContentTab)

function TabBody({ tab, ...props }: CourseTabProps & { tab: CourseTab }) {
  if (tab === 'conteudo') return <Content {...props} />
  if (tab === 'mentor') return <MentorPanel {...props} />
  return <StablePanel tab={tab} {...props} />
}

/*
 * Mentor IA renders again once the page is hydrated (the page itself is
 * memoized and does not): until the chat's code is here it shows its
 * skeleton rather than the server's text box, where a question typed before
 * the code arrived would be lost.
 */
function MentorPanel(props: CourseTabProps) {
  useHydrated()
  const Mentor = OTHER_TABS.mentor
  return <Mentor {...props} />
}

/** Starts fetching a tab's code (no-op for Conteúdo, which comes with the page). */
function preloadTab(tab: string) {
  if (tab in OTHER_TABS) void OTHER_TABS[tab as OtherTab].preload()
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
    preloadTab(tab)
    setActive(tab)
    router.replace({
      url: urlFor('courses.show', { slug: props.course.slug }, { qs: { aba: tab } }),
      preserveScroll: true,
      preserveState: true,
    })
  }

  return (
    <CourseTabList
      tabs={tabs}
      value={active}
      onValueChange={select}
      label={COURSE_TEXT.tabsLabel}
      tabLabel={(tab) => COURSE_TAB_LABELS[tab]}
      onIntent={preloadTab}
      className="w-full"
    >
      {(tab) => <TabBody tab={tab} {...props} />}
    </CourseTabList>
  )
}
