import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Course from '#models/course'
import Lesson from '#models/lesson'
import type CourseMaterial from '#models/course_material'
import CourseMaterialsService from '#services/catalog/course_materials_service'
import type QuizSet from '#models/quiz_set'
import { summarize, type CourseProgressSummary } from '#services/learning/progress_service'
import QuizService, { type LessonQuizStanding } from '#services/learning/quiz_service'
import learningActivity from '#services/learning/learning_activity_buffer'
import { rendererFor } from '#domain/catalog/lessons'
import { captionsKeyFor } from '#domain/catalog/demo_media'
import { lessonMediaKey } from '#services/platform/protected_media'
import drive from '@adonisjs/drive/services/main'

/** 'paced': the course's pacing keeps it closed for now (`lockMessage` says until when or after what) */
export type LockedReason = 'sign_in_required' | 'premium_required' | 'paced'

/** What the lesson page is made of, for a learner or a visitor (LessonPageTransformer shapes it). */
export type LessonPageFacts = {
  course: Course
  lesson: Lesson
  /** The lesson's place (1…total) among the course's published lessons */
  position: number
  total: number
  moduleTitle: string | null
  /** Only when the content is open to the viewer */
  materials: CourseMaterial[]
  /** The quiz of a quiz lesson, when the content is open */
  quiz: QuizSet | null
  /** A signed-in learner's standing on that quiz ('Aprovado' / 'Não aprovado', best and last attempt) */
  quizStanding: LessonQuizStanding | null
  signedIn: boolean
  canView: boolean
  lockedReason: LockedReason | null
  /** The pacing's reason: 'Disponível em 03/12', 'Conclua a aula 2 para liberar esta.' */
  lockMessage: string | null
  lessonProgress: {
    completedAt: DateTime | null
    lastPositionSeconds: number
    playbackRate: number | null
    /** Including study time still buffered (LearningActivityBuffer) */
    secondsStudied: number
    /** Distinct seconds of the media played */
    watchedSeconds: number
  } | null
  courseProgress: CourseProgressSummary | null
  /** Notes belong to the content: only for a signed-in viewer with access */
  note: { row: { body: string; updatedAt: DateTime | null } | null } | null
  /** The lesson's stored video has WebVTT captions next to it (served by /aulas/:id/legendas) */
  hasCaptions: boolean
  /** Speed the learner used last on any lesson, for a lesson they have not set one on yet */
  lastPlaybackRate: number | null
}

/** The learner's own rows of the lesson page, and the lesson's module title, from one query. */
type LearnerRow = {
  module_title: string | null
  lesson_completed_at: Date | null
  last_position_seconds: number | null
  playback_rate: string | null
  seconds_studied: number | null
  watched_seconds: number | null
  completed_lesson_ids: number[]
  last_accessed_at: Date | null
  course_completed_at: Date | null
  enrolled: boolean
  has_note: boolean
  note_body: string | null
  note_updated_at: Date | null
  last_playback_rate: string | null
}

/**
 * Loads everything the lesson page shows in a fixed number of queries: the
 * module title and all the learner's rows in one, the materials, and the
 * quiz of a quiz lesson. The course, the lesson and its siblings' ids come
 * from the caller.
 */
@inject()
export default class LessonPageService {
  constructor(
    private quizzes: QuizService,
    private materials: CourseMaterialsService
  ) {}

