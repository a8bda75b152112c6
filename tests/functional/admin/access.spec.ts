import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import CourseMaterial from '#models/course_material'
import Certificate from '#models/certificate'
import { CourseFactory } from '#database/factories/course_factory'
import { personWithRole } from './_helpers.js'
import { rolesOf } from '#services/accounts/member_roles'
import AdminPolicy from '#policies/admin_policy'

type Fixture = {
  courseId: number
  moduleId: number
  lessonId: number
  quizLessonId: number
  materialId: number
  targetUserId: number
  certificateId: string
}
type AdminRoute = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  url: (f: Fixture) => string
  body?: (f: Fixture) => Record<string, unknown>
  upload?: boolean
  /** People and the figures about them (users, roles, certificates, analytics, mentor report): only super_admin and admin */
  administratorsOnly?: boolean
}

/** Every route of the admin area, with a valid request for each. */
const ADMIN_ROUTES: AdminRoute[] = [
  { method: 'get', url: () => '/admin' },
  { method: 'get', url: () => '/admin/cursos' },
  { method: 'get', url: () => '/admin/cursos/novo' },
  {
    method: 'post',
    url: () => '/admin/cursos',
    body: () => ({ title: 'Curso criado', level: 'beginner', category: 'ai' }),
  },
  { method: 'get', url: (f) => `/admin/cursos/${f.courseId}` },
  { method: 'get', url: (f) => `/admin/cursos/${f.courseId}/editar` },
  {
    method: 'put',
    url: (f) => `/admin/cursos/${f.courseId}`,
    body: () => ({
      title: 'Título alterado',
      level: 'advanced',
      category: 'science',
    }),
  },
  { method: 'patch', url: (f) => `/admin/cursos/${f.courseId}/publicacao` },
  { method: 'patch', url: (f) => `/admin/cursos/${f.courseId}/restaurar` },
  {
    method: 'post',
    url: (f) => `/admin/cursos/${f.courseId}/modulos`,
    body: () => ({ title: 'Módulo novo' }),
  },
  {
    method: 'put',
    url: (f) => `/admin/modulos/${f.moduleId}`,
    body: () => ({ title: 'Módulo renomeado' }),
  },
  {
    method: 'patch',
    url: (f) => `/admin/modulos/${f.moduleId}/posicao`,
    body: () => ({ direction: 'down' }),
  },
  {
    method: 'post',
    url: (f) => `/admin/cursos/${f.courseId}/aulas`,
    body: () => ({ title: 'Aula criada', lessonType: 'text' }),
  },
  {
    method: 'put',
    url: (f) => `/admin/aulas/${f.lessonId}`,
    body: () => ({ title: 'Aula alterada', lessonType: 'video' }),
  },
  { method: 'patch', url: (f) => `/admin/aulas/${f.lessonId}/publicacao` },
  { method: 'get', url: (f) => `/admin/aulas/${f.quizLessonId}/quiz` },
  {
    method: 'put',
    url: (f) => `/admin/aulas/${f.quizLessonId}/quiz`,
    body: () => ({
      title: 'Quiz da aula',
      passPercent: 70,
      timeLimitSeconds: 300,
      maxAttempts: null,
      shuffle: true,
      questions: [
        { question: 'Quanto é 1 + 1?', options: ['1', '2'], correctIndexes: [1], explanation: '' },
      ],
    }),
  },
  {
    method: 'patch',
    url: (f) => `/admin/aulas/${f.lessonId}/posicao`,
    body: () => ({ direction: 'up' }),
  },
  { method: 'post', url: (f) => `/admin/aulas/${f.lessonId}/legendas`, upload: true },
  { method: 'delete', url: (f) => `/admin/aulas/${f.lessonId}/legendas` },
  { method: 'get', url: () => '/admin/materiais' },
  {
    method: 'post',
    url: () => '/admin/materiais',
    body: (f) => ({
      title: 'Material novo',
      fileUrl: 'https://exemplo.com/a.pdf',
      fileType: 'pdf',
      courseId: f.courseId,
    }),
  },
  {
    method: 'put',
    url: (f) => `/admin/materiais/${f.materialId}`,
    body: () => ({
      title: 'Material alterado',
      fileUrl: 'https://exemplo.com/b.pdf',
      fileType: 'pdf',
    }),
  },
  { method: 'get', url: () => '/admin/biblioteca' },
  { method: 'get', url: () => '/admin/biblioteca/arquivo?key=course-materials/1-nao-existe.pdf' },
  { method: 'post', url: () => '/admin/uploads/biblioteca', upload: true },
  {
    method: 'delete',
    url: () => '/admin/biblioteca',
    body: () => ({ key: 'course-materials/1-nao-existe.pdf' }),
  },
  { method: 'get', url: () => '/admin/usuarios', administratorsOnly: true },
  { method: 'get', url: () => '/admin/usuarios/exclusoes', administratorsOnly: true },
  {
    method: 'patch',
    url: (f) => `/admin/usuarios/${f.targetUserId}/role`,
    body: () => ({ role: 'instructor' }),
    administratorsOnly: true,
  },
  {
    method: 'patch',
    url: (f) => `/admin/usuarios/${f.targetUserId}/acesso`,
    body: () => ({ adminRole: 'editor' }),
    administratorsOnly: true,
  },
  { method: 'get', url: () => '/admin/certificados', administratorsOnly: true },
  {
    method: 'post',
    url: (f) => `/admin/certificados/${f.certificateId}/revogacao`,
    body: () => ({ reason: 'Emitido por engano' }),
    administratorsOnly: true,
  },
  { method: 'get', url: () => '/admin/moderacao' },
  { method: 'get', url: () => '/admin/analytics', administratorsOnly: true },
  {
    method: 'get',
    url: () => '/admin/analytics/exportar/resumo?periodo=7',
    administratorsOnly: true,
  },
  { method: 'get', url: () => '/admin/configuracoes' },
  {
    method: 'put',
    url: () => '/admin/configuracoes/plano-anual',
    body: () => ({ discountPercent: 20 }),
    administratorsOnly: true,
  },
  { method: 'get', url: () => '/admin/mentor', administratorsOnly: true },
  { method: 'get', url: () => '/admin/secao-que-nao-existe' },
  { method: 'delete', url: (f) => `/admin/materiais/${f.materialId}` },
  { method: 'delete', url: (f) => `/admin/aulas/${f.lessonId}` },
  { method: 'delete', url: (f) => `/admin/modulos/${f.moduleId}` },
  { method: 'delete', url: (f) => `/admin/cursos/${f.courseId}` },
]

