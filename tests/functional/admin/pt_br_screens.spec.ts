import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import CourseMaterial from '#models/course_material'
import { CourseFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { personWithRole } from './_helpers.js'
import { PDF } from './_files.js'
import { renderScreen } from './_render.js'
import { englishWordsIn, visibleTextOf } from '#tests/helpers/english_words'
import { adminScreens } from '#tests/helpers/admin_screens'

test.group('Admin screens speak Brazilian Portuguese', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })
  group.each.timeout(60_000)

  test('no screen of the admin area shows a word of the English denylist', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('super_admin', 'Ana Administradora')
    await personWithRole('editor', 'Edu Editor')
    const course = await CourseFactory.merge({ title: 'Cultivo de teste', price: 37 })
      .with('modules', 1, (module) => module.merge({ title: 'Planejamento' }))
      .with('lessons', 3, (lesson) =>
        lesson.merge([
          { title: 'Aula de vídeo', lessonType: 'video', isPublished: true },
          { title: 'Aula interativa', lessonType: 'interactive', simulator: 'grow_room' },
          { title: 'Prova do módulo', lessonType: 'exam' },
        ])
      )
      .create()
    /* The exam's quiz editor shows its settings and a question written for it. */
    await QuizSetFactory.merge({ courseId: course.id, lessonId: course.lessons[2].id })
      .with('questions', 1)
      .create()
    await CourseMaterial.create({
      courseId: course.id,
      title: 'Apostila',
      fileUrl: '/uploads/course-materials/apostila.pdf',
      fileType: 'pdf',
    })
    await drive.use().put('course-materials/demo/cultivo/aula-01.pdf', PDF)

    const found: Record<string, string[]> = {}
    for (const url of adminScreens(course.id, course.lessons[2].id)) {
      const html = await renderScreen(client, admin, url)
      assert.include(html, 'Painel Administrativo', `${url} renders the admin layout`)
      const words = englishWordsIn(visibleTextOf(html))
      if (words.length > 0) found[url] = words
    }
    assert.deepEqual(found, {}, 'English words on admin screens')
  })

  test('the denylist finds whole English words in visible text only', ({ assert }) => {
    const html =
      '<main><h1>Dashboard</h1><p>Administração · E-mail · 10 bytes</p>' +
      '<a href="/uploads/course-thumbnails/x.png" title="Preview">Abrir</a>' +
      '<code>course-videos</code><script>const Upload = 1</script>' +
      '<span>Status: Ativo</span><img alt="Capa"></main>'
    assert.sameMembers(englishWordsIn(visibleTextOf(html)), ['Dashboard', 'Preview'])
  })
})
