import app from '@adonisjs/core/services/app'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import Certificate from '#models/certificate'
import type Course from '#models/course'
import type User from '#models/user'
import CertificateService from '#services/certificate_service'
import { premiumLearner } from '#tests/helpers/premium'

/** A published course that awards a certificate, with `count` published lessons and the Certificado tab. */
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
        durationMinutes: 10,
      }).create()
    )
  }
  return { course, lessons }
}

/** A premium learner who holds an issued certificate of a new course. */
export async function issuedCertificate(
  learner: Partial<Pick<User, 'fullName' | 'email'>> = { fullName: 'Joana Araújo' }
) {
  const { course } = await certificateCourse(1)
  const user = await premiumLearner(learner)
  const service = await app.container.make(CertificateService)
  const id = await service.issueOnCompletion(user.id, course.id)
  const certificate = await Certificate.query().where('id', id!).preload('course').firstOrFail()
  return { course, user, certificate }
}
