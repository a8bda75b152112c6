import db from '@adonisjs/lucid/services/db'
import type Course from '#models/course'
import Lesson from '#models/lesson'
import type { CourseProgressSummary } from '#services/learning/progress_service'
import { premiumDecision, type Viewer } from '#domain/subscription/subscription'
import {
  lessonMark,
  OTHER_LESSONS_KEY,
  type LessonMark,
  type ModuleKey,
} from '#domain/catalog/course_page'
import type { LessonType } from '#domain/catalog/catalog'
import { isOpenLesson } from '#domain/catalog/pacing'
import PacingService from '#services/learning/pacing_service'
import { remember } from '#services/platform/content_cache'
import { CATALOG, courseTag } from '#domain/platform/content_tags'

/** A row of the Conteúdo tab: only what the row shows, never the lesson's body. */
export type CourseContentLesson = {
  id: number
  title: string
  type: LessonType
  /** The lesson's real length (#domain/lesson_duration); 0 while unknown */
  durationSeconds: number
  /** 1…N among the course's published lessons (the lesson URL); null while unpublished */
  position: number | null
  mark: LessonMark
  /** A quiz lesson not completed whose every finished attempt failed: 'Não aprovado' */
  failed: boolean
  /** A signed-in learner without Premium would meet the upgrade offer there */
  locked: boolean
  /** The course's pacing keeps it closed for this member: 'Disponível em 03/12', 'Conclua a aula 2…' */
  pacingLock: string | null
}

/** A module's heading in the Conteúdo tab, its figures counted in SQL. */
export type CourseModuleSummary = {
  /** null for the lessons that belong to no module ('Outras aulas') */
  id: number | null
  title: string
  description: string | null
  /** Sum of its published lessons' durations: the module totals add up to the course's */
  durationSeconds: number
  lessonCount: number
  publishedCount: number
  /** Published lessons the learner completed */
  completedCount: number
}

export type CourseOutline = {
  /** The first modules (or all of them), in order */
  modules: CourseModuleSummary[]
  /** Headings in the whole list, 'Outras aulas' included */
  totalModules: number
  /** Real modules of the course (the header's 'N módulos') */
  modulesCount: number
  publishedLessons: number
  /** Among `modules`, the one holding the lesson 'Continuar Curso' opens */
  nextLessonModule: ModuleKey | null
}

/** Who is looking, as the marks and the premium locks need it. */
export type ContentViewer = {
  userId: number | null
  progress: CourseProgressSummary | null
  premium: Viewer
  /** Published lessons not completed whose every finished quiz attempt failed ('Não aprovado') */
  failedLessonIds: number[]
}

/*
| The course's lessons numbered as the lesson URLs number them (published
| ones, by order_index then id), each in its module of this course or, with
| none, in 'Outras aulas' (module_id 0 here).
*/
const NUMBERED_LESSONS = `numbered AS (
  SELECT l.id, l.title, l.lesson_type, l.duration_seconds, l.order_index, l.is_free_preview,
    coalesce(m.id, 0) AS module_id, published.position
  FROM lessons l
  LEFT JOIN course_modules m ON m.id = l.module_id AND m.course_id = l.course_id
  LEFT JOIN (
    SELECT pl.id, ${Lesson.positionSql('pl')} AS position FROM lessons pl
    WHERE pl.course_id = :courseId AND ${Lesson.publishedSql('pl')}
  ) published ON published.id = l.id
  WHERE l.course_id = :courseId
)`

/** A heading of the outline as every visitor and member sees it (remembered per course). */
type PublicModule = Omit<CourseModuleSummary, 'completedCount'> & {
  /** Its published lessons' ids and positions, to count and find the member's own in memory */
  publishedIds: number[]
  positions: number[]
}

type OutlineRow = {
  id: number | null
  title: string
  description: string | null
  duration_seconds: number
  lesson_count: number
  published_count: number
  published_ids: number[] | null
  positions: number[] | null
}

type LessonRow = {
  id: number
  title: string
  lesson_type: LessonType
  duration_seconds: number
  position: string | number | null
  is_free_preview: boolean
}

/**
 * Read side of the Conteúdo tab. What is the same for everyone (the headings
 * with their counts, a module's lessons) is read with one query each and
 * remembered per course until its catalogue changes (tags CATALOG and the
 * course's); the member's own marks (completed, 'Não aprovado', where
 * 'Continuar Curso' goes) come from their progress, read once per request.
 */
export default class CourseContentService {
  private pacing = new PacingService()

