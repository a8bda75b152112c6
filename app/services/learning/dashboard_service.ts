import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import CertificateService from '#services/certificates/certificate_service'
import ProgressService from '#services/learning/progress_service'
import StudyStatsService from '#services/learning/study_stats_service'
import ReviewService from '#services/learning/review_service'
import AchievementService, {
  earnedFromRows,
  type EarnedAchievement,
  type EarnedRow,
} from '#services/community/achievement_service'
import { asJsonList } from '#services/platform/scalar_queries'
import { summarizeRows, type LearnerRow } from '#services/learning/progress_service'
import {
  currentStreak,
  dayKey,
  lastDays,
  streakTone,
  weekdayLabel,
  type StreakTone,
} from '#domain/learning/streaks'
import { coursePercent } from '#domain/learning/progress'
import { hoursFromSeconds } from '#domain/learning/study_plan'
import { quizPercent } from '#domain/learning/quiz'
import { mentorMode } from '#services/mentor/mentor_settings'
import { premiumDecision, type Viewer } from '#domain/subscription/subscription'
import { isFreeCourse } from '#domain/catalog/catalog'
import { pacingLocks } from '#domain/catalog/pacing'
import { listedCatalogue } from '#services/learning/listed_catalogue'

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
  /** The lesson 'Continuar' opens; `lock`: the course's pacing keeps it closed ('Disponível em 03/12') */
  nextLesson: { position: number; title: string; lock: string | null } | null
  /** Sum of the real durations of the lessons not completed yet */
  secondsLeft: number
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
    /** Review questions due today ('N questões para revisar hoje') */
    reviewsDue: number
  }
  inProgress: DashboardCourse[]
  activity: DashboardActivity[]
  mentors: DashboardMentor[]
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
    private certificates: CertificateService,
    private reviews: ReviewService
  ) {}

  /** `viewer` decides which mentors the learner may talk to (PremiumPolicy's rule). */
  async forUser(userId: number, viewer: Viewer): Promise<DashboardData> {
    const today = dayKey(new Date())
    /* The same for every member, remembered until the catalogue changes: only the member's own rows are read. */
    const catalogue = await listedCatalogue()
    const courses = catalogue.courses
    const courseIds = courses.map((course) => course.id)

    const weekDays = lastDays(today, 7)
    /*
     * Everything of the learner's own in one round trip: the study figures
     * with, as JSON, the issued certificates that still stand (revoked ones do
     * not count), the latest achievements, the recent activity and the
     * learner's progress rows in the listed courses.
     */
    const study = await this.stats.overview(
      userId,
      { from: weekDays[0], to: today },
      {
        certificates: this.certificates.countQuery(userId),
        reviewsDue: this.reviews.dueTodayQuery(userId),
        achievements: asJsonList(this.achievements.recentQuery(userId, ACTIVITY_LIMIT)),
        activity: asJsonList(recentActivityQuery(userId)),
        learnerRows: asJsonList(this.progress.learnerRowsQuery(userId, courseIds)),
      }
    )
    const learnerRows = study.extra.learnerRows as LearnerRow[]
    /* The courses entered (a visit or a completed lesson): only their lessons are summed up. */
    const entered = new Set(
      learnerRows.map((row) =>
        row.kind === 'course' ? row.id : (catalogue.courseOf.get(row.id) ?? null)
      )
    )
    const lessons = courseIds.flatMap((id) =>
      entered.has(id) ? (catalogue.lessonsOf.get(id) ?? []) : []
    )
    const summaries = summarizeRows(userId, courseIds, lessons, learnerRows)
    const recentAchievements = earnedFromRows(study.extra.achievements as EarnedRow[])
    const activityRows = (study.extra.activity as ActivityRow[]).map((row) => ({
      ...row,
      at: new Date(row.at),
    }))
    const { activeDays, studiedSeconds, weeklyGoalHours: goal } = study
    const certificates = Number(study.extra.certificates ?? 0)
    const week = weekDays.map((day) => ({
      day,
      minutes: Math.round((study.secondsByDay.get(day) ?? 0) / 60),
    }))

    /* Positions of the lessons completed lately (links of 'Atividade Recente'). */
    const positionOf = (lessonId: number) => {
      const list = catalogue.lessonsOf.get(catalogue.courseOf.get(lessonId) ?? 0) ?? []
      const index = list.findIndex((lesson) => lesson.id === lessonId)
      return index === -1 ? null : index + 1
    }

    let completedCourses = 0
    const inProgress: DashboardCourse[] = []
    for (const course of courses) {
      const summary = summaries.get(course.id)!
      const isComplete = summary.totalLessons > 0 && summary.percent === 100
      if (isComplete) {
        completedCourses += 1
        continue
      }
      if (!summary.started) continue
      const list = catalogue.lessonsOf.get(course.id) ?? []
      const done = new Set(summary.completedLessonIds)
      const next = list[summary.continuePosition - 1]
      /* The member's own rows, already read: the pacing costs no query. */
      const locks = viewer.staff
        ? new Map()
        : pacingLocks({
            mode: course.pacing,
            lessons: list.map((lesson) => ({
              id: lesson.id,
              releaseAfterDays: lesson.release_after_days ?? 0,
              completed: done.has(lesson.id),
            })),
            enrolledAt: summary.enrolledAt ? new Date(summary.enrolledAt) : null,
            now: new Date(Date.now()),
          })
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
        nextLesson: next
          ? {
              position: summary.continuePosition,
              title: next.title,
              lock: locks.get(next.id)?.message ?? null,
            }
          : null,
        secondsLeft: list
          .filter((lesson) => !done.has(lesson.id))
          .reduce((sum, l) => sum + l.duration_seconds, 0),
        lastAccessedAt: summary.lastAccessedAt,
      })
    }
    inProgress.sort((a, b) => (b.lastAccessedAt ?? '').localeCompare(a.lastAccessedAt ?? ''))

    /*
     * One card per course the learner is taking (started, finished or not) whose mentor
     * they may ask, most recent first: a free member is not shown a Premium mentor as 'Disponível'.
     */
    const mode = mentorMode()
    const hasMentor = (course: { tabs: string[] | null }) => (course.tabs ?? []).includes('mentor')
    const mayAsk = (course: { price: number | string }) =>
      premiumDecision(viewer, { open: isFreeCourse(course) }) === 'allowed'
    const mentors = courses
      .filter((course) => summaries.get(course.id)!.started && hasMentor(course) && mayAsk(course))
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
      ...activityRows.map((row) => activityItem(row, positionOf)),
      ...recentAchievements.map((achievement) => ({
        kind: 'achievement' as const,
        title: achievement.title,
        detail: achievement.description,
        courseSlug: null,
        lessonPosition: null,
        at: achievement.earnedAt,
      })),
    ]
      .map((item) => ({ ...item, at: iso(item.at) }))
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, ACTIVITY_LIMIT)

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
        reviewsDue: Number(study.extra.reviewsDue ?? 0),
      },
      inProgress,
      activity,
      mentors,
      week: week.map((entry) => ({ ...entry, label: weekdayLabel(entry.day) })),
      achievements: recentAchievements.slice(0, 5),
    }
  }

  /**
   * The learner's latest completed lessons, finished quizzes and reviews
   * (ACTIVITY_LIMIT of each), in one query. An archived course leaves every
   * learner list (its certificates stay on /certificados); the 'Quiz
   * Educativo' has no course.
   */
}