  async load(options: {
    course: Course
    /** The lesson at `position`, and the ids of the course's published lessons in order */
    lesson: Lesson
    lessonIds: number[]
    position: number
    userId: number | null
    canView: boolean
    lockedReason: LockedReason
    lockMessage?: string | null
  }): Promise<LessonPageFacts> {
    const { course, lesson, lessonIds, position, userId, canView } = options
    const renderer = rendererFor(lesson.lessonType)
    const isQuiz = canView && renderer === 'quiz'
    const mediaKey = canView ? lessonMediaKey(lesson) : null
    const playsMedia = canView && (renderer === 'video' || renderer === 'audio')

    const [row, materials, quiz, quizStanding, hasCaptions] = await Promise.all([
      this.learnerRow(userId, course.id, lesson),
      canView ? this.materials.lessonLevelFor(lesson.id) : [],
      isQuiz ? this.quizzes.lessonSetFor(course.id, lesson.id) : null,
      isQuiz && userId !== null ? this.quizzes.standingFor(userId, lesson.id) : null,
      mediaKey && renderer === 'video'
        ? drive.use().exists(captionsKeyFor(mediaKey))
        : Promise.resolve(false),
    ])

    const signedIn = userId !== null
    const courseProgress = signedIn
      ? summarize(
          userId,
          [course.id],
          lessonIds.map((id) => ({ id, course_id: course.id })),
          row.completed_lesson_ids,
          row.enrolled
            ? [
                {
                  course_id: course.id,
                  last_accessed_at: row.last_accessed_at,
                  completed_at: row.course_completed_at,
                },
              ]
            : []
        ).get(course.id)!
      : null
    const rate = (value: string | null) => (value === null ? null : Number(value))
    const dateTime = (value: Date | null) => (value ? DateTime.fromJSDate(new Date(value)) : null)
    const buffered = signedIn ? learningActivity.pendingFor(userId).lessonSeconds(lesson.id) : 0

    return {
      course,
      lesson,
      position,
      total: lessonIds.length,
      moduleTitle: row.module_title,
      materials,
      quiz,
      quizStanding,
      signedIn,
      canView,
      lockedReason: canView ? null : options.lockedReason,
      lockMessage: canView ? null : (options.lockMessage ?? null),
      lessonProgress:
        row.seconds_studied !== null || buffered > 0
          ? {
              completedAt: dateTime(row.lesson_completed_at),
              lastPositionSeconds: row.last_position_seconds ?? 0,
              playbackRate: rate(row.playback_rate),
              secondsStudied: (row.seconds_studied ?? 0) + buffered,
              watchedSeconds: row.watched_seconds ?? 0,
            }
          : null,
      courseProgress,
      note:
        signedIn && canView
          ? {
              row: row.has_note
                ? { body: row.note_body ?? '', updatedAt: dateTime(row.note_updated_at) }
                : null,
            }
          : null,
      hasCaptions,
      lastPlaybackRate: signedIn && playsMedia ? rate(row.last_playback_rate) : null,
    }
  }

  /** A visitor's row has only the module title (no learner rows match a null id). */
  private async learnerRow(userId: number | null, courseId: number, lesson: Lesson) {
    // raw SQL: one row from several left joins and scalar subqueries (array(…), a correlated limit 1)
    const { rows } = await db.rawQuery<{ rows: LearnerRow[] }>(
      `select
         (select title from course_modules where id = :moduleId) as module_title,
         lp.completed_at as lesson_completed_at, lp.last_position_seconds, lp.playback_rate,
         lp.seconds_studied, lp.watched_seconds,
         array(
           select done.lesson_id from lesson_progress done
           join lessons l on l.id = done.lesson_id
           where done.user_id = :userId and done.completed_at is not null
             and l.course_id = :courseId and ${Lesson.publishedSql('l')}
         ) as completed_lesson_ids,
         cp.last_accessed_at, cp.completed_at as course_completed_at, (cp.id is not null) as enrolled,
         (n.id is not null) as has_note, n.body as note_body, n.updated_at as note_updated_at,
         (select rated.playback_rate from lesson_progress rated
           where rated.user_id = :userId and rated.playback_rate is not null
           order by rated.updated_at desc limit 1) as last_playback_rate
       from (select 1) as one
       left join lesson_progress lp on lp.user_id = :userId and lp.lesson_id = :lessonId
       left join course_progress cp on cp.user_id = :userId and cp.course_id = :courseId
       left join lesson_notes n on n.user_id = :userId and n.lesson_id = :lessonId`,
      { userId, courseId, lessonId: lesson.id, moduleId: lesson.moduleId }
    )
    return rows[0]
  }
}
