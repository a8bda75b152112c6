import type Course from '#models/course'
import { AppTransformer } from '#transformers/cheap_transform'
import { courseFigures } from '#domain/catalog/course_figures'
import { isFreeCourse } from '#domain/catalog/catalog'

/**
 * What every view of a course shows: its identity, level, length, cover and
 * mentor. Never its price: no course is sold on its own, a learner sees
 * `free` (every lesson open) or the Plano Premium's price (isFreeCourse).
 */
export const COURSE_SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'subtitle',
  'description',
  'category',
  'level',
  'durationSeconds',
  'imageEmoji',
  'thumbnailUrl',
  'mentorName',
] as const

/* The summary without what the catalogue never shows: the description (its dialog shows the subtitle) and the emoji. */
const CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'subtitle',
  'category',
  'level',
  'durationSeconds',
  'thumbnailUrl',
  'mentorName',
] as const satisfies ReadonlyArray<(typeof COURSE_SUMMARY_FIELDS)[number]>

/**
 * A course in lists. `toObject` is the card of the landing highlights;
 * `forCatalog` the catalogue card and the figures of its preview dialog, with
 * the figures and module count CatalogService.page selects with the course
 * ($extras); the dialog's texts come when it opens (CoursePreviewTransformer).
 * The course page has its own CourseDetailTransformer (it needs the tabs).
 */
export default class CourseTransformer extends AppTransformer<Course> {
  toObject() {
    return { ...this.pick(this.resource, COURSE_SUMMARY_FIELDS), free: isFreeCourse(this.resource) }
  }

  forCatalog() {
    const extras = this.resource.$extras
    const figures = courseFigures({
      enrolledLearners: Number(extras.enrolled_learners ?? 0),
      reviewCount: Number(extras.review_count ?? 0),
      ratingSum: Number(extras.rating_sum ?? 0),
    })
    return {
      ...this.pick(this.resource, [
        ...CARD_FIELDS,
        'featured',
        'previewVideoUrl',
        'previewCaptionsUrl',
      ]),
      free: isFreeCourse(this.resource),
      modulesCount: Number(extras.modules_count ?? 0),
      students: figures.students,
      rating: figures.rating,
      reviews: figures.reviews,
    }
  }
}
