import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { hydrated, switchMember } from '../helpers.js'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import CourseMaterial from '#models/course_material'
import AdminUser from '#models/admin_user'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'

const SHOTS = process.env.ADMIN_SCREENSHOTS

/** A small but real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
)

test.group('Admin materials in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin uploads a PDF material for a lesson; it is listed, shown on the lesson page and downloads through the gated route', async ({
    visit,
    browserContext,
    assert,
    cleanup,
  }) => {
    const admin = await UserFactory.with('profile').create()
    await AdminUser.create({ userId: admin.id, role: 'admin' })
    const course = await CourseFactory.merge({ title: 'Cultivo Indoor' })
      .with('lessons', 2, (lesson) =>
        lesson.merge([
          { title: 'Iluminação LED', orderIndex: 1 },
          { title: 'Nutrientes', orderIndex: 2 },
        ])
      )
      .create()
    await browserContext.loginAs(admin)

    const page = await hydrated(await visit('/admin/materiais'))
    await page.getByRole('button', { name: 'Novo Material' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo Material' })
    const submit = dialog.getByRole('button', { name: 'Adicionar Material' })
    assert.isTrue(await submit.isDisabled())

    await dialog.getByLabel('Título').fill('Tabela de nutrientes')
    await dialog.getByRole('tab', { name: 'Enviar Arquivo' }).click()
    await dialog.getByLabel('Arquivo do material').setInputFiles({
      name: 'tabela nutrientes.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    })
    await dialog.getByRole('status').filter({ hasText: 'Arquivo enviado:' }).waitFor()
    await page.getByText('Arquivo enviado com sucesso!').first().waitFor()

    /* 'Aula' is disabled until a course is chosen. */
    assert.isTrue(await dialog.getByLabel('Aula').isDisabled())
    await dialog.getByLabel('Curso').selectOption({ label: 'Cultivo Indoor' })
    await dialog.getByLabel('Aula').selectOption({ label: 'Nutrientes' })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/10-material-dialog.png` })
    await submit.click()
    await page.getByText('Material criado com sucesso!').first().waitFor()

    const material = await CourseMaterial.findByOrFail('title', 'Tabela de nutrientes')
    cleanup(() => drive.use().delete(material.storageKey!))
    assert.equal(material.lessonId, course.lessons[1].id)
    assert.equal(material.courseId, course.id)
    assert.match(material.storageKey!, /^course-materials\/\d{13}-tabela-nutrientes\.pdf$/)
    assert.equal(material.fileUrl, `/uploads/${material.storageKey}`)

    /* Listed in Materiais, filtered by the lesson. */
    await page.goto(`/admin/materiais?curso=${course.id}&aula=${course.lessons[1].id}`)
    const row = page.getByRole('listitem').filter({ hasText: 'Tabela de nutrientes' })
    await row.getByText('Aula: Nutrientes').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/11-materials-list.png`, fullPage: true })
    /* 'Abrir' goes through the authorized route: the /uploads address is not served. */
    const gated = `/materiais/${material.id}/arquivo`
    assert.equal(await row.getByRole('link', { name: /Abrir/ }).getAttribute('href'), gated)
    const opened = await page.request.get(gated)
    assert.equal(opened.status(), 200)
    assert.equal(opened.headers()['content-type'], 'application/pdf')
    const openedBytes = await opened.body()
    assert.equal(openedBytes.toString(), PDF.toString())
    const guessed = await page.request.get(material.fileUrl)
    assert.equal(guessed.status(), 404)

    /* On the lesson page (premium lesson 2; the admin sees everything) and downloaded from there. */
    await page.goto(`/cursos/${course.slug}/aula/2`)
    const lessonMaterials = page.getByRole('complementary').locator('li', {
      hasText: 'Tabela de nutrientes',
    })
    await lessonMaterials.waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      lessonMaterials.getByRole('link').click(),
    ])
    assert.equal(download.url(), `${new URL(page.url()).origin}${gated}?download=1`)
    assert.equal(download.suggestedFilename(), 'Tabela de nutrientes.pdf')
    const savedAt = await download.path()
    const saved = await readFile(savedAt!)
    assert.equal(saved.toString(), PDF.toString())

    /* A learner without premium sees the upgrade panel there, and the file is refused. */
    await switchMember(browserContext, await freeLearner(), page)
    await page.goto(`/cursos/${course.slug}/aula/2`)
    await page.getByRole('button', { name: 'Assinar Agora' }).waitFor()
    const lockedText = await page.locator('body').innerText()
    assert.notInclude(lockedText, 'Tabela de nutrientes')
    const refused = await page.request.get(gated)
    assert.equal(refused.status(), 403)

    /* A subscriber gets it. */
    await switchMember(browserContext, await premiumLearner(), page)
    await page.goto(`/cursos/${course.slug}/aula/2`)
    await lessonMaterials.waitFor()
    const subscriberCopy = await page.request.get(`${gated}?download=1`)
    assert.equal(subscriberCopy.status(), 200)
    const subscriberBytes = await subscriberCopy.body()
    assert.equal(subscriberBytes.toString(), PDF.toString())
    await switchMember(browserContext, admin, page)

    /* And it shows in the media library. */
    await page.goto('/admin/biblioteca?bucket=course-materials')
    await page
      .getByRole('cell', { name: material.storageKey!.split('/')[1], exact: true })
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/12-media-library.png`, fullPage: true })
  })
})