async function fixture(): Promise<Fixture> {
  const course = await CourseFactory.apply('draft')
    .with('modules', 2)
    .with('lessons', 3, (lesson) =>
      lesson.merge([{ orderIndex: 1 }, { orderIndex: 2 }, { orderIndex: 3, lessonType: 'quiz' }])
    )
    .create()
  const material = await CourseMaterial.create({
    title: 'Apostila',
    fileType: 'pdf',
    fileUrl: 'https://exemplo.com/apostila.pdf',
    courseId: course.id,
  })
  const target = await personWithRole(null, 'Pessoa Alvo')
  const certificate = await Certificate.create({
    id: 'GT-ACESSO-1763884800000-AAAA',
    userId: target.id,
    courseId: course.id,
    learnerName: 'Pessoa Alvo',
    courseTitle: course.title,
    courseHours: 4,
    mentorName: null,
    issuedAt: DateTime.now(),
    hash: '0'.repeat(64),
    signature: 'assinatura',
  })
  return {
    courseId: course.id,
    moduleId: course.modules[0].id,
    lessonId: course.lessons[0].id,
    quizLessonId: course.lessons[2].id,
    materialId: material.id,
    targetUserId: target.id,
    certificateId: certificate.id,
  }
}

/** Everything an admin route could change, to prove a refused request changed nothing. */
async function snapshot() {
  const [courses, modules, lessons, materials, profiles, admins, activities, quizzes] =
    await Promise.all([
      db.from('courses').orderBy('id').select('id', 'title', 'is_published', 'archived_at'),
      db.from('course_modules').orderBy('id').select('id', 'title', 'order_index'),
      db.from('lessons').orderBy('id').select('id', 'title', 'order_index', 'is_published'),
      db.from('course_materials').orderBy('id').select('id', 'title', 'file_url'),
      db.from('profiles').orderBy('id').select('id', 'role'),
      db.from('admin_users').orderBy('id').select('id', 'user_id', 'role'),
      db.from('admin_activities').count('* as total'),
      db.from('quiz_questions').count('* as total'),
    ])
  const certificates = await db.from('certificates').orderBy('id').select('id', 'revoked_at')
  return JSON.stringify({
    courses,
    modules,
    lessons,
    materials,
    profiles,
    admins,
    activities,
    quizzes,
    certificates,
  })
}

