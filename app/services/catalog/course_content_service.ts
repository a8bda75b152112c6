import db from '@adonisjs/lucid/services/db'
import type Course from '#models/course'
import CourseModule from '#models/course_module'
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

/* A learner's completion of a published lesson (none for visitors: user_id = NULL matches nothing). */
const COMPLETION = `LEFT JOIN lesson_progress lp ON lp.lesson_id = n.id AND n.position IS NOT NULL
  AND lp.user_id = :userId AND lp.completed_at IS NOT NULL`

type OutlineRow = {
  id: number | null
  title: string
  description: string | null
  duration_seconds: number
  lesson_count: number
  published_count: number
  completed_count: number
  holds_next: boolean
  total_modules: number
  modules_count: number
  published_lessons: number
}

type LessonRow = {
  id: number
  title: string
  lesson_type: LessonType
  duration_seconds: number
  position: string | number | null
  is_free_preview: boolean
  completed: boolean
  failed: boolean
}

/**
 * Read side of the Conteúdo tab. One query for the module headings with
 * their counts, one for a module's lessons, whatever the course's size.
 */
export default class CourseContentService {
  private pacing = new PacingService()

  /** The first `limit` module headings (null: all), with the totals of the whole course. */
  async outline(
    course: Course,
    viewer: ContentViewer,
    limit: number | null
  ): Promise<CourseOutline> {
    const started = viewer.progress?.started && viewer.progress.percent < 100
    // raw SQL: CTEs with window functions (positions, totals over all headings) and FILTER aggregates
    const result = await db.rawQuery(
      `WITH ${NUMBERED_LESSONS},
      headings AS (
        SELECT id, title, description, order_index FROM course_modules WHERE course_id = :courseId
        UNION ALL
        SELECT NULL, 'Outras aulas', NULL, NULL
        WHERE EXISTS (SELECT 1 FROM numbered WHERE module_id = 0)
      ),
      summaries AS (
        SELECT h.id, h.title, h.description, h.order_index,
          count(n.id)::int AS lesson_count,
          count(n.position)::int AS published_count,
          coalesce(sum(n.duration_seconds) FILTER (WHERE n.position IS NOT NULL), 0)::int AS duration_seconds,
          count(lp.lesson_id)::int AS completed_count,
          coalesce(bool_or(n.position = :nextPosition), false) AS holds_next
        FROM headings h
        LEFT JOIN numbered n ON n.module_id = coalesce(h.id, 0)
        ${COMPLETION}
        GROUP BY h.id, h.title, h.description, h.order_index
      )
      SELECT id, title, description, lesson_count, published_count, duration_seconds,
        completed_count, holds_next,
        (count(*) OVER ())::int AS total_modules,
        (count(id) OVER ())::int AS modules_count,
        (sum(published_count) OVER ())::int AS published_lessons
      FROM summaries
      ORDER BY id IS NULL, order_index, id
      LIMIT :limit`,
      {
        courseId: course.id,
        userId: viewer.userId,
        nextPosition: started ? viewer.progress!.continuePosition : null,
        limit,
      }
    )
    const rows = result.rows as OutlineRow[]
    const next = rows.find((row) => row.holds_next)
    return {
      modules: rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        durationSeconds: row.duration_seconds,
        lessonCount: row.lesson_count,
        publishedCount: row.published_count,
        completedCount: row.completed_count,
      })),
      totalModules: rows[0]?.total_modules ?? 0,
      modulesCount: rows[0]?.modules_count ?? 0,
      publishedLessons: rows[0]?.published_lessons ?? 0,
      nextLessonModule: next ? (next.id ?? OTHER_LESSONS_KEY) : null,
    }
  }

  /** Whether the key names one of the course's headings ('outras' only while it has lessons). */
  async hasModule(course: Course, key: ModuleKey) {
    if (key !== OTHER_LESSONS_KEY) {
      const module = await CourseModule.query()
        .where('id', key)
        .where('course_id', course.id)
        .select('id')
        .first()
      return module !== null
    }
    // raw SQL: reuses the NUMBERED_LESSONS CTE, so 'Outras aulas' means here what it means in the outline
    const result = await db.rawQuery(
      `WITH ${NUMBERED_LESSONS} SELECT EXISTS (SELECT 1 FROM numbered WHERE module_id = 0) AS found`,
      { courseId: course.id }
    )
    return Boolean(result.rows[0]?.found)
  }

  /** A module's lessons in order, the first `limit` of them (null: all). */
  async lessons(
    course: Course,
    key: ModuleKey,
    viewer: ContentViewer,
    limit: number | null
  ): Promise<CourseContentLesson[]> {
    // raw SQL: the NUMBERED_LESSONS CTE (window-function positions) and a correlated bool_or
    const result = await db.rawQuery(
      `WITH ${NUMBERED_LESSONS}
      SELECT n.id, n.title, n.lesson_type, n.duration_seconds, n.position, n.is_free_preview,
        (lp.lesson_id IS NOT NULL) AS completed,
        (lp.lesson_id IS NULL AND n.position IS NOT NULL AND coalesce((
          SELECT NOT bool_or(qa.passed) FROM quiz_attempts qa
          WHERE qa.user_id = :userId AND qa.lesson_id = n.id AND qa.passed IS NOT NULL
        ), false)) AS failed
      FROM numbered n
      ${COMPLETION}
      WHERE n.module_id = :moduleId
      ORDER BY ${Lesson.courseOrderSql('n')}
      LIMIT :limit`,
      {
        courseId: course.id,
        userId: viewer.userId,
        moduleId: key === OTHER_LESSONS_KEY ? 0 : key,
        limit,
      }
    )
    const progress = viewer.progress
    /* Per member, per request: never part of what is cached for everyone. */
    const pacing = await this.pacing.locksFor(course, {
      userId: viewer.userId,
      staff: viewer.premium.staff,
    })
    return (result.rows as LessonRow[]).map((row) => {
      const position = row.position === null ? null : Number(row.position)
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
          completed: row.completed,
          started: Boolean(progress?.started),
          percent: progress?.percent ?? 0,
          continuePosition: progress?.continuePosition ?? 1,
        }),
        failed: row.failed,
        locked,
        pacingLock: position !== null && !locked ? (pacing.get(row.id)?.message ?? null) : null,
      }
    })
  }
}
