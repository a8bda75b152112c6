import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import CertificateService from '#services/certificate_service'
import ProgressService from '#services/progress_service'
import StudyStatsService from '#services/study_stats_service'
import AchievementService, { type EarnedAchievement } from '#services/achievement_service'
import { currentStreak, dayKey, streakTone, weekdayLabel, type StreakTone } from '#domain/streaks'
import { coursePercent } from '#domain/progress'
import { hoursFromSeconds } from '#domain/study_plan'
import { quizPercent } from '#domain/quiz'
import { mentorMode } from '#services/mentor/mentor_settings'

const ACTIVITY_LIMIT = 8
const MENTOR_LIMIT = 6

export type DashboardCourse = {
  courseId: number
  slug: string
  title: string
  imageEmoji: string | null
  mentorName: string | null
  mentorAvatar: string | null
  percent: number
  completedLessons: number
  totalLessons: number
  /** The lesson 'Continuar' opens */
  nextLesson: { position: number; title: string } | null
  /** Minutes of the published lessons not completed yet */
  minutesLeft: number
  lastAccessedAt: string | null
}

export type DashboardActivity = {
  kind: 'lesson' | 'quiz' | 'review' | 'achievement'
  title: string
  detail: string
  /** Course the item belongs to, when any */
  courseSlug: string | null
  /** Lesson position for lesson items (link to the lesson) */
  lessonPosition: number | null
  at: string
}

export type DashboardMentor = {
  courseSlug: string
  courseTitle: string
  name: string
  avatar: string | null
  /** 'model' with a provider configured, else the offline (extractive) mode: both answer */
  mode: 'model' | 'offline'
}

export type DashboardData = {
  stats: {
    completedCourses: number
    publishedCourses: number
    completedPercent: number
    studiedHours: number
    /** The same time in minutes (the card says minutes below one hour) */
    studiedMinutes: number
    certificates: number
    streakDays: number
    streakTone: StreakTone
    weeklyGoalHours: number
  }
  inProgress: DashboardCourse[]
  activity: DashboardActivity[]
  mentors: DashboardMentor[]
  /** Course whose mentor 'Agendar Mentoria 1:1' opens (null: the catalogue) */
  mentorCourseSlug: string | null
  week: { day: string; label: string; minutes: number }[]
  achievements: EarnedAchievement[]
}

/**
 * The learner dashboard from real data, with a fixed number of queries
 * whatever the number of courses.
 */
@inject()
export default class DashboardService {
  constructor(
    private progress: ProgressService,
    private stats: StudyStatsService,
    private achievements: AchievementService,
    private certificates: CertificateService
  ) {}

