import type Course from '#models/course'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { courseFigures } from '#domain/course_figures'

/**
 * A course in the catalogue grid and its preview dialog. Expects the
 * figures and module count CatalogService.page selects with the course.
 */
export default class CatalogCourseTransformer extends BaseTransformer<Course> {
  toObject() {
    const extras = this.resource.$extras
    const figures = courseFigures({
      statedStudents: this.resource.statedStudents,
      statedRating: this.resource.statedRating,
      statedReviews: this.resource.statedReviews,
      enrolledLearners: Number(extras.enrolled_learners ?? 0),
      reviewCount: Number(extras.review_count ?? 0),
      ratingSum: Number(extras.rating_sum ?? 0),
    })
    return {
      ...this.pick(this.resource, [
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
        'featured',
        'price',
        'mentorName',
        'mentorAvatar',
        'mentorBio',
        'mentorExperience',
        'previewVideoUrl',
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
