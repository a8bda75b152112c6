import { AppTransformer } from '#transformers/cheap_transform'
import type { SimulatorKind } from '#domain/catalog/catalog'
import {
  lessonLengthSeconds,
  rendererFor,
  videoSourceFor,
  type LessonRenderer,
  type VideoSource,
} from '#domain/catalog/lessons'
import { initialPlaybackRate, type PlaybackRate } from '#domain/learning/playback'
import { completionStatus, type CompletionStatus } from '#domain/learning/completion'
import { DEFAULT_PASS_PERCENT, attemptsLeft } from '#domain/learning/quiz'
import {
  lessonCaptionsHref,
  lessonMediaHref,
  lessonMediaKey,
  materialDownloadHref,
  materialFileKey,
  materialHref,
} from '#services/platform/protected_media'
import type { LessonPageFacts } from '#services/learning/lesson_page_service'
import type { LessonQuizStanding } from '#services/learning/quiz_service'
import { publicQuiz, type PublicQuiz } from '#transformers/quiz_transformer'
import type { QuizStanding } from '#domain/learning/quiz'
import { lessonTypeLabel } from '#domain/catalog/lesson_types'

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

export type LessonBody = {
  renderer: LessonRenderer
  /** The lesson's Markdown */
  content: string | null
  /** Length of the simulated player */
  lengthSeconds: number
  video: VideoSource | null
  /** WebVTT captions of the lesson's own video (pt-BR), through the authorized route */
  captionsUrl: string | null
  pdf: MaterialItem | null
  audioUrl: string | null
  /** The quiz and, for a signed-in learner, their standing on it (null: not taken / visitor) and attempts left (null: unlimited) */
  quiz: (PublicQuiz & { standing: QuizStanding | null; attemptsLeft: number | null }) | null
  simulator: SimulatorKind | null
}

export type LessonPage = {
  course: { id: number; slug: string; title: string; mentorName: string | null }
  lesson: {
    id: number
    title: string
    description: string | null
    type: string
    typeLabel: string
    /** Real length (#domain/lesson_duration); 0 while unknown: no badge */
    durationSeconds: number
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
    lockedReason: 'sign_in_required' | 'premium_required' | 'paced' | null
    /** Why the pacing keeps it closed ('Disponível em 03/12'), when `lockedReason` is 'paced' */
    lockMessage: string | null
  }
  body: LessonBody | null
  materials: MaterialItem[]
  progress: {
    completed: boolean
    completedAt: string | null
    lastPositionSeconds: number
    /** Speed the players start at (0,75× to 2×), remembered with the position */
    playbackRate: PlaybackRate
    secondsStudied: number
    /** The lesson's completion rule, computed here: whether it is met and what is missing */
    completion: CompletionStatus
    coursePercent: number
    courseCompletedLessons: number
    courseTotalLessons: number
  } | null
  note: { body: string; updatedAt: string | null } | null
}

const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)(\?.*)?$/i

/** The lesson page (`lessons/show`): header, body by lesson type, progress and notes. */
/** The standing the page shows, without the per-set attempt counts. */
function standingOnly(standing: LessonQuizStanding | null): QuizStanding | null {
  return standing ? { status: standing.status, best: standing.best, last: standing.last } : null
}

export default class LessonPageTransformer extends AppTransformer<LessonPageFacts> {
  toObject(): LessonPage {
    const {
      course,
      lesson,
      position,
      total,
      moduleTitle,
      canView,
      lessonProgress,
      courseProgress,
    } = this.resource
    const materials = this.resource.materials.map((material) => ({
      id: material.id,
      title: material.title,
      fileType: material.fileType,
      url: materialHref(material),
      downloadUrl: materialFileKey(material) !== null ? materialDownloadHref(material) : null,
      sizeBytes: material.fileSizeBytes,
    }))
    const note = this.resource.note
    const body = canView ? this.body(materials) : null
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
        typeLabel: lessonTypeLabel(lesson.lessonType),
        durationSeconds: lesson.durationSeconds,
        position,
        total,
        moduleTitle,
        objectives: lesson.objectives ?? [],
        isFreePreview: lesson.isFreePreview,
      },
      navigation: {
        previous: position > 1 ? position - 1 : null,
        next: position < total ? position + 1 : null,
      },
      access: {
        canView,
        signedIn: this.resource.signedIn,
        lockedReason: this.resource.lockedReason,
        lockMessage: this.resource.lockMessage,
      },
      body,
      materials,
      progress: courseProgress
        ? {
            completed: Boolean(lessonProgress?.completedAt),
            completedAt: lessonProgress?.completedAt?.toISO() ?? null,
            lastPositionSeconds: lessonProgress?.lastPositionSeconds ?? 0,
            playbackRate: initialPlaybackRate(
              lessonProgress?.playbackRate,
              this.resource.lastPlaybackRate
            ),
            secondsStudied: lessonProgress?.secondsStudied ?? 0,
            completion: this.completion(body),
            coursePercent: courseProgress.percent,
            courseCompletedLessons: courseProgress.completedLessons,
            courseTotalLessons: courseProgress.totalLessons,
          }
        : null,
      note: note
        ? { body: note.row?.body ?? '', updatedAt: note.row?.updatedAt?.toISO() ?? null }
        : null,
    }
  }

  private completion(body: LessonBody | null) {
    const { lesson, lessonProgress, quiz, quizStanding } = this.resource
    return completionStatus({
      lessonType: lesson.lessonType,
      durationSeconds: lesson.durationSeconds,
      content: lesson.content,
      watchedSeconds: lessonProgress?.watchedSeconds ?? 0,
      secondsStudied: lessonProgress?.secondsStudied ?? 0,
      passed: quizStanding?.status === 'passed',
      passPercent: quiz?.passPercent ?? DEFAULT_PASS_PERCENT,
      mediaAvailable: body === null || body.video !== null || body.audioUrl !== null,
    })
  }

  private body(materials: MaterialItem[]): LessonBody {
    const { course, lesson, quiz } = this.resource
    const renderer = rendererFor(lesson.lessonType)
    const body: LessonBody = {
      renderer,
      content: lesson.content,
      lengthSeconds: lessonLengthSeconds(lesson.durationSeconds),
      video: null,
      captionsUrl: null,
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
      if (
        this.resource.hasCaptions &&
        body.video?.kind === 'file' &&
        body.video.url === ownMediaUrl
      )
        body.captionsUrl = lessonCaptionsHref(lesson)
    } else if (renderer === 'pdf') {
      body.pdf = materials.find((material) => material.fileType === 'pdf') ?? null
    } else if (renderer === 'audio') {
      const audio = materials.find((material) => material.fileType === 'audio')
      body.audioUrl =
        audio?.url ??
        (lessonMediaKey(lesson) || (lesson.videoUrl && AUDIO_FILE.test(lesson.videoUrl))
          ? ownMediaUrl
          : null)
    } else if (renderer === 'quiz') {
      const published = quiz ? publicQuiz(quiz) : null
      body.quiz =
        published && published.questionCount > 0
          ? {
              ...published,
              standing: standingOnly(this.resource.quizStanding),
              attemptsLeft: attemptsLeft(
                published.maxAttempts,
                this.resource.quizStanding?.attemptsBySet[String(published.setId)] ?? 0
              ),
            }
          : null
    } else if (renderer === 'simulator') {
      body.simulator = lesson.simulator ?? course.simulators[0] ?? null
    }
    return body
  }
}
