import { readFile, stat } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Course from '#models/course'
import CourseMaterial from '#models/course_material'
import Lesson from '#models/lesson'
import { SEED_COURSES } from '#database/data/catalog/index'
import { captionsText, demoMediaFiles } from '#domain/catalog/demo_media'
import { checkWebVtt } from '#domain/catalog/captions'
import { publicUrlOf } from '#services/admin/storage_urls'
import { mediaFileSeconds } from '#services/catalog/media_duration'

/** Committed demo media (bin/make_demo_media.ts); the path under it is the storage key. */
export const DEMO_MEDIA_ROOT = app.makePath('database/demo_media')

const CONTENT_TYPES: Record<string, string> = {
  webm: 'video/webm',
  vtt: 'text/vtt',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
}

/**
 * Copies a committed file into the Drive disk (local folder or S3 bucket)
 * unless it is already there; returns its size.
 */
async function copyToDrive(key: string) {
  const source = `${DEMO_MEDIA_ROOT}/${key}`
  const { size } = await stat(source)
  const disk = drive.use()
  if (!(await disk.exists(key))) {
    const extension = key.slice(key.lastIndexOf('.') + 1)
    await disk.put(key, await readFile(source), { contentType: CONTENT_TYPES[extension] })
  }
  return size
}

/**
 * Gives the seeded courses their demo media: cover, preview video, and each
 * video lesson's video and captions, each podcast's audio, each PDF lesson's
 * PDF (a material of the lesson). Only what is still empty is filled, so a
 * second run changes nothing and media an admin chose are never replaced.
 * A lesson is matched by its course, position and title: a lesson an admin
 * renamed or moved keeps what it has. A lesson playing its demo file gets
 * that file's real length (media_seconds), read from the file itself.
 */
export async function seedDemoMedia(trx: TransactionClientContract, slugs?: string[]) {
  for (const seed of SEED_COURSES) {
    if (slugs && !slugs.includes(seed.slug)) continue
    const course = await Course.query({ client: trx }).where('slug', seed.slug).first()
    if (!course) continue
    const files = demoMediaFiles(seed.slug)

    if (!course.thumbnailUrl) {
      await copyToDrive(files.cover)
      course.thumbnailUrl = await publicUrlOf(files.cover)
    }
    if (!course.previewVideoUrl) {
      await copyToDrive(files.preview.video)
      await copyToDrive(files.preview.captions)
      course.previewVideoUrl = await publicUrlOf(files.preview.video)
      course.previewCaptionsUrl = await publicUrlOf(files.preview.captions)
    }
    if (course.$isDirty) await course.save()

    const lessons = await Lesson.query({ client: trx }).where('course_id', course.id)
    const materials = await CourseMaterial.query({ client: trx })
      .where('course_id', course.id)
      .whereNotNull('storage_key')
      .select('storage_key')
    const storedKeys = new Set(materials.map((material) => material.storageKey))

    let position = 0
    for (const module of seed.modules) {
      for (const lessonSeed of module.lessons) {
        position += 1
        const media = files.lesson(position, lessonSeed.type)
        const lesson = lessons.find(
          (row) => row.orderIndex === position && row.title === lessonSeed.title
        )
        if (!media || !lesson) continue

        if (media.kind === 'pdf') {
          if (storedKeys.has(media.file)) continue
          const size = await copyToDrive(media.file)
          await CourseMaterial.create(
            {
              title: lesson.title,
              fileType: 'pdf',
              fileUrl: await publicUrlOf(media.file),
              storageKey: media.file,
              fileSizeBytes: size,
              courseId: course.id,
              lessonId: lesson.id,
            },
            { client: trx }
          )
          continue
        }

        const demoUrl = await publicUrlOf(media.file)
        /* An admin's own media stays; a demo file already measured needs nothing. */
        if (lesson.videoUrl && (lesson.videoUrl !== demoUrl || lesson.mediaSeconds !== null))
          continue
        if (!lesson.videoUrl) {
          await copyToDrive(media.file)
          lesson.videoUrl = demoUrl
          if (media.kind === 'video') {
            await copyToDrive(media.captions)
            const vtt = await readFile(`${DEMO_MEDIA_ROOT}/${media.captions}`)
            const checked = checkWebVtt(vtt)
            lesson.captionsText = captionsText(vtt.toString('utf8'))
            /* What the admin dialog shows for captions ('12 legendas'). */
            lesson.captionsCueCount = checked.ok ? checked.cues.length : null
          }
        }
        lesson.mediaSeconds = await mediaFileSeconds(`${DEMO_MEDIA_ROOT}/${media.file}`)
        await lesson.useTransaction(trx).save()
      }
    }
  }
}
