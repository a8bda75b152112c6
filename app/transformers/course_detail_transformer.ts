import type Course from '#models/course'
import { AppTransformer } from '#transformers/cheap_transform'
import type { CourseFigures } from '#domain/catalog/course_figures'
import { isFreeCourse, type CourseTab } from '#domain/catalog/catalog'
import { COURSE_SUMMARY_FIELDS } from '#transformers/course_transformer'

/** The course page's header, side card and Objetivos tab, with its figures, counts and visible tabs. */
export default class CourseDetailTransformer extends AppTransformer<Course> {
  constructor(
    resource: Course,
    private figures: CourseFigures,
    private tabs: CourseTab[],
    private modulesCount: number,
    private publishedLessons: number
  ) {
    super(resource)
  }

  toObject() {
    return {
      ...this.pick(this.resource, [
        ...COURSE_SUMMARY_FIELDS,
        'tags',
        'features',
        'objectives',
        'outcomes',
        'mentorAvatar',
        'mentorBio',
        'mentorExperience',
        'simulators',
        'hasCertificate',
        'isPublished',
      ]),
      free: isFreeCourse(this.resource),
      archived: this.resource.archivedAt !== null,
      students: this.figures.students,
      rating: this.figures.rating,
      reviews: this.figures.reviews,
      modulesCount: this.modulesCount,
      publishedLessons: this.publishedLessons,
      tabs: this.tabs,
    }
  }
}
