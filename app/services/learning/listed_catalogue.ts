import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import Lesson from '#models/lesson'
import { remember } from '#services/platform/content_cache'
import { asJsonList, selectScalars } from '#services/platform/scalar_queries'
import { CATALOG } from '#domain/platform/content_tags'
import type { PacingMode } from '#domain/catalog/pacing'

/*
| What the learner pages (dashboard, /analytics) show of the catalogue is the
| same for every member: the listed courses and their published lessons in
| course order. It is read once and remembered until the catalogue changes
| (tag CATALOG: every course, module and lesson write forgets it, see
| #services/platform/content_cache), so a request asks the database only for
| the member's own rows. Shared and read-only: callers never change them.
*/

/** A listed (published, not archived) course, newest first. */
export type ListedCourse = {
  id: number
  slug: string
  title: string
  image_emoji: string | null
  mentor_name: string | null
  mentor_avatar: string | null
  has_certificate: boolean
  tabs: string[] | null
  price: number | string
  pacing: PacingMode
}

/** A published lesson of a listed course. */
export type ListedLesson = {
  id: number
  course_id: number
  title: string
  lesson_type: string
  duration_seconds: number
  /** Its module's delay, for a course released by schedule (#domain/catalog/pacing) */
  release_after_days: number | null
}

/** What every learner page shares: the listed courses and their published lessons. */
export type ListedCatalogue = {
  /** Newest first */
  courses: readonly ListedCourse[]
  /** Each listed course's published lessons in course order (index + 1 is the lesson's position) */
  lessonsOf: ReadonlyMap<number, readonly ListedLesson[]>
  /** The course of each of those lessons */
  courseOf: ReadonlyMap<number, number>
}

/** The listed courses and their lessons, read in one round trip on a miss (remembered). */
export function listedCatalogue(): Promise<ListedCatalogue> {
  return remember('learner:catalogue', [CATALOG], async () => {
    const row = await selectScalars({
      courses: asJsonList(
        Course.whereVisible(db.from('courses'))
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
            'tabs',
            'price',
            'pacing'
          )
      ),
      lessons: asJsonList(
        Lesson.orderInCourse(
          db
            .from('lessons')
            .join('courses', 'courses.id', 'lessons.course_id')
            .where((visible) => Course.whereVisible(visible))
            .where((published) => Lesson.wherePublished(published))
            .leftJoin('course_modules', (module) =>
              module
                .on('course_modules.id', 'lessons.module_id')
                .andOn('course_modules.course_id', 'lessons.course_id')
            )
            .orderBy('lessons.course_id')
        ).select(
          'lessons.id',
          'lessons.course_id',
          'lessons.title',
          'lessons.lesson_type',
          'lessons.duration_seconds',
          'course_modules.release_after_days'
        )
      ),
    })
    const lessonsOf = new Map<number, ListedLesson[]>()
    const courseOf = new Map<number, number>()
    for (const lesson of row.lessons as ListedLesson[]) {
      const list = lessonsOf.get(lesson.course_id) ?? []
      list.push(lesson)
      lessonsOf.set(lesson.course_id, list)
      courseOf.set(lesson.id, lesson.course_id)
    }
    return { courses: row.courses as ListedCourse[], lessonsOf, courseOf }
  })
}
