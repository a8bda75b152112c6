import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import StudyStatsService from '#services/learning/study_stats_service'
import ReviewService from '#services/learning/review_service'
import { reviewSummary, type ReviewSummary } from '#domain/learning/review'
import { asJsonList } from '#services/platform/scalar_queries'
import {
  listedCatalogue,
  type ListedCatalogue,
  type ListedCourse,
} from '#services/learning/listed_catalogue'
import learningActivity, { type PendingActivity } from '#services/learning/learning_activity_buffer'
import MemberPointsService from '#services/community/member_points_service'
import {
  achievementBoard,
  averageScore,
  bestScore,
  lastWeekStarts,
  quizCompletion,
  recommendations,
  scoreTone,
  strengthsAndWeaknesses,
  studyDays,
  studyWeeks,
  subjectImprovements,
  subjectScores,
  topPercent,
  weeklyScores,
  type AchievementStatus,
  type FinishedAttempt,
  type QuizAttemptPlace,
  type ScoreTone,
  type StudyDay,
  type StudyWeek,
  type SubjectImprovement,
  type SubjectResult,
  type SubjectScore,
  type WeeklyScore,
} from '#domain/learning/analytics'
import { QUIZ_MASTER_PERCENT } from '#domain/community/achievements'
import { coursePercent } from '#domain/learning/progress'
import { quizPercent } from '#domain/learning/quiz'
import { rendererFor } from '#domain/catalog/lessons'
import {
  currentStreak,
  dayKey,
  longestStreak,
  streakTone,
  type StreakTone,
} from '#domain/learning/streaks'
import { dailyTargetMinutes } from '#domain/learning/study_plan'

export type AnalyticsCourse = {
  courseId: number
  slug: string
  title: string
  imageEmoji: string | null
  percent: number
  completedLessons: number
  totalLessons: number
  lastAccessedAt: string | null
}

export type AnalyticsRecommendation = {
  kind: 'lesson' | 'quiz'
  subject: string
  score: number
  tone: ScoreTone
  courseSlug: string
  courseTitle: string
  /** The lesson to review, or the quiz lesson to retake; null for the course's 'Quiz Educativo' */
  lessonTitle: string | null
  position: number | null
}

export type LearnerAnalytics = {
  summary: {
    /** Mean of the finished attempts' percents; null before the first quiz */
    average: number | null
    averageTone: ScoreTone | null
    best: number | null
    attempts: number
    quizzes: { completed: number; available: number; percent: number }
    streak: { days: number; longest: number; tone: StreakTone }
    rank: {
      position: number | null
      totalMembers: number
      topPercent: number | null
      points: number
    }
  }
  overview: { improvements: SubjectImprovement[]; weeks: WeeklyScore[] }
  progress: {
    weeklyGoalHours: number
    dailyTargetMinutes: number
    days: StudyDay[]
    weeks: StudyWeek[]
    courses: AnalyticsCourse[]
  }
  strengths: {
    strengths: SubjectScore[]
    toImprove: SubjectScore[]
    recommendations: AnalyticsRecommendation[]
  }
  achievements: { all: AchievementStatus[]; next: AchievementStatus[]; earnedCount: number }
  /** The spaced review: due today, queued, mastered, review streak and retention */
  review: ReviewSummary
}

/* Rows as JSON (#services/platform/scalar_queries#asJsonList): dates come as ISO text. */
type AttemptRow = {
  id: number
  score: number
  total: number
  finished_at: string
  course_id: number | null
  lesson_id: number | null
  kind: 'lesson' | 'catalogue'
}

/* The courses a learner is taking: opened (course_progress) or quizzed in; archived ones leave the lists. */
const TAKEN_COURSES = `
  with taken as (
    select t.course_id from (
      select course_id from course_progress where user_id = :userId
      union
      select course_id from quiz_attempts
        where user_id = :userId and finished_at is not null and course_id is not null
    ) t
    join courses on courses.id = t.course_id and ${Course.visibleSql('courses')}
  )`

