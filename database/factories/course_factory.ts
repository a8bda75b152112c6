import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import Lesson from '#models/lesson'
import User from '#models/user'
import Profile from '#models/profile'
import { COURSE_CATEGORIES } from '#domain/catalog/catalog'

export const LessonFactory = factory
  .define(Lesson, ({ faker }) => ({
    title: `Aula ${faker.number.int({ min: 1, max: 999 })}: ${faker.lorem.words(3)}`,
    description: 'Uma aula de teste.',
    content: '## Conteúdo\n\nTexto da aula.',
    lessonType: 'text' as const,
    objectives: ['Entender o tema'],
    orderIndex: 1,
    isPublished: true,
    isFreePreview: false,
  }))
  .build()

export const CourseModuleFactory = factory
  .define(CourseModule, () => ({ title: 'Módulo de teste', description: null, orderIndex: 1 }))
  .relation('lessons', () => LessonFactory)
  .build()

export const CourseFactory = factory
  .define(Course, ({ faker }) => {
    const title = `Curso ${faker.string.alphanumeric(8)}`
    return {
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      title,
      subtitle: 'Subtítulo',
      description: 'Descrição do curso de teste.',
      category: faker.helpers.arrayElement(COURSE_CATEGORIES),
      level: 'beginner' as const,
      imageEmoji: '🌱',
      price: 37,
      isPublished: true,
      featured: false,
      tags: ['teste'],
      features: [],
      objectives: [],
      learningPath: [],
      outcomes: [],
      tabs: ['conteudo', 'progresso', 'mentor', 'objetivos', 'avaliacoes'] as Course['tabs'],
      simulators: [],
      hasCertificate: true,
    }
  })
  .state('draft', (course) => {
    course.isPublished = false
  })
  .relation('modules', () => CourseModuleFactory)
  .relation('lessons', () => LessonFactory)
  .build()

export const UserFactory = factory
  .define(User, ({ faker }) => ({
    email: faker.internet.email().toLowerCase(),
    password: 'segredo123',
    fullName: faker.person.fullName(),
  }))
  .state('verified', (user) => {
    user.emailVerifiedAt = DateTime.now()
  })
  .relation('profile', () => ProfileFactory)
  .build()

export const ProfileFactory = factory
  .define(Profile, ({ faker }) => ({ fullName: faker.person.fullName(), role: 'student' as const }))
  .build()
