import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import type { MentorEvent } from '#services/mentor/mentor_service'

/** Three lessons on distinct subjects, so a test knows which one answers. */
export const LESSONS = [
  {
    title: 'Cultivo autorizado e legislação',
    content:
      '## Enquadramento legal\n\nNo Brasil a Lei 11.343/2006 proíbe o cultivo sem autorização. A ANVISA e decisões judiciais (habeas corpus) autorizam associações, pesquisa e pacientes.',
  },
  {
    title: 'Déficit de pressão de vapor',
    content:
      '## O que é VPD\n\nO VPD (déficit de pressão de vapor) combina temperatura e umidade do ar. Na floração o VPD ideal fica entre 1,2 e 1,5 kPa, com umidade relativa mais baixa.\n\n## Ajustes de umidade\n\nUmidade alta reduz o VPD; umidade baixa aumenta a transpiração.',
  },
  {
    title: 'Secagem e cura das flores',
    content:
      '## Sala de secagem\n\nA secagem lenta, em ambiente escuro a 18 °C e 55% de umidade, preserva os terpenos. A cura em potes de vidro dura de duas a quatro semanas.',
  },
]

/** A published course (premium unless price 0) with the three lessons above. */
export async function mentorCourse(price = 37) {
  const course = await CourseFactory.merge({
    price,
    mentorName: 'Prof. Verde IA',
    mentorAvatar: '👨‍🌾',
    mentorBio: 'Mentor virtual de cultivo em ambiente controlado.',
  }).create()
  for (const [index, lesson] of LESSONS.entries())
    await LessonFactory.merge({
      courseId: course.id,
      title: lesson.title,
      description: null,
      objectives: [],
      content: lesson.content,
      orderIndex: index + 1,
    }).create()
  return course
}

/** Parses the streamed answer (one JSON event a line). */
export function eventsOf(text: string): MentorEvent[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as MentorEvent)
}

/** Asks a course's mentor as `user` (or a visitor) and returns the response and its events. */
export async function ask(
  client: ApiClient,
  slug: string,
  question: string,
  options: { user?: User; lessonPosition?: number } = {}
) {
  let request = client
    .post(`/cursos/${slug}/mentor/perguntas`)
    .header('accept', 'application/json')
    .withCsrfToken()
    .json(
      options.lessonPosition ? { question, lessonPosition: options.lessonPosition } : { question }
    )
  if (options.user) request = request.loginAs(options.user)
  const response = await request
  const isStream = String(response.header('content-type') ?? '').includes('ndjson')
  return { response, events: isStream ? eventsOf(response.text()) : [] }
}

export function answerOf(events: MentorEvent[]) {
  const done = events.find((event) => event.type === 'done')
  if (!done || done.type !== 'done') throw new Error(`no answer in ${JSON.stringify(events)}`)
  return done.answer
}

/** Asks and returns the stored answer (the test fails if there is none). */
export async function answerFor(...args: Parameters<typeof ask>) {
  const { events } = await ask(...args)
  return answerOf(events)
}

/** Asks and returns the HTTP status (200 when the answer streamed). */
export async function statusOf(...args: Parameters<typeof ask>) {
  const { response } = await ask(...args)
  return response.status()
}
