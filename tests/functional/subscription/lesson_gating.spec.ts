import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Course from '#models/course'
import Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import LessonNote from '#models/lesson_note'
import { CourseFactory, ProfileFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { contentAdmin, freeLearner, premiumLearner } from '#tests/helpers/premium'
import learningActivity from '#services/learning/learning_activity_buffer'

type ViewerName = 'visitor' | 'learner' | 'subscriber' | 'admin' | 'instructor'
type LessonName = 'freePreview' | 'premium' | 'freeCourse'

/** Content of every lesson: each marker must appear only where the content is open. */
async function videoLesson(course: Course, name: LessonName, isFreePreview: boolean) {
  const lesson = await Lesson.create({
    courseId: course.id,
    title: `Aula ${name}`,
    description: `Descrição pública da aula ${name}`,
    content: `## Apoio\n\nTexto-exclusivo-${name}`,
    lessonType: 'video',
    videoUrl: `/uploads/course-videos/1700000000000-video-${name}.mp4`,
    objectives: [`Objetivo público ${name}`],
    orderIndex: isFreePreview ? 1 : 2,
    isPublished: true,
    isFreePreview,
  })
  const material = await CourseMaterial.create({
    courseId: course.id,
    lessonId: lesson.id,
    title: `Apostila-${name}`,
    fileType: 'application',
    fileUrl: `/uploads/course-materials/1700000000000-apostila-${name}.pdf`,
    storageKey: `course-materials/1700000000000-apostila-${name}.pdf`,
    fileSizeBytes: 1234,
  })
  return { lesson, material, position: isFreePreview ? 1 : 2, course }
}

async function lessons() {
  const paid = await CourseFactory.merge({ price: 37 }).create()
  const free = await CourseFactory.merge({ price: 0 }).create()
  return {
    freePreview: await videoLesson(paid, 'freePreview', true),
    premium: await videoLesson(paid, 'premium', false),
    /* Position 2 of a free course: not a preview, open because the course is free. */
    freeCourse: await videoLesson(free, 'freeCourse', false).then(async (entry) => {
      await Lesson.create({
        courseId: free.id,
        title: 'Primeira aula do curso grátis',
        lessonType: 'text',
        orderIndex: 1,
        isPublished: true,
        isFreePreview: true,
        objectives: [],
      })
      return entry
    }),
  }
}

async function viewers(): Promise<Record<ViewerName, User | null>> {
  const instructor = await freeLearner()
  await ProfileFactory.merge({ userId: instructor.id, role: 'instructor' }).create()
  return {
    visitor: null,
    learner: await freeLearner(),
    subscriber: await premiumLearner(),
    admin: await contentAdmin(),
    instructor,
  }
}

/* Who sees the content (true) or which upgrade panel instead */
const MATRIX: Record<
  ViewerName,
  Record<LessonName, true | 'sign_in_required' | 'premium_required'>
> = {
  visitor: {
    freePreview: 'sign_in_required',
    premium: 'sign_in_required',
    freeCourse: 'sign_in_required',
  },
  learner: { freePreview: true, premium: 'premium_required', freeCourse: true },
  subscriber: { freePreview: true, premium: true, freeCourse: true },
  admin: { freePreview: true, premium: true, freeCourse: true },
  instructor: { freePreview: true, premium: true, freeCourse: true },
}

test.group('Lesson page gating: visitor, learner, subscriber, staff', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each viewer sees the content, or only the public part and the right upgrade panel', async ({
    client,
    assert,
  }) => {
    const content = await lessons()
    const people = await viewers()

    for (const [viewerName, user] of Object.entries(people) as [ViewerName, User | null][]) {
      for (const [lessonName, entry] of Object.entries(content) as [
        LessonName,
        Awaited<ReturnType<typeof videoLesson>>,
      ][]) {
        const label = `${viewerName} × ${lessonName}`
        const url = `/cursos/${entry.course.slug}/aula/${entry.position}`
        const expected = MATRIX[viewerName][lessonName]

        let inertiaRequest = client.get(url).withInertia()
        let htmlRequest = client.get(url)
        if (user) {
          inertiaRequest = inertiaRequest.loginAs(user)
          htmlRequest = htmlRequest.loginAs(user)
        }
        const response = await inertiaRequest
        response.assertStatus(200)
        const { page } = response.inertiaProps
        const html = await htmlRequest
        html.assertStatus(200)
        const markup = html.text()

        /* Always public: title, description, objectives. */
        assert.equal(page.lesson.title, `Aula ${lessonName}`, label)
        assert.equal(page.lesson.description, `Descrição pública da aula ${lessonName}`, label)
        assert.deepEqual(page.lesson.objectives, [`Objetivo público ${lessonName}`], label)
        assert.include(markup, `Descrição pública da aula ${lessonName}`, label)

        const secrets = [
          `Texto-exclusivo-${lessonName}`,
          `/aulas/${entry.lesson.id}/video`,
          `/materiais/${entry.material.id}/arquivo`,
          `Apostila-${lessonName}`,
          'course-videos/',
          'course-materials/',
        ]
        if (expected === true) {
          assert.isTrue(page.access.canView, label)
          assert.isNull(page.access.lockedReason, label)
          assert.include(page.body.content, `Texto-exclusivo-${lessonName}`, label)
          /* The uploaded video plays through the authorized route, never its /uploads address. */
          assert.deepEqual(page.body.video, {
            kind: 'file',
            url: `/aulas/${entry.lesson.id}/video`,
          })
          assert.deepEqual(
            page.materials.map((m: any) => [m.title, m.url, m.downloadUrl]),
            [
              [
                `Apostila-${lessonName}`,
                `/materiais/${entry.material.id}/arquivo`,
                `/materiais/${entry.material.id}/arquivo?download=1`,
              ],
            ],
            label
          )
          assert.include(markup, `Texto-exclusivo-${lessonName}`, label)
          assert.notInclude(markup, '/uploads/course-', label)
        } else {
          assert.deepEqual(
            page.access,
            { canView: false, signedIn: user !== null, lockedReason: expected, lockMessage: null },
            label
          )
          assert.isNull(page.body, label)
          assert.deepEqual(page.materials, [], label)
          assert.isNull(page.note, label)
          for (const secret of secrets) {
            assert.notInclude(JSON.stringify(page), secret, `${label}: ${secret} in the props`)
            assert.notInclude(markup, secret, `${label}: ${secret} in the HTML`)
          }
        }
      }
    }
  })

  test('a quiz or simulator lesson that is premium sends no question and no simulator to a learner', async ({
    client,
    assert,
  }) => {
    const course = await CourseFactory.merge({ simulators: ['financial'] }).create()
    const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
      .with('questions', 5, (question) => question.merge({ question: 'Pergunta-exclusiva?' }))
      .create()
    await Lesson.createMany([
      {
        courseId: course.id,
        title: 'Quiz',
        lessonType: 'quiz',
        orderIndex: 1,
        isPublished: true,
        objectives: [],
      },
      {
        courseId: course.id,
        title: 'Simulação',
        lessonType: 'interactive',
        orderIndex: 2,
        isPublished: true,
        objectives: [],
      },
    ])
    const learner = await freeLearner()
    const subscriber = await premiumLearner()

    for (const position of [1, 2]) {
      const url = `/cursos/${course.slug}/aula/${position}`
      const locked = await client.get(url).withInertia().loginAs(learner)
      assert.isNull(locked.inertiaProps.page.body)
      const html = await client.get(url).loginAs(learner)
      const markup = html.text()
      assert.notInclude(markup, 'Pergunta-exclusiva?')
      assert.notInclude(markup, `"setId":${set.id}`)
      assert.notInclude(markup, '"simulator":"financial"')
    }
    const open = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(subscriber)
    /* The questions themselves come only with an attempt, which the lesson's access guards */
    assert.equal(open.inertiaProps.page.body.quiz.questionCount, 5)
    const simulator = await client
      .get(`/cursos/${course.slug}/aula/2`)
      .withInertia()
      .loginAs(subscriber)
    assert.equal(simulator.inertiaProps.page.body.simulator, 'financial')
  })

  test("a learner's saved note on a lesson that became premium is not shown; the visit does not start the course", async ({
    client,
    assert,
  }) => {
    const { premium } = await lessons()
    const learner = await freeLearner()
    await LessonNote.create({ userId: learner.id, lessonId: premium.lesson.id, body: 'Minha nota' })

    const response = await client
      .get(`/cursos/${premium.course.slug}/aula/${premium.position}`)
      .withInertia()
      .loginAs(learner)

    assert.isNull(response.inertiaProps.page.note)
    assert.notInclude(JSON.stringify(response.inertiaProps), 'Minha nota')
    const started = await db
      .from('course_progress')
      .where({ user_id: learner.id, course_id: premium.course.id })
    assert.lengthOf(started, 0)
    await learningActivity.flush()
    const views = await db.from('lesson_views').where({ lesson_id: premium.lesson.id })
    assert.lengthOf(views, 1, 'the visit is still counted as a view')
  })
})
