import type Course from '#models/course'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { courseFigures } from '#domain/course_figures'

/** What every view of a course shows: its identity, level, length, cover, price and mentor. */
export const COURSE_SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'subtitle',
  'description',
  'category',
  'level',
  'durationHours',
  'imageEmoji',
  'thumbnailUrl',
  'price',
  'mentorName',
] as const

/**
 * A course in lists. `toObject` is the card of the landing highlights;
 * `forCatalog` the catalogue grid and its preview dialog, with the figures
 * and module count CatalogService.page selects with the course ($extras).
 * The course page has its own CourseDetailTransformer (it needs the tabs).
 */
export default class CourseTransformer extends BaseTransformer<Course> {
  toObject() {
    return this.pick(this.resource, COURSE_SUMMARY_FIELDS)
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
        ...COURSE_SUMMARY_FIELDS,
        'featured',
        'mentorAvatar',
        'mentorBio',
        'mentorExperience',
        'previewVideoUrl',
        'previewCaptionsUrl',
        'learningPath',
        'outcomes',
        'hasCertificate',
      ]),
      modulesCount: Number(extras.modules_count ?? 0),
      students: figures.students,
      rating: figures.rating,
      reviews: figures.reviews,
    }
  }
}
