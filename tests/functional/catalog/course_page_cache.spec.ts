import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CourseMaterial from '#models/course_material'
import Lesson from '#models/lesson'
import { completeLessons, createCourse, createLearner } from './helpers.js'
import { adminWrite, moveLessonAs, personWithRole } from '#tests/functional/admin/_helpers'

/*
| A course page's parts that are the same for everyone (the course, its
| outline and lessons, its materials) are remembered once read; every change
| an admin makes shows on the next page at once, and a member's own marks are
| never shared with another member.
*/
type Lessons = Record<string, { title: string; mark: string }[]>
type Content = { modules: { key: string; completedCount: number }[] }
type Materials = { items: { title: string }[] }
type Durations = { course: { durationSeconds: number }; lessons: Lessons & DurationRows }
type DurationRows = Record<string, { title: string; durationSeconds: number }[]>

test.group('Course page: what is remembered follows every change', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a lesson moved and a material deleted by an admin show on the next visit', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse(
      { tabs: ['conteudo', 'objetivos', 'avaliacoes'] },
      { modules: [3], lessonTitles: ['Aula A', 'Aula B', 'Aula C'] }
    )
    const guide = await CourseMaterial.create({
      title: 'Guia de cultivo (PDF)',
      fileType: 'pdf',
      fileUrl: 'https://arquivos.example/guia.pdf',
      courseId: course.id,
      lessonId: null,
    })
    const editor = await personWithRole('editor')
    const page = async () => {
      const response = await client.get(`/cursos/${course.slug}`).withInertia()
      const props = response.inertiaProps as { lessons: Lessons; materials: Materials }
      return {
        titles: Object.values(props.lessons)[0].map((lesson) => lesson.title),
        materials: props.materials.items.map((item) => item.title),
      }
    }

    assert.deepEqual(await page(), {
      titles: ['Aula A', 'Aula B', 'Aula C'],
      materials: ['Guia de cultivo (PDF)'],
    })

    assert.oneOf(await moveLessonAs(client, editor, lessons[2].id, 'up'), [302, 303])
    const afterMove = await page()
    assert.deepEqual(afterMove.titles, ['Aula A', 'Aula C', 'Aula B'])

    const deleted = await adminWrite(client, editor, 'delete', `/admin/materiais/${guide.id}`)
    assert.oneOf(deleted.status(), [302, 303])
    const afterDelete = await page()
    assert.deepEqual(afterDelete.materials, [])
  })

  test("one member's completed lessons never show on another member's page", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({}, { modules: [3] })
    const [ana, bruno] = [await createLearner(), await createLearner()]
    await completeLessons(ana, course, lessons.slice(0, 2))
    const marks = async (member: typeof ana) => {
      const response = await client.get(`/cursos/${course.slug}`).loginAs(member).withInertia()
      const props = response.inertiaProps as { lessons: Lessons; content: Content }
      return {
        completed: props.content.modules[0].completedCount,
        marks: Object.values(props.lessons)[0].map((lesson) => lesson.mark),
      }
    }

    const forAna = await marks(ana)
    const forBruno = await marks(bruno)
    assert.equal(forAna.completed, 2)
    assert.equal(forBruno.completed, 0)
    assert.notDeepEqual(forAna.marks, forBruno.marks)

    await completeLessons(bruno, course, lessons.slice(0, 1))
    const brunoLater = await marks(bruno)
    const anaLater = await marks(ana)
    assert.equal(brunoLater.completed, 1)
    assert.equal(anaLater.completed, 2)
  })

  test("a quiz's new time limit shows on the next course page and catalogue card, as its lesson's and its course's duration", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({}, { modules: [1], lessonSeconds: 600 })
    const quiz = await Lesson.create({
      courseId: course.id,
      moduleId: lessons[0].moduleId,
      title: 'Teste final',
      lessonType: 'quiz',
      objectives: [],
      orderIndex: 2,
      isPublished: true,
      isFreePreview: false,
    })
    const editor = await personWithRole('editor')
    const durations = async () => {
      const page = await client.get(`/cursos/${course.slug}`).withInertia()
      const props = page.inertiaProps as Durations
      const catalogue = await client.get('/cursos').withInertia()
      const cards = catalogue.inertiaProps.courses as { slug: string; durationSeconds: number }[]
      return {
        quiz: Object.values(props.lessons)
          .flat()
          .find((lesson) => lesson.title === 'Teste final')?.durationSeconds,
        course: props.course.durationSeconds,
        card: cards.find((card) => card.slug === course.slug)?.durationSeconds,
      }
    }

    assert.deepEqual(await durations(), { quiz: 300, course: 900, card: 900 })

    const saved = await adminWrite(client, editor, 'put', `/admin/aulas/${quiz.id}/quiz`, {
      title: 'Teste final',
      passPercent: 70,
      timeLimitSeconds: 120,
      maxAttempts: null,
      shuffle: false,
      questions: [
        {
          question: 'O CBD é intoxicante?',
          options: ['Sim', 'Não'],
          correctIndexes: [1],
          explanation: 'O CBD não produz o efeito psicoativo do THC.',
        },
      ],
    })
    assert.oneOf(saved.status(), [302, 303])
    assert.deepEqual(await durations(), { quiz: 120, course: 720, card: 720 })
  })
})
