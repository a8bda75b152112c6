import LessonNote from '#models/lesson_note'

/** A learner's notes, one per lesson. */
export default class LessonNotesService {
  save(userId: number, lessonId: number, body: string) {
    return LessonNote.updateOrCreate({ userId, lessonId }, { body })
  }
}
