import app from '@adonisjs/core/services/app'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import db from '@adonisjs/lucid/services/db'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import Certificate from '#models/certificate'
import type Course from '#models/course'
import type Lesson from '#models/lesson'
import type User from '#models/user'
import CertificateService from '#services/certificates/certificate_service'
import { premiumLearner } from '#tests/helpers/premium'

/**
 * A published course that awards a certificate, with `count` published text
 * lessons and the Certificado tab. The lessons have no body, so no reading
 * time stands between a learner and 'Marcar como Concluída'.
 */
export async function certificateCourse(count = 2, attributes: Partial<Course> = {}) {
  const course = await CourseFactory.merge({
    title: 'Terpenos e Aromas',
    mentorName: 'Dra. Flora',
    tabs: ['conteudo', 'progresso', 'certificado'],
    ...attributes,
  }).create()
  const lessons = []
  for (let index = 0; index < count; index++) {
    lessons.push(
      await LessonFactory.merge({
        courseId: course.id,
        orderIndex: index + 1,
        title: `Aula ${index + 1}`,
        lessonType: 'text',
        content: null,
      }).create()
    )
  }
  return { course, lessons }
}

/**
 * Lessons recorded as completed with the studied seconds given (what the
 * completion rules and study time tracking store), for tests about what
 * comes after.
 */
export async function completedLessons(
  user: User,
  lessons: Lesson[],
  secondsStudied: number[] = []
) {
  const now = new Date()
  for (const [index, lesson] of lessons.entries()) {
    await db.table('lesson_progress').insert({
      user_id: user.id,
      lesson_id: lesson.id,
      completed_at: now,
      seconds_studied: secondsStudied[index] ?? 0,
      created_at: now,
      updated_at: now,
    })
  }
}

/** A premium learner who holds an issued certificate of a new course (every lesson completed). */
export async function issuedCertificate(
  learner: Partial<Pick<User, 'fullName' | 'email'>> = { fullName: 'Joana Araújo' }
) {
  const { course, lessons } = await certificateCourse(1)
  const user = await premiumLearner(learner)
  await completedLessons(user, lessons, [600])
  const service = await app.container.make(CertificateService)
  const id = await service.issueOnCompletion(user.id, course.id)
  const certificate = await Certificate.query().where('id', id!).preload('course').firstOrFail()
  return { course, user, certificate }
}

/** Text and link targets of every page of a PDF, read with pdf.js. */
export async function readPdf(bytes: Buffer) {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  let text = ''
  const links: string[] = []
  const fonts = new Set<string>()
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    for (const annotation of await page.getAnnotations())
      if (annotation.url) links.push(annotation.url)
    const [, , width, height] = page.view
    if (number === 1) fonts.add(`${Math.round(width)}x${Math.round(height)}`)
  }
  const metadata = await document.getMetadata()
  return { text, links, pageSize: [...fonts][0], pages: document.numPages, metadata }
}