/* A course taken, with the member's last visit (the course itself comes from #services/learning/listed_catalogue). */
type TakenRow = { id: number; last_accessed_at: string | null }

type TakenCourse = Pick<ListedCourse, 'id' | 'slug' | 'title' | 'image_emoji'> & {
  has_quiz_tab: boolean
  last_accessed_at: Date | null
}

type SubjectRow = { attempt_id: number; category: string; questions: number; correct: number }

/** The learner's finished attempts, oldest first, with their set's kind. */
function finishedAttemptsQuery(userId: number) {
  return db
    .from('quiz_attempts')
    .join('quiz_sets', 'quiz_sets.id', 'quiz_attempts.quiz_set_id')
    .where('quiz_attempts.user_id', userId)
    .whereNotNull('quiz_attempts.finished_at')
    .where('quiz_attempts.total', '>', 0)
    .orderBy('quiz_attempts.finished_at')
    .orderBy('quiz_attempts.id')
    .select(
      'quiz_attempts.id',
      'quiz_attempts.score',
      'quiz_attempts.total',
      'quiz_attempts.finished_at',
      'quiz_attempts.course_id',
      'quiz_attempts.lesson_id',
      'quiz_sets.kind'
    )
}

/** Per attempt and category: the set's questions, and how many the learner got right. */
function subjectResultsQuery(userId: number) {
  // raw SQL: count(*) FILTER (…) per group has no query-builder form
  return db.rawQuery(
    `select a.id as attempt_id, q.category,
       count(*)::int as questions,
       (count(*) filter (where ans.is_correct))::int as correct
     from quiz_attempts a
     join quiz_questions q on q.quiz_set_id = a.quiz_set_id
     left join quiz_attempt_answers ans
       on ans.quiz_attempt_id = a.id and ans.quiz_question_id = q.id
     where a.user_id = ? and a.finished_at is not null and a.total > 0
       and btrim(q.category) <> ''
     group by a.id, q.category`,
    [userId]
  )
}

/** The courses taken with the learner's last visit: the lessons come from the remembered catalogue. */
function takenCoursesQuery(userId: number) {
  // raw SQL: built on the TAKEN_COURSES CTE
  return db.rawQuery(
    `${TAKEN_COURSES}
     select taken.course_id as id, cp.last_accessed_at
     from taken
     left join course_progress cp on cp.course_id = taken.course_id and cp.user_id = :userId`,
    { userId }
  )
}

/** The lessons the learner completed (any course: only the listed courses' published ones are read). */
function completedLessonsQuery(userId: number) {
  return db
    .from('lesson_progress')
    .where('user_id', userId)
    .whereNotNull('completed_at')
    .select('lesson_id')
}

type TakenLesson = {
  id: number
  course_id: number
  title: string
  lesson_type: string
  completed: boolean
}

/**
 * The courses taken, most recently opened first (a visit still buffered
 * counts), each with its published lessons in course order (positions are
 * the lesson page addresses) marked completed or not.
 */
function coursesAndLessons(
  taken: TakenRow[],
  completedIds: Set<number>,
  catalogue: ListedCatalogue,
  pending: PendingActivity
) {
  const listed = new Map(catalogue.courses.map((course) => [course.id, course]))
  const courses: TakenCourse[] = []
  const lessonsByCourse = new Map<number, TakenLesson[]>()
  for (const row of taken) {
    const course = listed.get(row.id)
    if (!course) continue
    courses.push({
      id: course.id,
      slug: course.slug,
      title: course.title,
      image_emoji: course.image_emoji,
      has_quiz_tab: (course.tabs ?? []).includes('quiz'),
      last_accessed_at: pending.lastAccessed(
        course.id,
        row.last_accessed_at ? new Date(row.last_accessed_at) : null
      ),
    })
    lessonsByCourse.set(
      course.id,
      (catalogue.lessonsOf.get(course.id) ?? []).map((lesson) => ({
        id: lesson.id,
        course_id: course.id,
        title: lesson.title,
        lesson_type: lesson.lesson_type,
        completed: completedIds.has(lesson.id),
      }))
    )
  }
  const time = (course: TakenCourse) => course.last_accessed_at?.getTime() ?? null
  const courseRows = courses.sort((a, b) => {
    const [ta, tb] = [time(a), time(b)]
    if (ta !== tb) return ta === null ? 1 : tb === null ? -1 : tb - ta
    return a.id - b.id
  })
  return { courseRows, lessonsByCourse }
}