  async forUser(userId: number): Promise<DashboardData> {
    const today = dayKey(new Date())
    const courses = await db
      .from('courses')
      .where('is_published', true)
      .whereNull('archived_at')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .select(
        'id',
        'slug',
        'title',
        'image_emoji',
        'mentor_name',
        'mentor_avatar',
        'has_certificate',
        'tabs'
      )
    const courseIds = courses.map((course) => course.id)

    const [
      summaries,
      lessons,
      studiedSeconds,
      activeDays,
      week,
      goal,
      recentAchievements,
      completions,
      attempts,
      reviews,
    ] = await Promise.all([
      this.progress.summariesFor(userId, courseIds),
      courseIds.length
        ? db
            .from('lessons')
            .whereIn('course_id', courseIds)
            .where('is_published', true)
            .orderBy('course_id')
            .orderBy('order_index')
            .orderBy('id')
            .select('id', 'course_id', 'title', 'duration_minutes')
        : Promise.resolve([]),
      this.stats.totalStudiedSeconds(userId),
      this.stats.activeDays(userId),
      this.stats.minutesByDay(userId, today, 7),
      this.stats.weeklyGoalHours(userId),
      this.achievements.recent(userId, ACTIVITY_LIMIT),
      db
        .from('lesson_progress')
        .join('lessons', 'lessons.id', 'lesson_progress.lesson_id')
        .join('courses', 'courses.id', 'lessons.course_id')
        .where('lesson_progress.user_id', userId)
        .whereNotNull('lesson_progress.completed_at')
        /* An archived course leaves every learner list (its certificates stay on /certificados). */
        .where('courses.is_published', true)
        .whereNull('courses.archived_at')
        .orderBy('lesson_progress.completed_at', 'desc')
        .limit(ACTIVITY_LIMIT)
        .select(
          'lessons.id as lesson_id',
          'lessons.title as lesson_title',
          'courses.slug as course_slug',
          'courses.title as course_title',
          'lesson_progress.completed_at'
        ),
      db
        .from('quiz_attempts')
        .join('quiz_sets', 'quiz_sets.id', 'quiz_attempts.quiz_set_id')
        .leftJoin('courses', 'courses.id', 'quiz_attempts.course_id')
        .where('quiz_attempts.user_id', userId)
        .whereNotNull('quiz_attempts.finished_at')
        /* The 'Quiz Educativo' has no course; a course's quiz shows while the course is listed. */
        .where((query) =>
          query
            .whereNull('quiz_attempts.course_id')
            .orWhere((listed) =>
              listed.where('courses.is_published', true).whereNull('courses.archived_at')
            )
        )
        .orderBy('quiz_attempts.finished_at', 'desc')
        .limit(ACTIVITY_LIMIT)
        .select(
          'quiz_sets.title as set_title',
          'courses.slug as course_slug',
          'quiz_attempts.score',
          'quiz_attempts.total',
          'quiz_attempts.finished_at'
        ),
      db
        .from('course_reviews')
        .join('courses', 'courses.id', 'course_reviews.course_id')
        .where('course_reviews.user_id', userId)
        .where('courses.is_published', true)
        .whereNull('courses.archived_at')
        .orderBy('course_reviews.created_at', 'desc')
        .limit(ACTIVITY_LIMIT)
        .select(
          'courses.slug as course_slug',
          'courses.title as course_title',
          'course_reviews.rating',
          'course_reviews.created_at'
        ),
    ])

    /* Lessons per course in order: positions for links and the time left. */
    const lessonsByCourse = new Map<
      number,
      { id: number; title: string; duration_minutes: number }[]
    >()
    for (const lesson of lessons) {
      const list = lessonsByCourse.get(lesson.course_id) ?? []
      list.push(lesson)
      lessonsByCourse.set(lesson.course_id, list)
    }
    const positionByLesson = new Map<number, number>()
    for (const list of lessonsByCourse.values())
      list.forEach((lesson, index) => positionByLesson.set(lesson.id, index + 1))

    let completedCourses = 0
    /* Issued certificates that still stand (revoked ones do not count). */
    const certificates = await this.certificates.countFor(userId)
    const inProgress: DashboardCourse[] = []
    for (const course of courses) {
      const summary = summaries.get(course.id)!
      const isComplete = summary.totalLessons > 0 && summary.percent === 100
      if (isComplete) {
        completedCourses += 1
        continue
      }
      if (!summary.started) continue
      const list = lessonsByCourse.get(course.id) ?? []
      const done = new Set(summary.completedLessonIds)
      const next = list[summary.continuePosition - 1]
      inProgress.push({
        courseId: course.id,
        slug: course.slug,
        title: course.title,
        imageEmoji: course.image_emoji,
        mentorName: course.mentor_name,
        mentorAvatar: course.mentor_avatar,
        percent: summary.percent,
        completedLessons: summary.completedLessons,
        totalLessons: summary.totalLessons,
        nextLesson: next ? { position: summary.continuePosition, title: next.title } : null,
        minutesLeft: list
          .filter((lesson) => !done.has(lesson.id))
          .reduce((sum, l) => sum + l.duration_minutes, 0),
        lastAccessedAt: summary.lastAccessedAt,
      })
    }
    inProgress.sort((a, b) => (b.lastAccessedAt ?? '').localeCompare(a.lastAccessedAt ?? ''))

    /* One card per course the learner is taking (started, finished or not) that has a mentor tab, most recent first. */
    const mode = mentorMode()
    const hasMentor = (course: { tabs: string[] | null }) => (course.tabs ?? []).includes('mentor')
    const mentors = courses
      .filter((course) => summaries.get(course.id)!.started && hasMentor(course))
      .sort((a, b) =>
        (summaries.get(b.id)!.lastAccessedAt ?? '').localeCompare(
          summaries.get(a.id)!.lastAccessedAt ?? ''
        )
      )
      .slice(0, MENTOR_LIMIT)
      .map((course) => ({
        courseSlug: course.slug,
        courseTitle: course.title,
        name: course.mentor_name ?? 'Mentor IA',
        avatar: course.mentor_avatar,
        mode,
      }))

    const iso = (value: Date | string) => new Date(value).toISOString()
    const activity: DashboardActivity[] = [
      ...completions.map((row) => ({
        kind: 'lesson' as const,
        title: row.lesson_title,
        detail: row.course_title,
        courseSlug: row.course_slug,
        lessonPosition: positionByLesson.get(row.lesson_id) ?? null,
        at: iso(row.completed_at),
      })),
      ...attempts.map((row) => ({
        kind: 'quiz' as const,
        title: row.set_title,
        detail: `${row.score}/${row.total} (${quizPercent(row.score, row.total)}%)`,
        courseSlug: row.course_slug,
        lessonPosition: null,
        at: iso(row.finished_at),
      })),
      ...reviews.map((row) => ({
        kind: 'review' as const,
        title: row.course_title,
        detail: `${row.rating} de 5 estrelas`,
        courseSlug: row.course_slug,
        lessonPosition: null,
        at: iso(row.created_at),
      })),
      ...recentAchievements.map((achievement) => ({
        kind: 'achievement' as const,
        title: achievement.title,
        detail: achievement.description,
        courseSlug: null,
        lessonPosition: null,
        at: achievement.earnedAt,
      })),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, ACTIVITY_LIMIT)

    /* 'Agendar Mentoria 1:1': the mentor of the course in progress opened last (else the catalogue). */
    const mentorCourse = inProgress.find((item) =>
      hasMentor(courses.find((course) => course.id === item.courseId)!)
    )

    const streakDays = currentStreak(activeDays, today)
    return {
      stats: {
        completedCourses,
        publishedCourses: courses.length,
        completedPercent: coursePercent(completedCourses, courses.length),
        studiedHours: hoursFromSeconds(studiedSeconds),
        studiedMinutes: Math.round(studiedSeconds / 60),
        certificates,
        streakDays,
        streakTone: streakTone(streakDays),
        weeklyGoalHours: goal,
      },
      inProgress,
      activity,
      mentors,
      mentorCourseSlug: mentorCourse?.slug ?? null,
      week: week.map((entry) => ({ ...entry, label: weekdayLabel(entry.day) })),
      achievements: recentAchievements.slice(0, 5),
    }
  }
}
