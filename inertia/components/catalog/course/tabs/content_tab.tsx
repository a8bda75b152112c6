import { useEffect, useRef, useState } from 'react'
import type { Data } from '@generated/data'
import { ALL_MODULES, OTHER_LESSONS_KEY } from '@domain/catalog/course_page'
import { formatDuration } from '@domain/catalog/lesson_duration'
import { cn } from '~/lib/utils'
import { ChevronDown } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { OnDemandStatus } from '~/components/ui/on_demand_status'
import { useOnDemandProp } from '~/hooks/use_on_demand_prop'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'
import { COURSE_TEXT } from '~/components/catalog/course/texts'
import { CourseMaterials } from '~/components/catalog/course/course_materials'
import { LessonRow, type LessonRowData } from '~/components/catalog/course/tabs/lesson_rows'
import { lazyComponent } from '~/lib/lazy_component'

type Module = Data.CourseContent['modules'][number]

/* 'Baixar módulo para ler offline': its own chunk, fetched when a member opens a module. */
const OfflineModuleButton = lazyComponent(
  () => import('~/components/learning/lesson/offline_module_button')
)

/**
 * After 'Mostrar todas…', the keyboard lands on the first item that arrived:
 * `focusFrom(shown)` before asking, then the `selector` inside the list's
 * item at that index gets focus once there are more than `shown` items.
 */
function useFocusFirstArrived<T extends HTMLElement>(shown: number, selector: string) {
  const list = useRef<T>(null)
  const [from, setFrom] = useState<number | null>(null)
  useEffect(() => {
    if (from === null || shown <= from) return
    list.current
      ?.querySelectorAll<HTMLElement>(':scope > li')
      [from]?.querySelector<HTMLElement>(selector)
      ?.focus()
    setFrom(null)
  }, [from, shown, selector])
  return { list, focusFrom: setFrom }
}

/**
 * A module of Conteúdo: its heading is the button that opens it (a
 * disclosure). Open, it lists the lessons it has; the ones it lacks come from
 * the server (`?modulo=`), also when 'Mostrar todas as aulas' asks for the rest.
 */
function ModuleItem({
  slug,
  module,
  number,
  lessons,
  signedIn,
  open,
  onToggle,
}: {
  slug: string
  module: Module
  number: number
  lessons: LessonRowData[] | undefined
  signedIn: boolean
  open: boolean
  onToggle: () => void
}) {
  const [wantAll, setWantAll] = useState(false)
  const shown = lessons?.length ?? 0
  /* 'Mostrar todas as aulas': the keyboard lands on the first lesson that arrived. */
  const { list, focusFrom } = useFocusFirstArrived<HTMLUListElement>(shown, 'a')
  const complete = lessons !== undefined && shown >= module.lessonCount
  const { loading, failed, retry } = useOnDemandProp({
    prop: 'lessons',
    data: { modulo: module.key },
    needed: open && (lessons === undefined || (wantAll && !complete)),
  })

  const headingId = `module-${module.key}`
  const panelId = `module-${module.key}-lessons`
  return (
    <li className="rounded-xl border bg-card" data-testid="course-module">
      <section aria-labelledby={headingId} className="grid gap-2 p-4">
        <h2 id={headingId} className="font-semibold">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex w-full items-start justify-between gap-3 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span>
              {module.key === OTHER_LESSONS_KEY
                ? module.title
                : COURSE_TEXT.moduleTitle(number, module.title)}
            </span>
            <ChevronDown
              className={cn('mt-0.5 h-5 w-5 shrink-0 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        </h2>
        {module.description && (
          <p className="text-sm text-muted-foreground">{module.description}</p>
        )}
        <p className="text-xs text-muted-foreground">
          {COURSE_TEXT.lessonsCount(module.lessonCount)}
          {module.durationSeconds > 0 && <> · {formatDuration(module.durationSeconds)}</>}
          {signedIn && module.publishedCount > 0 && (
            <> · {COURSE_TEXT.moduleDone(module.completedCount, module.publishedCount)}</>
          )}
        </p>
        <div id={panelId} hidden={!open}>
          {open && module.lessonCount === 0 && (
            <p className="px-3 py-2 text-sm text-muted-foreground">{COURSE_TEXT.emptyModule}</p>
          )}
          {open && signedIn && module.key !== OTHER_LESSONS_KEY && module.lessonCount > 0 && (
            <OfflineModuleButton moduleId={Number(module.key)} />
          )}
          {open && shown > 0 && (
            <ul ref={list} className="grid gap-1">
              {lessons!.map((lesson) => (
                <LessonRow key={lesson.id} slug={slug} lesson={lesson} />
              ))}
            </ul>
          )}
          {open && (loading || failed) && (
            <OnDemandStatus
              loading={loading}
              failed={failed}
              loadingText={COURSE_TEXT.loadingLessons}
              failedText={COURSE_TEXT.lessonsFailed}
              onRetry={retry}
              className="px-3 py-2"
            />
          )}
          {open && lessons !== undefined && !complete && !wantAll && (
            <Button
              variant="ghost"
              className="mt-1 w-full"
              onClick={() => {
                setWantAll(true)
                focusFrom(shown)
              }}
            >
              {COURSE_TEXT.showAllLessons(module.lessonCount)}
            </Button>
          )}
        </div>
      </section>
    </li>
  )
}

/**
 * Conteúdo: the modules in order, the open one (where the learner continues,
 * else the first) listing its lessons, each opening /cursos/{slug}/aula/{n}.
 * Only the first modules come with the page; 'Mostrar todos os módulos' asks for the rest.
 */
export function ContentTab({ course, content, lessons, viewer, materials }: CourseTabProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(content.openModule === null ? [] : [content.openModule])
  )
  const [wantAll, setWantAll] = useState(false)
  const shown = content.modules.length
  /* The keyboard lands on the first module that arrived. */
  const { list, focusFrom } = useFocusFirstArrived<HTMLOListElement>(shown, 'button')
  const allModules = useOnDemandProp({
    prop: 'content',
    data: { modulos: ALL_MODULES },
    needed: wantAll && shown < content.totalModules,
  })

  const courseMaterials = materials ? <CourseMaterials materials={materials} /> : null
  if (shown === 0)
    return (
      <div className="grid gap-4">
        <p className="text-muted-foreground">{COURSE_TEXT.noLessons}</p>
        {courseMaterials}
      </div>
    )

  function toggle(key: string) {
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  }

  return (
    <div className="grid gap-4">
      <ol ref={list} className="grid gap-4">
        {content.modules.map((module, index) => (
          <ModuleItem
            key={module.key}
            slug={course.slug}
            module={module}
            number={index + 1}
            lessons={lessons[module.key]}
            signedIn={viewer.signedIn}
            open={open.has(module.key)}
            onToggle={() => toggle(module.key)}
          />
        ))}
      </ol>
      {(allModules.loading || allModules.failed) && (
        <OnDemandStatus
          loading={allModules.loading}
          failed={allModules.failed}
          loadingText={COURSE_TEXT.loadingModules}
          failedText={COURSE_TEXT.modulesFailed}
          onRetry={allModules.retry}
          className="px-3 py-2"
        />
      )}
      {shown < content.totalModules && !wantAll && (
        <Button
          variant="outline"
          onClick={() => {
            setWantAll(true)
            focusFrom(shown)
          }}
        >
          {COURSE_TEXT.showAllModules(content.totalModules)}
        </Button>
      )}
      {courseMaterials}
    </div>
  )
}