/**
 * The learner's 'Análises de Performance' (rules in app/domain/learning/analytics.ts),
 * from one round trip (and the members' standings, kept in memory) whatever the size of the history
 * (tests/functional/learning/analytics/learner.spec.ts counts them). Every query is
 * scoped to the learner, except the ranking (one row per member, of which
 * only the learner's is read, and whose size is the number of confirmed members).
 */
@inject()
export default class LearnerAnalyticsService {
  constructor(
    private stats: StudyStatsService,
    private points: MemberPointsService,
    private reviews: ReviewService
  ) {}

  async forLearner(userId: number, now: Date = new Date()): Promise<LearnerAnalytics> {
    const today = dayKey(now)
    const firstDay = lastWeekStarts(today)[0]

    /*
     * One round trip for the learner's own figures: the study overview with,
     * as JSON lists, the finished attempts, their results per subject, the
     * courses taken, the lessons completed and the achievements earned. The
     * courses and their lessons, the same for everyone, and the ranking (the
     * members' standings table, which also counts the confirmed members) are
     * kept in memory.
     */
    const [study, { standing, members: totalMembers }, catalogue] = await Promise.all([
      this.stats.overview(
        userId,
        { from: firstDay, to: today },
        {
          attempts: asJsonList(finishedAttemptsQuery(userId)),
          subjects: asJsonList(subjectResultsQuery(userId)),
          taken: asJsonList(takenCoursesQuery(userId)),
          completed: asJsonList(completedLessonsQuery(userId)),
          ...this.reviews.statsQueries(userId, now),
          earned: asJsonList(
            db
              .from('user_achievements')
              .join('achievements', 'achievements.id', 'user_achievements.achievement_id')
              .where('user_achievements.user_id', userId)
              .select('achievements.key', 'user_achievements.earned_at')
          ),
        }
      ),
      /* The rank and the confirmed members it ranks, from the same standings table. */
      this.points.standingAmongMembers(userId),
      listedCatalogue(),
    ])
    const attemptRows = study.extra.attempts as AttemptRow[]
    const subjectRows = study.extra.subjects as SubjectRow[]
    const earnedRows = study.extra.earned as { key: string; earned_at: string }[]

    /* Attempts */
    const attempts: (FinishedAttempt & QuizAttemptPlace)[] = attemptRows.map((row) => ({
      id: row.id,
      score: row.score,
      total: row.total,
      finishedAt: new Date(row.finished_at),
      courseId: row.course_id,
      lessonId: row.lesson_id,
      kind: row.kind,
    }))
    const attemptById = new Map(attempts.map((attempt) => [attempt.id, attempt]))
    const subjectResults: SubjectResult[] = subjectRows.flatMap((row) => {
      const attempt = attemptById.get(row.attempt_id)
      if (!attempt) return []
      return [
        {
          attemptId: attempt.id,
          finishedAt: attempt.finishedAt,
          category: row.category,
          correct: row.correct,
          questions: row.questions,
          courseId: attempt.courseId,
          lessonId: attempt.lessonId,
        },
      ]
    })

    const { activeDays, secondsByDay, weeklyGoalHours: goal } = study
    const { courseRows, lessonsByCourse } = coursesAndLessons(
      study.extra.taken as TakenRow[],
      new Set((study.extra.completed as { lesson_id: number }[]).map((row) => row.lesson_id)),
      catalogue,
      learningActivity.pendingFor(userId)
    )
    const takenLessons = [...lessonsByCourse.values()].flatMap((list) =>
      list.map((lesson, index) => ({
        id: lesson.id,
        courseId: lesson.course_id,
        title: lesson.title,
        position: index + 1,
        isQuiz: rendererFor(lesson.lesson_type) === 'quiz',
      }))
    )
    const courseById = new Map(courseRows.map((course) => [course.id, course]))
    const courses: AnalyticsCourse[] = courseRows.map((course) => {
      const list = lessonsByCourse.get(course.id) ?? []
      const completedLessons = list.filter((lesson) => lesson.completed).length
      return {
        courseId: course.id,
        slug: course.slug,
        title: course.title,
        imageEmoji: course.image_emoji,
        percent: coursePercent(completedLessons, list.length),
        completedLessons,
        totalLessons: list.length,
        lastAccessedAt: course.last_accessed_at
          ? new Date(course.last_accessed_at).toISOString()
          : null,
      }
    })
    const quizzes = quizCompletion(
      courseRows.map((course) => ({
        courseId: course.id,
        quizLessonIds: takenLessons
          .filter((lesson) => lesson.courseId === course.id && lesson.isQuiz)
          .map((lesson) => lesson.id),
        hasCatalogueQuiz: course.has_quiz_tab,
      })),
      attempts
    )

    /* Summary */
    const average = averageScore(attempts)
    const streakDays = currentStreak(activeDays, today)
    const longest = longestStreak(activeDays)

    /* Subjects and recommendations */
    const scores = subjectScores(subjectResults)
    const picked = recommendations(scores, takenLessons).flatMap((item) => {
      const course = courseById.get(item.courseId)
      if (!course) return []
      return [
        {
          kind: item.kind,
          subject: item.subject,
          score: item.score,
          tone: scoreTone(item.score),
          courseSlug: course.slug,
          courseTitle: course.title,
          lessonTitle: item.lessonTitle,
          position: item.position,
        },
      ]
    })

    const earned = new Map<string, string>(
      earnedRows.map((row) => [row.key, new Date(row.earned_at).toISOString()])
    )
    const best = bestScore(attempts)
    /* Achievements use whole percents, as the award rule does. */
    const wholePercents = attempts.map((attempt) => quizPercent(attempt.score, attempt.total))

    return {
      summary: {
        average,
        averageTone: average === null ? null : scoreTone(average),
        best,
        attempts: attempts.length,
        quizzes,
        streak: { days: streakDays, longest, tone: streakTone(streakDays) },
        rank: {
          position: standing.ranking,
          totalMembers,
          topPercent: topPercent(standing.ranking, totalMembers),
          points: standing.points,
        },
      },
      overview: {
        improvements: subjectImprovements(subjectResults),
        weeks: weeklyScores(attempts, today),
      },
      progress: {
        weeklyGoalHours: goal,
        dailyTargetMinutes: dailyTargetMinutes(goal),
        days: studyDays(secondsByDay, today),
        weeks: studyWeeks(secondsByDay, today, goal),
        courses,
      },
      strengths: { ...strengthsAndWeaknesses(scores), recommendations: picked },
      achievements: achievementBoard(earned, {
        completedLessons: courses.reduce((sum, course) => sum + course.completedLessons, 0),
        completedCourses: courses.filter(
          (course) => course.totalLessons > 0 && course.percent === 100
        ).length,
        longestStreak: longest,
        currentStreak: streakDays,
        bestQuizPercent: wholePercents.length ? Math.max(...wholePercents) : null,
        quizzesAt85: wholePercents.filter((percent) => percent >= QUIZ_MASTER_PERCENT).length,
      }),
      review: reviewSummary(ReviewService.countsFrom(study.extra), today),
    }
  }
}