function send(client: any, route: AdminRoute, f: Fixture, user?: User) {
  let request = client[route.method](route.url(f)).redirects(0).withCsrfToken()
  if (user) request = request.loginAs(user)
  if (route.upload) {
    request = request.file('file', Buffer.from('conteúdo de texto'), {
      filename: 'nota.txt',
      contentType: 'text/plain',
    })
  } else if (route.body) {
    request = request.json(route.body(f))
  }
  return request
}

test.group('Admin access guard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a signed-out visitor asking for {$self} goes to /auth')
    .with([
      '/admin',
      '/admin/cursos',
      '/admin/usuarios',
      '/admin/certificados',
      '/admin/biblioteca',
      '/admin/moderacao',
      '/admin/analytics',
      '/admin/analytics/exportar/cursos',
      '/admin/configuracoes',
      '/admin/mentor',
    ])
    .run(async ({ client }, url) => {
      const response = await client.get(url).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/auth')
    })

  test('a signed-in learner gets 403 "Acesso Negado" on every admin route, and nothing changes', async ({
    client,
    assert,
  }) => {
    const f = await fixture()
    const learner = await personWithRole(null)
    const before = await snapshot()
    const failures: string[] = []
    for (const route of ADMIN_ROUTES) {
      const response = await send(client, route, f, learner)
      if (response.status() !== 403)
        failures.push(`${route.method.toUpperCase()} ${route.url(f)} → ${response.status()}`)
    }
    assert.deepEqual(failures, [])
    assert.equal(await snapshot(), before)
    const files = await drive.use().listAll('course-materials/')
    assert.lengthOf([...files.objects], 0)
  })

  test('the 403 page says "Você não tem permissão para acessar o painel administrativo."', async ({
    client,
  }) => {
    const learner = await personWithRole(null)
    const response = await client.get('/admin').loginAs(learner).withInertia()
    response.assertStatus(403)
    response.assertInertiaComponent('admin/access_denied')
    response.assertInertiaPropsContains({
      message: 'Você não tem permissão para acessar o painel administrativo.',
    })
  })

  test('{$self} reaches every admin route except those its role cannot use')
    .with(['editor', 'admin', 'super_admin'] as const)
    .run(async ({ client, assert }, role) => {
      const f = await fixture()
      const user = await personWithRole(role)
      const failures: string[] = []
      for (const route of ADMIN_ROUTES) {
        const response = await send(client, route, f, user)
        const denied = route.administratorsOnly && role === 'editor'
        const status = response.status()
        const wentToAuth = status === 302 && response.header('location') === '/auth'
        if (denied ? status !== 403 : status === 403 || wentToAuth || status >= 500) {
          failures.push(`${route.method.toUpperCase()} ${route.url(f)} → ${status}`)
        }
      }
      assert.deepEqual(failures, [])
    })

  test('an editor cannot change roles: 403 and the role stays', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const target = await personWithRole(null)
    const response = await client
      .patch(`/admin/usuarios/${target.id}/acesso`)
      .json({ adminRole: 'super_admin' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(403)
    const row = await db.from('admin_users').where('user_id', target.id).first()
    assert.isNull(row)
  })

  test('a failure while checking the admin role counts as no access', async ({ assert }) => {
    const admin = await personWithRole('super_admin')
    admin.load = (() => Promise.reject(new Error('conexão perdida'))) as typeof admin.load
    assert.deepEqual(await rolesOf(admin), { adminRole: null, profileRole: null })
    assert.isFalse(await new AdminPolicy().access(admin).then((result) => result === true))
  })

  test('an unknown admin section falls back to the overview', async ({ client }) => {
    const admin = await personWithRole('admin')
    const response = await client.get('/admin/qualquer-coisa').loginAs(admin).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin')
  })
})
