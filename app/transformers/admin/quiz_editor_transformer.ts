import { AppTransformer } from '#transformers/cheap_transform'
import type { QuizDraft } from '#services/admin/quiz_admin_service'

/**
 * The quiz editor's props: the lesson, the settings and every question with
 * its correct options (admins only). A lesson still showing the course-wide
 * quiz opens on its questions, with no ids: saving makes them the lesson's own.
 */
export default class QuizEditorTransformer extends AppTransformer<QuizDraft> {
  toObject() {
    const { lesson, set, own, questions, defaults } = this.resource
    return {
      lesson: {
        id: lesson.id,
        title: lesson.title,
        lessonType: lesson.lessonType,
        isPublished: lesson.isPublished,
        courseId: lesson.courseId,
        courseTitle: lesson.course?.title ?? '',
      },
      own,
      title: set?.title ?? `Quiz: ${lesson.title}`,
      passPercent: set?.passPercent ?? defaults.passPercent,
      timeLimitSeconds: set?.timeLimitSeconds ?? defaults.timeLimitSeconds,
      maxAttempts: set?.maxAttempts ?? null,
      shuffle: set?.shuffle ?? true,
      questions: questions.map((question) => ({
        id: own ? question.id : null,
        question: question.question,
        options: question.options,
        correctIndexes: question.correctIndexes,
        explanation: question.explanation,
      })),
    }
  }
}
