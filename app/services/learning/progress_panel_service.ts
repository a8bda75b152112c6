import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import Lesson from '#models/lesson'
import CourseProgress from '#models/course_progress'
import ProgressService from '#services/learning/progress_service'
import StudyStatsService from '#services/learning/study_stats_service'
import AchievementService, { type EarnedAchievement } from '#services/community/achievement_service'
import QuizService from '#services/learning/quiz_service'
import {
  currentStreak,
  dayKey,
  streakTone,
  weekdayLabel,
  type StreakTone,
} from '#domain/learning/streaks'
import {
  completionEstimateDays,
  dailyTargetMinutes,
  hoursFromSeconds,
} from '#domain/learning/study_plan'

/**
 * What the course page's 'Progresso' tab shows (spec: Progress data —
 * totals, studied hours, last access, start date, average score, streak,
 * achievements — plus the weekly bars, the estimate and the goal).
 */
export type ProgressPanelData = {
  courseId: number
  courseTitle: string
  totalLessons: number
  completedLessons: number
  percent: number
  /** Sum of the published lessons' real durations (the course's length) */
  totalSeconds: number
  /** Measured time on this course's lesson pages */
  studiedHours: number
  /** The same time in minutes (shown in minutes below one hour) */
  studiedMinutes: number
  /** Real durations of the published lessons not completed yet */
  remainingSeconds: number
  /** Average of the finished quiz attempts taken in this course, in percent */
  averageScore: number | null
  streakDays: number
  streakTone: StreakTone
  startedAt: string | null
  lastAccessedAt: string | null
  weeklyGoalHours: number
  dailyTargetMinutes: number
  /** ceil(remaining hours / (weekly goal / 7)) */
  estimateDays: number | null
  /** Last seven São Paulo days, oldest first */
  week: { day: string; label: string; minutes: number }[]
  achievements: EarnedAchievement[]
}

@inject()
export default class ProgressPanelService {
  constructor(
    private progress: ProgressService,
    private stats: StudyStatsService,
    private achievements: AchievementService,
    private quizzes: QuizService
  ) {}

  async forCourse(userId: number, courseId: number): Promise<ProgressPanelData> {
    const today = dayKey(new Date())
    const [
      course,
      summary,
      lessons,
      courseRow,
      studiedSeconds,
      week,
      activeDays,
      averageScore,
      goal,
      recent,
    ] = await Promise.all([
      Course.findOrFail(courseId),
      this.progress.summaryFor(userId, courseId),
      db
        .from('lessons')
        .where('course_id', courseId)
        .where((published) => Lesson.wherePublished(published))
        .select('id', 'duration_seconds'),
      CourseProgress.query().where('user_id', userId).where('course_id', courseId).first(),
      this.stats.courseStudiedSeconds(userId, courseId),
      this.stats.minutesByDay(userId, today, 7, courseId),
      this.stats.activeDays(userId),
      this.quizzes.averagePercentFor(userId, courseId),
      this.stats.weeklyGoalHours(userId),
      this.achievements.recent(userId, 5),
    ])

    const completed = new Set(summary.completedLessonIds)
    const totalSeconds = lessons.reduce((sum, lesson) => sum + lesson.duration_seconds, 0)
    const remainingSeconds = lessons
      .filter((lesson) => !completed.has(lesson.id))
      .reduce((sum, lesson) => sum + lesson.duration_seconds, 0)
    const streakDays = currentStreak(activeDays, today)

    return {
      courseId: course.id,
      courseTitle: course.title,
      totalLessons: summary.totalLessons,
      completedLessons: summary.completedLessons,
      percent: summary.percent,
      totalSeconds,
      studiedHours: hoursFromSeconds(studiedSeconds),
      studiedMinutes: Math.round(studiedSeconds / 60),
      remainingSeconds,
      averageScore,
      streakDays,
      streakTone: streakTone(streakDays),
      startedAt: courseRow?.startedAt.toISO() ?? null,
      /* Includes a visit still buffered (summarize). */
      lastAccessedAt: summary.lastAccessedAt,
      weeklyGoalHours: goal,
      dailyTargetMinutes: dailyTargetMinutes(goal),
      estimateDays: completionEstimateDays(remainingSeconds / 3600, goal),
      week: week.map((entry) => ({ ...entry, label: weekdayLabel(entry.day) })),
      achievements: recent,
    }
  }
}
