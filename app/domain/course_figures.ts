/*
| The figures a course shows (students, rating, reviews). The spec gives
| every seeded course marketing figures (e.g. cultivo: 892 students, 4.8,
| 156 reviews); they stand for learners and reviews from before this
| platform. What happens here is added on top: every learner with a
| course_progress row counts as a student, and every row of course_reviews
| (the seeded sample reviews included) counts as a review, its stars
| weighted into the average. A course an admin creates starts at zero and
| shows only real figures.
*/

export type CourseFigureInputs = {
  statedStudents: number
  statedRating: number
  statedReviews: number
  /** Learners who started the course on the platform */
  enrolledLearners: number
  /** Rows in course_reviews and the sum of their ratings */
  reviewCount: number
  ratingSum: number
}

export type CourseFigures = { students: number; rating: number; reviews: number }

/** Rating rounded to one decimal, as the pages show it (4,8). */
export function roundRating(value: number) {
  return Math.round(value * 10) / 10
}

export function courseFigures(input: CourseFigureInputs): CourseFigures {
  const statedReviews = Math.max(0, input.statedReviews)
  const reviews = statedReviews + input.reviewCount
  const rating =
    reviews === 0
      ? roundRating(input.statedRating)
      : roundRating((input.statedRating * statedReviews + input.ratingSum) / reviews)
  return {
    students: Math.max(0, input.statedStudents) + input.enrolledLearners,
    rating,
    reviews,
  }
}
