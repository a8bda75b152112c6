import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Lesson from '#models/lesson'
import CourseProgress from '#models/course_progress'
import CourseReview from '#models/course_review'
import { UserFactory } from '#database/factories/course_factory'
import { createCourse } from '../helpers.js'

/** The `figures` prop of a page. */
async function figuresOf(client: any, url: string) {
  const response = await client.get(url).withInertia()
  return response.inertiaProps.figures
}

/** The server-rendered HTML of a page. */
async function htmlOf(client: any, url: string) {
  const response = await client.get(url)
  return response.text()
}

/* The note inertia/content/marketing.ts shows under every group of claims. */
const CLAIMS_NOTE = '* Declarações da equipe Ganja Talks; não são medidas pela plataforma.'

/** The text of the <dl> (or list) marked with `testid` in the server-rendered page. */
function block(html: string, testid: string) {
  const start = html.indexOf(`data-testid="${testid}"`)
  const end = html.indexOf('</dl>', start) > 0 ? html.indexOf('</dl>', start) : start + 3000
  return html.slice(start, Math.max(end, html.indexOf('</ul>', start)))
}

async function addLesson(courseId: number, type: string, published = true) {
  await Lesson.create({
    courseId,
    moduleId: null,
    title: `Aula ${type}`,
    lessonType: type as Lesson['lessonType'],
    objectives: [],
    orderIndex: 99,
    isPublished: published,
    isFreePreview: false,
  })
}

test.group('Landing figures come from the database', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('platform metrics and structure count the published courses and their published lessons', async ({
    client,
    assert,
  }) => {
    /* Two published courses with 2 video lessons each (one a draft in the second). */
    const { course: first } = await createCourse({ title: 'Primeiro' }, { modules: [2] })
    const { course: second } = await createCourse(
      { title: 'Segundo' },
      { modules: [2], draftLessons: 1 }
    )
    await addLesson(first.id, 'podcast')
    await addLesson(second.id, 'audio')
    await addLesson(first.id, 'text')
    await addLesson(second.id, 'pdf')
    await addLesson(second.id, 'quiz')
    await addLesson(second.id, 'podcast', false)
    /* Nothing of an archived or draft course counts. */
    const { course: archived } = await createCourse(
      { title: 'Arquivado', archivedAt: DateTime.now() },
      { modules: [3] }
    )
    await addLesson(archived.id, 'podcast')
    const { course: draft } = await createCourse({ title: 'Rascunho', isPublished: false })
    await addLesson(draft.id, 'text')
    const learner = await UserFactory.create()
    const now = DateTime.now()
    await CourseProgress.create({
      userId: learner.id,
      courseId: first.id,
      startedAt: now,
      lastAccessedAt: now,
    })
    await CourseReview.create({
      courseId: first.id,
      userId: learner.id,
      authorName: 'Ana',
      rating: 4,
      comment: 'Bom',
    })

    const response = await client.get('/').withInertia()
    assert.include(response.inertiaProps.figures, {
      courses: 2,
      students: 1,
      lessons: 8,
      videos: 3,
      podcasts: 2,
      articles: 2,
      reviews: 1,
      averageRating: 4,
    })

    const html = await htmlOf(client, '/')
    const metrics = block(html, 'landing-metrics')
    assert.match(metrics, /<dt[^>]*>Aluno<\/dt><dd[^>]*>1<\/dd>/)
    assert.include(metrics, 'Cursos')
    assert.include(metrics, 'Aulas')
    assert.notInclude(metrics, '120+')
    assert.notInclude(metrics, 'Taxa de conclusão')
    const structure = block(html, 'landing-structure')
    assert.match(structure, />3<\/p>/)
    assert.match(structure, />2<\/p>/)
    assert.notInclude(structure, '500+')
    assert.notInclude(structure, '1000+')
  })

  test("the landing's course count equals the catalogue's, and its members the community's", async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < 3; i++) await createCourse({ title: `Curso ${i}` })
    await createCourse({ title: 'Arquivado', archivedAt: DateTime.now() })
    await UserFactory.apply('verified').createMany(2)
    await UserFactory.create()

    const landing = await client.get('/').withInertia()
    const catalogue = await client.get('/cursos').withInertia()
    const community = await client.get('/comunidade').withInertia()

    assert.equal(landing.inertiaProps.figures.courses, 3)
    assert.equal(landing.inertiaProps.figures.courses, catalogue.inertiaProps.total)
    assert.equal(landing.inertiaProps.figures.members, community.inertiaProps.figures.members)
  })

  test('the landing figures follow an archived course at once', async ({ client, assert }) => {
    const { course } = await createCourse({ title: 'Vai ser arquivado' }, { modules: [2] })
    await createCourse({ title: 'Fica' }, { modules: [1] })
    assert.include(await figuresOf(client, '/'), {
      courses: 2,
      videos: 3,
    })

    course.archivedAt = DateTime.now()
    await course.save()

    assert.include(await figuresOf(client, '/'), {
      courses: 1,
      videos: 1,
    })
  })

  test('outcome claims are framed as claims and no invented count remains', async ({
    client,
    assert,
  }) => {
    await createCourse()
    const html = await htmlOf(client, '/')

    assert.include(html, CLAIMS_NOTE)
    assert.include(html, '89%*')
    for (const invented of [
      '2.547',
      '+2,5 mil',
      '10,5 mil+',
      '6.000+',
      '4,9/5',
      'Alunos formados',
    ]) {
      assert.notInclude(html, invented)
    }
  })

  test('a landing without reviews shows Sem avaliações, not a made-up rating', async ({
    client,
    assert,
  }) => {
    await createCourse()
    const html = await htmlOf(client, '/')
    const community = block(html, 'landing-community-figures')
    assert.include(community, 'Sem avaliações')
    assert.notInclude(community, '0,0')
  })
})
