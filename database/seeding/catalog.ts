import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import Lesson from '#models/lesson'
import { SEED_COURSES } from '#database/data/catalog/index'
import type { SeedCourse } from '#database/data/catalog/types'

/** Day the catalogue was "launched"; createdDaysAgo counts back from it, so reseeding is stable. */
const CATALOG_EPOCH = DateTime.fromISO('2026-01-01T12:00:00', { zone: 'America/Sao_Paulo' })

/**
 * The six courses of the spec with their modules and lessons (their
 * reviews: database/seeding/catalog_reviews.ts).
 * A course whose slug already exists is left as it is (an admin may have
 * edited it), so running the seeder twice changes nothing.
 */
export async function seedCatalog(trx: TransactionClientContract) {
  for (const seed of SEED_COURSES) {
    const existing = await Course.query({ client: trx }).where('slug', seed.slug).first()
    if (existing) continue
    await createCourse(trx, seed)
  }
}

async function createCourse(trx: TransactionClientContract, seed: SeedCourse) {
  const createdAt = CATALOG_EPOCH.minus({ days: seed.createdDaysAgo })
  const course = new Course().useTransaction(trx)
  course.merge({
    slug: seed.slug,
    title: seed.title,
    subtitle: seed.subtitle,
    description: seed.description,
    category: seed.category,
    level: seed.level,
    imageEmoji: seed.imageEmoji,
    price: seed.price,
    isPublished: true,
    featured: seed.featured,
    tags: seed.tags,
    features: seed.features,
    objectives: seed.objectives,
    learningPath: seed.learningPath,
    outcomes: seed.outcomes,
    mentorName: seed.mentor.name,
    mentorAvatar: seed.mentor.avatar,
    mentorBio: seed.mentor.bio,
    mentorExperience: seed.mentor.experience,
    tabs: seed.tabs,
    simulators: seed.simulators,
    hasCertificate: true,
  })
  course.createdAt = createdAt
  await course.save()

  let position = 0
  for (const [moduleIndex, moduleSeed] of seed.modules.entries()) {
    const module = await CourseModule.create(
      {
        courseId: course.id,
        title: moduleSeed.title,
        description: moduleSeed.description,
        orderIndex: moduleIndex + 1,
      },
      { client: trx }
    )
    for (const [lessonIndex, lessonSeed] of moduleSeed.lessons.entries()) {
      position += 1
      await Lesson.create(
        {
          courseId: course.id,
          moduleId: module.id,
          title: lessonSeed.title,
          description: lessonSeed.description,
          content: lessonSeed.content,
          lessonType: lessonSeed.type,
          objectives: lessonSeed.objectives,
          simulator: lessonSeed.simulator ?? null,
          orderIndex: position,
          isPublished: lessonSeed.isPublished ?? true,
          /* The first lesson of every module is open to every signed-in learner. */
          isFreePreview: lessonIndex === 0,
        },
        { client: trx }
      )
    }
  }
}
