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
import type { SimulatorKind } from '#domain/catalog'
import {
  LESSON_TYPE_LABELS,
  lessonLengthSeconds,
  rendererFor,
  videoSourceFor,
  type LessonRenderer,
  type VideoSource,
} from '#domain/lessons'
import { LESSON_QUIZ_SECONDS, type QuizDifficulty } from '#domain/quiz'
import {
  lessonMediaHref,
  lessonMediaKey,
  materialDownloadHref,
  materialFileKey,
  materialHref,
} from '#services/protected_media'

export type MaterialItem = {
  id: number
  title: string
  fileType: string
  /** The authorized route for a stored file (/materiais/:id/arquivo), the link itself otherwise */
  url: string
  /** Same route forcing a download; null for external links */
  downloadUrl: string | null
  sizeBytes: number | null
}

export type PublicQuizQuestion = {
  id: number
  position: number
  question: string
  options: string[]
  category: string
  difficulty: QuizDifficulty
}

/** A quiz as the browser gets it: the questions without their answers. */
export type PublicQuiz = {
  setId: number
  title: string
  courseId: number | null
  timeLimitSeconds: number | null
  questions: PublicQuizQuestion[]
}

export type LessonBody = {
  renderer: LessonRenderer
  /** The lesson's Markdown */
  content: string | null
  /** Length of the simulated player */
  lengthSeconds: number
  video: VideoSource | null
  pdf: MaterialItem | null
  audioUrl: string | null
  quiz: PublicQuiz | null
  simulator: SimulatorKind | null
}

export type LessonPageData = {
  course: { id: number; slug: string; title: string; mentorName: string | null }
  lesson: {
    id: number
    title: string
    description: string | null
    type: string
    typeLabel: string
    durationMinutes: number
    position: number
    total: number
    moduleTitle: string | null
    objectives: string[]
    isFreePreview: boolean
  }
  navigation: { previous: number | null; next: number | null }
  /** `lockedReason` picks the upgrade panel when the content is locked: sign in, or subscribe */
  access: {
    canView: boolean
    signedIn: boolean
    lockedReason: 'sign_in_required' | 'premium_required' | null
  }
  body: LessonBody | null
  materials: MaterialItem[]
  progress: {
    completed: boolean
    completedAt: string | null
    lastPositionSeconds: number
    secondsStudied: number
    coursePercent: number
    courseCompletedLessons: number
    courseTotalLessons: number
  } | null
  note: { body: string; updatedAt: string | null } | null
}

const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)(\?.*)?$/i

export function publicQuiz(set: QuizSet): PublicQuiz {
  return {
    setId: set.id,
    title: set.title,
    courseId: set.courseId,
    timeLimitSeconds: set.kind === 'lesson' ? LESSON_QUIZ_SECONDS : null,
    questions: set.questions.map((question) => ({
      id: question.id,
      position: question.position,
      question: question.question,
      options: question.options,
      category: question.category,
      difficulty: question.difficulty,
    })),
  }
}

/** Everything the lesson page shows, for a learner or a visitor. */
@inject()
export default class LessonPageService {
  constructor(
    private progress: ProgressService,
    private quizzes: QuizService
  ) {}

  async build(options: {
    course: Course
    lessons: Lesson[]
    position: number
    userId: number | null
    canView: boolean
    lockedReason: LessonPageData['access']['lockedReason']
  }): Promise<LessonPageData> {
    const { course, lessons, position, userId, canView, lockedReason } = options
    const lesson = lessons[position - 1]

    const [module, materials, progressRow, note, summary] = await Promise.all([
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
    ])
    const materialItems = materials.map((material) => {
      const stored = materialFileKey(material) !== null
      return {
        id: material.id,
        title: material.title,
        fileType: material.fileType,
        url: materialHref(material),
        downloadUrl: stored ? materialDownloadHref(material) : null,
        sizeBytes: material.fileSizeBytes,
      }
    })

    return {
      course: {
        id: course.id,
        slug: course.slug,
        title: course.title,
        mentorName: course.mentorName,
      },
      lesson: {
        id: lesson.id,
        title: lesson.title,
        description: lesson.description,
        type: lesson.lessonType,
        typeLabel: LESSON_TYPE_LABELS[lesson.lessonType] ?? lesson.lessonType,
        durationMinutes: lesson.durationMinutes,
        position,
        total: lessons.length,
        moduleTitle: module?.title ?? null,
        objectives: lesson.objectives ?? [],
        isFreePreview: lesson.isFreePreview,
      },
      navigation: {
        previous: position > 1 ? position - 1 : null,
        next: position < lessons.length ? position + 1 : null,
      },
      access: { canView, signedIn: userId !== null, lockedReason: canView ? null : lockedReason },
      body: canView ? await this.body(course, lesson, materialItems) : null,
      materials: materialItems,
      progress:
        userId && summary
          ? {
              completed: Boolean(progressRow?.completedAt),
              completedAt: progressRow?.completedAt?.toISO() ?? null,
              lastPositionSeconds: progressRow?.lastPositionSeconds ?? 0,
              secondsStudied: progressRow?.secondsStudied ?? 0,
              coursePercent: summary.percent,
              courseCompletedLessons: summary.completedLessons,
              courseTotalLessons: summary.totalLessons,
            }
          : null,
      /* Notes belong to the content: none on a locked lesson. */
      note:
        userId && canView
          ? { body: note?.body ?? '', updatedAt: note?.updatedAt?.toISO() ?? null }
          : null,
    }
  }

  private async body(
    course: Course,
    lesson: Lesson,
    materials: MaterialItem[]
  ): Promise<LessonBody> {
    const renderer = rendererFor(lesson.lessonType)
    const body: LessonBody = {
      renderer,
      content: lesson.content,
      lengthSeconds: lessonLengthSeconds(lesson.durationMinutes),
      video: null,
      pdf: null,
      audioUrl: null,
      quiz: null,
      simulator: null,
    }
    /* The lesson's own uploaded file plays through the authorized route, never its /uploads URL. */
    const ownMediaUrl = lessonMediaKey(lesson) ? lessonMediaHref(lesson) : lesson.videoUrl
    if (renderer === 'video') {
      const media = materials.find(
        (material) => material.fileType === 'youtube' || material.fileType === 'video'
      )
      body.video = videoSourceFor(ownMediaUrl) ?? videoSourceFor(media?.url)
    } else if (renderer === 'pdf') {
      body.pdf = materials.find((material) => material.fileType === 'pdf') ?? null
    } else if (renderer === 'audio') {
      const audio = materials.find((material) => material.fileType === 'audio')
      body.audioUrl =
        audio?.url ?? (lesson.videoUrl && AUDIO_FILE.test(lesson.videoUrl) ? ownMediaUrl : null)
    } else if (renderer === 'quiz') {
      const set = await this.quizzes.lessonSetFor(course.id)
      body.quiz = set && set.questions.length > 0 ? publicQuiz(set) : null
    } else if (renderer === 'simulator') {
      body.simulator = lesson.simulator ?? course.simulators[0] ?? null
    }
    return body
  }
}
