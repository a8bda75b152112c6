import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Course from '#models/course'
import Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import { LESSON_TEMPLATES } from '#database/data/lesson_templates'

/**
 * The stored form of the file's address (learners download it through
 * /materiais/:id/arquivo, which resolves the storage key); '/uploads/<key>'
 * if the disk cannot build one.
 */
async function publicUrl(disk: ReturnType<typeof drive.use>, key: string) {
  try {
    return await disk.getUrl(key)
  } catch {
    return `/uploads/${key}`
  }
}

/**
 * Real downloadable templates for the seeded project, template, checklist
 * and spreadsheet lessons: written through Drive under course-materials/
 * and attached to their lessons. A material already attached is kept; its
 * file is written again only when the storage lost it.
 */
export async function seedLessonTemplates(trx: TransactionClientContract) {
  const disk = drive.use()
  for (const template of LESSON_TEMPLATES) {
    const course = await Course.query({ client: trx }).where('slug', template.courseSlug).first()
    if (!course) continue
    const lesson = await Lesson.query({ client: trx })
      .where('course_id', course.id)
      .where('title', template.lessonTitle)
      .first()
    if (!lesson) continue

    const key = `course-materials/${course.slug}/${template.fileName}`
    const contentType = template.fileName.endsWith('.csv')
      ? 'text/csv; charset=utf-8'
      : 'text/markdown; charset=utf-8'
    if (!(await disk.exists(key))) {
      await disk.put(key, template.content, { contentType, visibility: 'private' })
    }
    const existing = await CourseMaterial.query({ client: trx }).where('storage_key', key).first()
    if (existing) continue
    await CourseMaterial.create(
      {
        title: template.title,
        fileType: template.fileType,
        fileUrl: await publicUrl(disk, key),
        storageKey: key,
        fileSizeBytes: Buffer.byteLength(template.content, 'utf8'),
        courseId: course.id,
        lessonId: lesson.id,
      },
      { client: trx }
    )
  }
}
