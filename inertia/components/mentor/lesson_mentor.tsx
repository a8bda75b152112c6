import { useEffect, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { TabLoading } from '~/components/catalog/course/tabs/tab_loading'
import { MentorChat } from './mentor_chat'

/**
 * The lesson page's 'Mentor IA' tab: the course's mentor with this lesson as
 * context (its passages come first). The chat's data is an optional page prop,
 * asked for the first time the tab is shown.
 */
export function LessonMentor({ page }: { page: Data.LessonPage }) {
  const { mentor } = usePage<{ mentor?: Data.MentorPanel | null }>().props
  const [askedFor, setAskedFor] = useState<number | null>(null)

  useEffect(() => {
    if (mentor !== undefined || askedFor === page.lesson.id) return
    setAskedFor(page.lesson.id)
    router.reload({ only: ['mentor'] })
  }, [mentor, askedFor, page.lesson.id])

  if (!mentor) return <TabLoading label="Mentor IA" />
  return (
    <MentorChat
      key={page.lesson.id}
      panel={mentor}
      lesson={{ position: page.lesson.position, title: page.lesson.title }}
    />
  )
}