  /** Every heading of the course, with its counts and its published lessons (remembered). */
  private publicOutline(course: Course): Promise<PublicModule[]> {
    return remember(
      `course-page:outline ${course.id}`,
      [CATALOG, courseTag(course.id)],
      async () => {
        // raw SQL: CTEs with window-function positions and FILTER aggregates
        const result = await db.rawQuery(
          `WITH ${NUMBERED_LESSONS},
        headings AS (
          SELECT id, title, description, order_index FROM course_modules WHERE course_id = :courseId
          UNION ALL
          SELECT NULL, 'Outras aulas', NULL, NULL
          WHERE EXISTS (SELECT 1 FROM numbered WHERE module_id = 0)
        )
        SELECT h.id, h.title, h.description,
          count(n.id)::int AS lesson_count,
          count(n.position)::int AS published_count,
          coalesce(sum(n.duration_seconds) FILTER (WHERE n.position IS NOT NULL), 0)::int AS duration_seconds,
          array_agg(n.id ORDER BY n.position) FILTER (WHERE n.position IS NOT NULL) AS published_ids,
          array_agg(n.position ORDER BY n.position) FILTER (WHERE n.position IS NOT NULL) AS positions
        FROM headings h
        LEFT JOIN numbered n ON n.module_id = coalesce(h.id, 0)
        GROUP BY h.id, h.title, h.description, h.order_index
        ORDER BY h.id IS NULL, h.order_index, h.id`,
          { courseId: course.id }
        )
        return (result.rows as OutlineRow[]).map((row) => ({
          id: row.id,
          title: row.title,
          description: row.description,
          durationSeconds: row.duration_seconds,
          lessonCount: row.lesson_count,
          publishedCount: row.published_count,
          publishedIds: (row.published_ids ?? []).map(Number),
          positions: (row.positions ?? []).map(Number),
        }))
      }
    )
  }

  /** The first `limit` module headings (null: all), with the totals of the whole course. */
  async outline(
    course: Course,
    viewer: ContentViewer,
    limit: number | null
  ): Promise<CourseOutline> {
    const headings = await this.publicOutline(course)
    const progress = viewer.progress
    const completed = new Set(progress?.completedLessonIds ?? [])
    const started = progress?.started && progress.percent < 100
    const nextPosition = started ? progress!.continuePosition : null
    const shown = limit === null ? headings : headings.slice(0, limit)
    const next = shown.find(
      (heading) => nextPosition !== null && heading.positions.includes(nextPosition)
    )
    return {
      modules: shown.map(({ publishedIds, positions: _positions, ...heading }) => ({
        ...heading,
        completedCount: publishedIds.filter((id) => completed.has(id)).length,
      })),
      totalModules: headings.length,
      modulesCount: headings.filter((heading) => heading.id !== null).length,
      publishedLessons: headings.reduce((sum, heading) => sum + heading.publishedCount, 0),
      nextLessonModule: next ? (next.id ?? OTHER_LESSONS_KEY) : null,
    }
  }

  /** Whether the key names one of the course's headings ('outras' only while it has lessons). */
  async hasModule(course: Course, key: ModuleKey) {
    const headings = await this.publicOutline(course)
    return headings.some((heading) => (heading.id ?? OTHER_LESSONS_KEY) === key)
  }

  /** A module's lessons in order, as everyone sees them (remembered per course and module). */
  private publicLessons(course: Course, key: ModuleKey): Promise<LessonRow[]> {
    const moduleId = key === OTHER_LESSONS_KEY ? 0 : key
    return remember(
      `course-page:lessons ${course.id} ${moduleId}`,
      [CATALOG, courseTag(course.id)],
      async () => {
        // raw SQL: the NUMBERED_LESSONS CTE (window-function positions)
        const result = await db.rawQuery(
          `WITH ${NUMBERED_LESSONS}
          SELECT n.id, n.title, n.lesson_type, n.duration_seconds, n.position, n.is_free_preview
          FROM numbered n
          WHERE n.module_id = :moduleId
          ORDER BY ${Lesson.courseOrderSql('n')}`,
          { courseId: course.id, moduleId }
        )
        return result.rows as LessonRow[]
      }
    )
  }

  /** A module's lessons in order, the first `limit` of them (null: all), with the member's marks. */
  async lessons(
    course: Course,
    key: ModuleKey,
    viewer: ContentViewer,
    limit: number | null
  ): Promise<CourseContentLesson[]> {
    const all = await this.publicLessons(course, key)
    const rows = limit === null ? all : all.slice(0, limit)
    const completed = new Set(viewer.progress?.completedLessonIds ?? [])
    const failed = new Set(viewer.failedLessonIds)
    const progress = viewer.progress
    /* Per member, per request: never part of what is cached for everyone. */
    const pacing = await this.pacing.locksFor(course, {
      userId: viewer.userId,
      staff: viewer.premium.staff,
    })
    return rows.map((row) => {
      const position = row.position === null ? null : Number(row.position)
      const done = position !== null && completed.has(row.id)
      const locked =
        position !== null &&
        premiumDecision(viewer.premium, {
          open: isOpenLesson({ isFreePreview: row.is_free_preview }, course),
        }) === 'premium_required'
      return {
        id: row.id,
        title: row.title,
        type: row.lesson_type,
        durationSeconds: row.duration_seconds,
        position,
        mark: lessonMark({
          position,
          completed: done,
          started: Boolean(progress?.started),
          percent: progress?.percent ?? 0,
          continuePosition: progress?.continuePosition ?? 1,
        }),
        failed: position !== null && !done && failed.has(row.id),
        locked,
        pacingLock: position !== null && !locked ? (pacing.get(row.id)?.message ?? null) : null,
      }
    })
  }
}