type ActivityRow = {
  kind: 'lesson' | 'quiz' | 'review'
  lesson_id: number | null
  title: string
  course_title: string | null
  course_slug: string | null
  score: number | null
  total: number | null
  rating: number | null
  at: Date | string
}

/** The member's latest completed lessons, quiz attempts and reviews, ACTIVITY_LIMIT of each. */
function recentActivityQuery(userId: number) {
  const visible = Course.visibleSql('c')
  // raw SQL: three limited, ordered selects in one UNION ALL (the query builder's union drops each part's limit)
  return db.rawQuery(
    `(select 'lesson' as kind, l.id as lesson_id, l.title, c.title as course_title, c.slug as course_slug,
        null::int as score, null::int as total, null::int as rating, lp.completed_at as at
      from lesson_progress lp
      join lessons l on l.id = lp.lesson_id
      join courses c on c.id = l.course_id
      where lp.user_id = ? and lp.completed_at is not null and ${visible}
      order by lp.completed_at desc limit ?)
     union all
     (select 'quiz', null, qs.title, null, c.slug, qa.score, qa.total, null, qa.finished_at
      from quiz_attempts qa
      join quiz_sets qs on qs.id = qa.quiz_set_id
      left join courses c on c.id = qa.course_id
      where qa.user_id = ? and qa.finished_at is not null and (qa.course_id is null or ${visible})
      order by qa.finished_at desc limit ?)
     union all
     (select 'review', null, c.title, null, c.slug, null, null, r.rating, r.created_at
      from course_reviews r
      join courses c on c.id = r.course_id
      where r.user_id = ? and ${visible}
      order by r.created_at desc limit ?)`,
    [userId, ACTIVITY_LIMIT, userId, ACTIVITY_LIMIT, userId, ACTIVITY_LIMIT]
  )
}

/** One line of 'Atividade Recente' from its row. */
function activityItem(row: ActivityRow, positionOf: (lessonId: number) => number | null) {
  const base = { kind: row.kind, courseSlug: row.course_slug, lessonPosition: null, at: row.at }
  if (row.kind === 'lesson')
    return {
      ...base,
      title: row.title,
      detail: row.course_title ?? '',
      lessonPosition: positionOf(row.lesson_id!),
    }
  if (row.kind === 'quiz')
    return {
      ...base,
      title: row.title,
      detail: `${row.score}/${row.total} (${quizPercent(row.score ?? 0, row.total ?? 0)}%)`,
    }
  return { ...base, title: row.title, detail: `${row.rating} de 5 estrelas` }
}
