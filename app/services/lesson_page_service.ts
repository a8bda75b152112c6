import { inject } from '@adonisjs/core'
import type Course from '#models/course'
import type Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import LessonProgress from '#models/lesson_progress'
import LessonNote from '#models/lesson_note'
import CourseModule from '#models/course_module'
import type QuizSet from '#models/quiz_set'
import ProgressService from '#services/progress_service'
import QuizService from '#services/quiz_service'
import { rendererFor } from '#domain/lessons'
import { captionsKeyFor } from '#domain/demo_media'
import { lessonMediaKey } from '#services/protected_media'
import drive from '@adonisjs/drive/services/main'

export type LockedReason = 'sign_in_required' | 'premium_required'

/** What the lesson page is made of, for a learner or a visitor (LessonPageTransformer shapes it). */
export type LessonPageFacts = {
  course: Course
  lesson: Lesson
  /** The lesson's place (1…total) among the course's published lessons */
  position: number
  total: number
  module: CourseModule | null
  /** Only when the content is open to the viewer */
  materials: CourseMaterial[]
  /** The quiz of a quiz lesson, when the content is open */
  quiz: QuizSet | null
  signedIn: boolean
  canView: boolean
  lockedReason: LockedReason | null
  lessonProgress: LessonProgress | null
  courseProgress: Awaited<ReturnType<ProgressService['summaryFor']>> | null
  /** Notes belong to the content: only for a signed-in viewer with access */
  note: { row: LessonNote | null } | null
  /** The lesson's stored video has WebVTT captions next to it (served by /aulas/:id/legendas) */
  hasCaptions: boolean
  /** Speed the learner used last on any lesson, for a lesson they have not set one on yet */
  lastPlaybackRate: number | null
}

/** Loads everything the lesson page shows, in a fixed number of queries. */
@inject()
export default class LessonPageService {
  constructor(
    private progress: ProgressService,
    private quizzes: QuizService
  ) {}

  async load(options: {
    course: Course
    lessons: Lesson[]
    position: number
    userId: number | null
    canView: boolean
    lockedReason: LockedReason
  }): Promise<LessonPageFacts> {
    const { course, lessons, position, userId, canView } = options
    const lesson = lessons[position - 1]
    const renderer = rendererFor(lesson.lessonType)
    const isQuiz = canView && renderer === 'quiz'
    const mediaKey = canView ? lessonMediaKey(lesson) : null
    const playsMedia = canView && (renderer === 'video' || renderer === 'audio')

    const [module, materials, lessonProgress, note, courseProgress, quiz, hasCaptions, lastRate] =
      await Promise.all([
        lesson.moduleId ? CourseModule.find(lesson.moduleId) : Promise.resolve(null),
        canView
          ? CourseMaterial.query().where('lesson_id', lesson.id).orderBy('created_at').orderBy('id')
          : [],
        userId
          ? LessonProgress.query().where('user_id', userId).where('lesson_id', lesson.id).first()
          : null,
        userId && canView
          ? LessonNote.query().where('user_id', userId).where('lesson_id', lesson.id).first()
          : null,
        userId ? this.progress.summaryFor(userId, course.id) : null,
        isQuiz ? this.quizzes.lessonSetFor(course.id) : null,
        mediaKey && renderer === 'video'
          ? drive.use().exists(captionsKeyFor(mediaKey))
          : Promise.resolve(false),
        userId && playsMedia
          ? LessonProgress.query()
              .where('user_id', userId)
              .whereNotNull('playback_rate')
              .orderBy('updated_at', 'desc')
              .first()
          : null,
      ])

    return {
      course,
      lesson,
      position,
      total: lessons.length,
      module,
      materials,
      quiz,
      signedIn: userId !== null,
      canView,
      lockedReason: canView ? null : options.lockedReason,
      lessonProgress,
      courseProgress: userId ? courseProgress : null,
      note: userId && canView ? { row: note } : null,
      hasCaptions,
      lastPlaybackRate: lastRate?.playbackRate ?? null,
    }
  }
}
