import { useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { Badge } from '~/components/ui/badge'
import { Duration } from '~/components/ui/duration'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { LessonBody } from '~/components/learning/lesson_body'
import { MaterialList } from '~/components/learning/material_list'
import { PremiumUpgradePanel } from '~/components/subscription/premium_upgrade_panel'
import { PacingLockPanel } from '~/components/learning/pacing_lock_panel'
import { useStudyTimer } from '~/components/learning/use_study_timer'
import { usePositionSaver } from '~/components/learning/use_position_saver'
import { readingCountdownReason } from '@domain/learning/completion'
import { readableOffline } from '@domain/learning/offline_lessons'
import { LessonAboutTabs } from '~/components/learning/lesson/lesson_about_tabs'
import { LessonProgressCard } from '~/components/learning/lesson/lesson_progress_card'
import { LessonNavigation } from '~/components/learning/lesson/lesson_navigation'
import { lazyComponent } from '~/lib/lazy_component'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/* 'Baixar para ler offline': its own chunk, fetched when a lesson that can be saved shows it. */
const OfflineLessonButton = lazyComponent(
  () => import('~/components/learning/lesson/offline_lesson_button')
)

export default function LessonShow({
  page,
}: {
  page: Data.LessonPage
  /** Mentor IA tab: optional prop read by LessonMentor (usePage), loaded when the tab is opened */
  mentor?: Data.MentorPanel | null
}) {
  const { course, lesson, navigation, access, body, materials, progress } = page
  const tracking = access.signedIn && access.canView
  const isMedia = body?.renderer === 'video' || body?.renderer === 'audio'
  const playsMedia = Boolean(body?.video || body?.audioUrl)
  /*
   * The lesson's completion rule as the server last answered it (page props,
   * then each playback or study report), reset when new props arrive.
   */
  const [rule, setRule] = useState({ source: progress?.completion, status: progress?.completion })
  if (rule.source !== progress?.completion) {
    setRule({ source: progress?.completion, status: progress?.completion })
  }
  const updateRule = (status: NonNullable<typeof rule.status>) =>
    setRule((current) => ({ ...current, status }))
  /* A video that reached its end completes the lesson once the server says it was watched (until played again). */
  const completeWhenWatched = useRef(false)
  /* What the last playback answer said, read by the end of the video before the page re-renders with it. */
  const lastAnswerMet = useRef(false)

  const playbackRate = progress?.playbackRate ?? 1
  const {
    report: savePosition,
    stopped,
    saveRate,
  } = usePositionSaver(
    lesson.id,
    tracking,
    { position: progress?.lastPositionSeconds ?? 0, rate: playbackRate },
    (answer) => {
      /* The simulated player of a video not published yet plays nothing: its reason stays. */
      if (playsMedia) updateRule(answer.completion)
      lastAnswerMet.current = answer.completion.met
      if (completeWhenWatched.current && answer.completion.met) {
        completeWhenWatched.current = false
        complete()
      }
    }
  )
  const reading = rule.status?.rule === 'read' && !rule.status.met ? rule.status : null
  const unanswered = useStudyTimer(
    lesson.id,
    tracking && !isMedia,
    reading?.remainingSeconds ?? 0,
    (answer) => updateRule(answer.completion)
  )

  const completed = Boolean(progress?.completed)
  const canComplete = Boolean(rule.status?.met)
  /* A reading lesson's countdown moves with the active time the server has not answered for yet. */
  const reason = reading
    ? readingCountdownReason(lesson.type, Math.max(0, reading.remainingSeconds - unanswered))
    : (rule.status?.reason ?? null)

  function complete() {
    if (!tracking || completed) return
    router.post(
      urlFor('lessons.complete', { id: lesson.id }),
      {},
      { preserveScroll: true, preserveState: true }
    )
  }

  function undo() {
    router.delete(urlFor('lessons.undo', { id: lesson.id }), {
      preserveScroll: true,
      preserveState: true,
    })
  }

  const lessonPercent = completed ? 100 : (rule.status?.percent ?? 0)
  /* Text and PDF lessons can be read offline; only what the member may read (the server decides again). */
  const readable = body ? readableOffline(body.renderer) : false

  return (
    <>
      <Seo
        title={`${lesson.title} · ${course.title}`}
        description={PAGE_META.lesson(lesson.title, course.title).description}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="ghost" size="sm" asChild>
            <Link route="courses.show" routeParams={{ slug: course.slug }}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar ao curso
            </Link>
          </Button>
          <span className="text-sm text-muted-foreground">{course.title}</span>
        </div>

        <header className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{lesson.typeLabel}</Badge>
            <Badge variant="outline">
              Aula {lesson.position} de {lesson.total}
            </Badge>
            <Duration seconds={lesson.durationSeconds} className="text-xs text-muted-foreground" />
          </div>
          {lesson.moduleTitle && (
            <p className="text-sm text-muted-foreground">{lesson.moduleTitle}</p>
          )}
          <h1 className="text-2xl font-bold sm:text-3xl">{lesson.title}</h1>
          {lesson.description && (
            <p className="max-w-3xl text-muted-foreground">{lesson.description}</p>
          )}
          {access.signedIn && access.canView && readable && (
            <OfflineLessonButton
              lessonId={lesson.id}
              lessonUrl={urlFor('lessons.show', { slug: course.slug, position: lesson.position })}
            />
          )}
        </header>

        {/*
          On a phone the column stacks: the progress card (with 'Marcar como Concluída') comes
          first in the page's order, before the long lesson body; on a wide screen the grid puts
          it back at the top of the side column.
        */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:grid-rows-[auto_1fr] lg:gap-y-4">
          <div className="lg:col-start-2 lg:row-start-1">
            <LessonProgressCard
              progress={progress}
              canView={access.canView}
              lessonPercent={lessonPercent}
              quizFailed={body?.quiz?.standing?.status === 'failed'}
              canComplete={canComplete}
              reason={reason}
              onComplete={complete}
              onUndo={undo}
            />
          </div>

          <div className="grid min-w-0 content-start gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            {body ? (
              <LessonBody
                key={lesson.id}
                body={body}
                lesson={lesson}
                materials={materials}
                playback={{
                  initialPosition: progress?.lastPositionSeconds ?? 0,
                  initialRate: playbackRate,
                  onRateChange: saveRate,
                  onPosition: savePosition,
                  onPlayingChange: (isPlaying) => {
                    if (isPlaying) {
                      completeWhenWatched.current = false
                      lastAnswerMet.current = false
                    } else stopped()
                  },
                  /* The end completes the lesson only when its rule is met (the last report says). */
                  onEnded: () => {
                    /* The answer to the pause's report may arrive before 'ended', ahead of the re-render. */
                    if (canComplete || lastAnswerMet.current) complete()
                    else completeWhenWatched.current = true
                  },
                }}
                onQuizFinished={() => router.reload({ only: ['page'] })}
                onSimulationComplete={() => canComplete && complete()}
              />
            ) : access.lockedReason === 'paced' ? (
              <PacingLockPanel message={access.lockMessage ?? ''} />
            ) : (
              <PremiumUpgradePanel reason={access.lockedReason ?? 'sign_in_required'} />
            )}

            <LessonAboutTabs page={page} />
          </div>

          <aside className="grid content-start gap-4 lg:col-start-2 lg:row-start-2">
            <LessonNavigation
              slug={course.slug}
              previous={navigation.previous}
              next={navigation.next}
            />

            {access.canView && materials.length > 0 && body?.renderer !== 'project' && (
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">Materiais da aula</CardTitle>
                </CardHeader>
                <CardContent>
                  <MaterialList materials={materials} />
                </CardContent>
              </Card>
            )}
          </aside>
        </div>
      </div>
    </>
  )
}
