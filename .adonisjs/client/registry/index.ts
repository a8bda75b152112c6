/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'home': {
    methods: ["GET","HEAD"],
    pattern: '/',
    tokens: [{"old":"/","type":0,"val":"/","end":""}],
    types: placeholder as Registry['home']['types'],
  },
  'newsletter.store': {
    methods: ["POST"],
    pattern: '/newsletter',
    tokens: [{"old":"/newsletter","type":0,"val":"newsletter","end":""}],
    types: placeholder as Registry['newsletter.store']['types'],
  },
  'podcast': {
    methods: ["GET","HEAD"],
    pattern: '/podcast',
    tokens: [{"old":"/podcast","type":0,"val":"podcast","end":""}],
    types: placeholder as Registry['podcast']['types'],
  },
  'uploads.show': {
    methods: ["GET","HEAD"],
    pattern: '/uploads/*',
    tokens: [{"old":"/uploads/*","type":0,"val":"uploads","end":""},{"old":"/uploads/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['uploads.show']['types'],
  },
  'subscription.checkout': {
    methods: ["POST"],
    pattern: '/assinatura/checkout',
    tokens: [{"old":"/assinatura/checkout","type":0,"val":"assinatura","end":""},{"old":"/assinatura/checkout","type":0,"val":"checkout","end":""}],
    types: placeholder as Registry['subscription.checkout']['types'],
  },
  'subscription.portal': {
    methods: ["POST"],
    pattern: '/assinatura/portal',
    tokens: [{"old":"/assinatura/portal","type":0,"val":"assinatura","end":""},{"old":"/assinatura/portal","type":0,"val":"portal","end":""}],
    types: placeholder as Registry['subscription.portal']['types'],
  },
  'webhooks.stripe': {
    methods: ["POST"],
    pattern: '/webhooks/stripe',
    tokens: [{"old":"/webhooks/stripe","type":0,"val":"webhooks","end":""},{"old":"/webhooks/stripe","type":0,"val":"stripe","end":""}],
    types: placeholder as Registry['webhooks.stripe']['types'],
  },
  'auth.show': {
    methods: ["GET","HEAD"],
    pattern: '/auth',
    tokens: [{"old":"/auth","type":0,"val":"auth","end":""}],
    types: placeholder as Registry['auth.show']['types'],
  },
  'auth.login': {
    methods: ["POST"],
    pattern: '/auth/entrar',
    tokens: [{"old":"/auth/entrar","type":0,"val":"auth","end":""},{"old":"/auth/entrar","type":0,"val":"entrar","end":""}],
    types: placeholder as Registry['auth.login']['types'],
  },
  'auth.signup': {
    methods: ["POST"],
    pattern: '/auth/cadastro',
    tokens: [{"old":"/auth/cadastro","type":0,"val":"auth","end":""},{"old":"/auth/cadastro","type":0,"val":"cadastro","end":""}],
    types: placeholder as Registry['auth.signup']['types'],
  },
  'auth.verification.notice': {
    methods: ["GET","HEAD"],
    pattern: '/auth/confirmar-email',
    tokens: [{"old":"/auth/confirmar-email","type":0,"val":"auth","end":""},{"old":"/auth/confirmar-email","type":0,"val":"confirmar-email","end":""}],
    types: placeholder as Registry['auth.verification.notice']['types'],
  },
  'auth.verification.resend': {
    methods: ["POST"],
    pattern: '/auth/confirmar-email',
    tokens: [{"old":"/auth/confirmar-email","type":0,"val":"auth","end":""},{"old":"/auth/confirmar-email","type":0,"val":"confirmar-email","end":""}],
    types: placeholder as Registry['auth.verification.resend']['types'],
  },
  'auth.password.request': {
    methods: ["GET","HEAD"],
    pattern: '/auth/esqueci-senha',
    tokens: [{"old":"/auth/esqueci-senha","type":0,"val":"auth","end":""},{"old":"/auth/esqueci-senha","type":0,"val":"esqueci-senha","end":""}],
    types: placeholder as Registry['auth.password.request']['types'],
  },
  'auth.password.email': {
    methods: ["POST"],
    pattern: '/auth/esqueci-senha',
    tokens: [{"old":"/auth/esqueci-senha","type":0,"val":"auth","end":""},{"old":"/auth/esqueci-senha","type":0,"val":"esqueci-senha","end":""}],
    types: placeholder as Registry['auth.password.email']['types'],
  },
  'auth.verification.verify': {
    methods: ["GET","HEAD"],
    pattern: '/auth/confirmar-email/:id',
    tokens: [{"old":"/auth/confirmar-email/:id","type":0,"val":"auth","end":""},{"old":"/auth/confirmar-email/:id","type":0,"val":"confirmar-email","end":""},{"old":"/auth/confirmar-email/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['auth.verification.verify']['types'],
  },
  'auth.password.edit': {
    methods: ["GET","HEAD"],
    pattern: '/auth/redefinir-senha/:id',
    tokens: [{"old":"/auth/redefinir-senha/:id","type":0,"val":"auth","end":""},{"old":"/auth/redefinir-senha/:id","type":0,"val":"redefinir-senha","end":""},{"old":"/auth/redefinir-senha/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['auth.password.edit']['types'],
  },
  'auth.password.update': {
    methods: ["POST"],
    pattern: '/auth/redefinir-senha/:id',
    tokens: [{"old":"/auth/redefinir-senha/:id","type":0,"val":"auth","end":""},{"old":"/auth/redefinir-senha/:id","type":0,"val":"redefinir-senha","end":""},{"old":"/auth/redefinir-senha/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['auth.password.update']['types'],
  },
  'auth.logout': {
    methods: ["POST"],
    pattern: '/logout',
    tokens: [{"old":"/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['auth.logout']['types'],
  },
  'profiles.own': {
    methods: ["GET","HEAD"],
    pattern: '/perfil',
    tokens: [{"old":"/perfil","type":0,"val":"perfil","end":""}],
    types: placeholder as Registry['profiles.own']['types'],
  },
  'profiles.show': {
    methods: ["GET","HEAD"],
    pattern: '/perfil/:id',
    tokens: [{"old":"/perfil/:id","type":0,"val":"perfil","end":""},{"old":"/perfil/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['profiles.show']['types'],
  },
  'profiles.update': {
    methods: ["PUT"],
    pattern: '/perfil/:id',
    tokens: [{"old":"/perfil/:id","type":0,"val":"perfil","end":""},{"old":"/perfil/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['profiles.update']['types'],
  },
  'profiles.avatar.update': {
    methods: ["POST"],
    pattern: '/perfil/:id/foto',
    tokens: [{"old":"/perfil/:id/foto","type":0,"val":"perfil","end":""},{"old":"/perfil/:id/foto","type":1,"val":"id","end":""},{"old":"/perfil/:id/foto","type":0,"val":"foto","end":""}],
    types: placeholder as Registry['profiles.avatar.update']['types'],
  },
  'profiles.avatar.destroy': {
    methods: ["DELETE"],
    pattern: '/perfil/:id/foto',
    tokens: [{"old":"/perfil/:id/foto","type":0,"val":"perfil","end":""},{"old":"/perfil/:id/foto","type":1,"val":"id","end":""},{"old":"/perfil/:id/foto","type":0,"val":"foto","end":""}],
    types: placeholder as Registry['profiles.avatar.destroy']['types'],
  },
  'courses.index': {
    methods: ["GET","HEAD"],
    pattern: '/cursos',
    tokens: [{"old":"/cursos","type":0,"val":"cursos","end":""}],
    types: placeholder as Registry['courses.index']['types'],
  },
  'courses.show': {
    methods: ["GET","HEAD"],
    pattern: '/cursos/:slug',
    tokens: [{"old":"/cursos/:slug","type":0,"val":"cursos","end":""},{"old":"/cursos/:slug","type":1,"val":"slug","end":""}],
    types: placeholder as Registry['courses.show']['types'],
  },
  'courses.favorite.store': {
    methods: ["POST"],
    pattern: '/cursos/:slug/favorito',
    tokens: [{"old":"/cursos/:slug/favorito","type":0,"val":"cursos","end":""},{"old":"/cursos/:slug/favorito","type":1,"val":"slug","end":""},{"old":"/cursos/:slug/favorito","type":0,"val":"favorito","end":""}],
    types: placeholder as Registry['courses.favorite.store']['types'],
  },
  'courses.favorite.destroy': {
    methods: ["DELETE"],
    pattern: '/cursos/:slug/favorito',
    tokens: [{"old":"/cursos/:slug/favorito","type":0,"val":"cursos","end":""},{"old":"/cursos/:slug/favorito","type":1,"val":"slug","end":""},{"old":"/cursos/:slug/favorito","type":0,"val":"favorito","end":""}],
    types: placeholder as Registry['courses.favorite.destroy']['types'],
  },
  'courses.reviews.store': {
    methods: ["POST"],
    pattern: '/cursos/:slug/avaliacoes',
    tokens: [{"old":"/cursos/:slug/avaliacoes","type":0,"val":"cursos","end":""},{"old":"/cursos/:slug/avaliacoes","type":1,"val":"slug","end":""},{"old":"/cursos/:slug/avaliacoes","type":0,"val":"avaliacoes","end":""}],
    types: placeholder as Registry['courses.reviews.store']['types'],
  },
  'courses.reviews.update': {
    methods: ["PUT"],
    pattern: '/cursos/:slug/avaliacoes/:id',
    tokens: [{"old":"/cursos/:slug/avaliacoes/:id","type":0,"val":"cursos","end":""},{"old":"/cursos/:slug/avaliacoes/:id","type":1,"val":"slug","end":""},{"old":"/cursos/:slug/avaliacoes/:id","type":0,"val":"avaliacoes","end":""},{"old":"/cursos/:slug/avaliacoes/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['courses.reviews.update']['types'],
  },
  'dashboard': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard',
    tokens: [{"old":"/dashboard","type":0,"val":"dashboard","end":""}],
    types: placeholder as Registry['dashboard']['types'],
  },
  'lessons.complete': {
    methods: ["POST"],
    pattern: '/aulas/:id/conclusao',
    tokens: [{"old":"/aulas/:id/conclusao","type":0,"val":"aulas","end":""},{"old":"/aulas/:id/conclusao","type":1,"val":"id","end":""},{"old":"/aulas/:id/conclusao","type":0,"val":"conclusao","end":""}],
    types: placeholder as Registry['lessons.complete']['types'],
  },
  'lessons.undo': {
    methods: ["DELETE"],
    pattern: '/aulas/:id/conclusao',
    tokens: [{"old":"/aulas/:id/conclusao","type":0,"val":"aulas","end":""},{"old":"/aulas/:id/conclusao","type":1,"val":"id","end":""},{"old":"/aulas/:id/conclusao","type":0,"val":"conclusao","end":""}],
    types: placeholder as Registry['lessons.undo']['types'],
  },
  'lessons.position': {
    methods: ["POST"],
    pattern: '/aulas/:id/posicao',
    tokens: [{"old":"/aulas/:id/posicao","type":0,"val":"aulas","end":""},{"old":"/aulas/:id/posicao","type":1,"val":"id","end":""},{"old":"/aulas/:id/posicao","type":0,"val":"posicao","end":""}],
    types: placeholder as Registry['lessons.position']['types'],
  },
  'lessons.study': {
    methods: ["POST"],
    pattern: '/aulas/:id/estudo',
    tokens: [{"old":"/aulas/:id/estudo","type":0,"val":"aulas","end":""},{"old":"/aulas/:id/estudo","type":1,"val":"id","end":""},{"old":"/aulas/:id/estudo","type":0,"val":"estudo","end":""}],
    types: placeholder as Registry['lessons.study']['types'],
  },
  'lessons.notes.update': {
    methods: ["PUT"],
    pattern: '/aulas/:id/anotacoes',
    tokens: [{"old":"/aulas/:id/anotacoes","type":0,"val":"aulas","end":""},{"old":"/aulas/:id/anotacoes","type":1,"val":"id","end":""},{"old":"/aulas/:id/anotacoes","type":0,"val":"anotacoes","end":""}],
    types: placeholder as Registry['lessons.notes.update']['types'],
  },
  'lessons.video': {
    methods: ["GET","HEAD"],
    pattern: '/aulas/:id/video',
    tokens: [{"old":"/aulas/:id/video","type":0,"val":"aulas","end":""},{"old":"/aulas/:id/video","type":1,"val":"id","end":""},{"old":"/aulas/:id/video","type":0,"val":"video","end":""}],
    types: placeholder as Registry['lessons.video']['types'],
  },
  'materials.file': {
    methods: ["GET","HEAD"],
    pattern: '/materiais/:id/arquivo',
    tokens: [{"old":"/materiais/:id/arquivo","type":0,"val":"materiais","end":""},{"old":"/materiais/:id/arquivo","type":1,"val":"id","end":""},{"old":"/materiais/:id/arquivo","type":0,"val":"arquivo","end":""}],
    types: placeholder as Registry['materials.file']['types'],
  },
  'study_goal.update': {
    methods: ["PUT"],
    pattern: '/meta-de-estudo',
    tokens: [{"old":"/meta-de-estudo","type":0,"val":"meta-de-estudo","end":""}],
    types: placeholder as Registry['study_goal.update']['types'],
  },
  'quiz_attempts.store': {
    methods: ["POST"],
    pattern: '/quizzes/:quizSetId/tentativas',
    tokens: [{"old":"/quizzes/:quizSetId/tentativas","type":0,"val":"quizzes","end":""},{"old":"/quizzes/:quizSetId/tentativas","type":1,"val":"quizSetId","end":""},{"old":"/quizzes/:quizSetId/tentativas","type":0,"val":"tentativas","end":""}],
    types: placeholder as Registry['quiz_attempts.store']['types'],
  },
  'quiz_attempts.answer': {
    methods: ["POST"],
    pattern: '/quizzes/tentativas/:id/respostas',
    tokens: [{"old":"/quizzes/tentativas/:id/respostas","type":0,"val":"quizzes","end":""},{"old":"/quizzes/tentativas/:id/respostas","type":0,"val":"tentativas","end":""},{"old":"/quizzes/tentativas/:id/respostas","type":1,"val":"id","end":""},{"old":"/quizzes/tentativas/:id/respostas","type":0,"val":"respostas","end":""}],
    types: placeholder as Registry['quiz_attempts.answer']['types'],
  },
  'quiz_attempts.finish': {
    methods: ["POST"],
    pattern: '/quizzes/tentativas/:id/finalizar',
    tokens: [{"old":"/quizzes/tentativas/:id/finalizar","type":0,"val":"quizzes","end":""},{"old":"/quizzes/tentativas/:id/finalizar","type":0,"val":"tentativas","end":""},{"old":"/quizzes/tentativas/:id/finalizar","type":1,"val":"id","end":""},{"old":"/quizzes/tentativas/:id/finalizar","type":0,"val":"finalizar","end":""}],
    types: placeholder as Registry['quiz_attempts.finish']['types'],
  },
  'lessons.show': {
    methods: ["GET","HEAD"],
    pattern: '/cursos/:slug/aula/:position',
    tokens: [{"old":"/cursos/:slug/aula/:position","type":0,"val":"cursos","end":""},{"old":"/cursos/:slug/aula/:position","type":1,"val":"slug","end":""},{"old":"/cursos/:slug/aula/:position","type":0,"val":"aula","end":""},{"old":"/cursos/:slug/aula/:position","type":1,"val":"position","end":""}],
    types: placeholder as Registry['lessons.show']['types'],
  },
  'community.index': {
    methods: ["GET","HEAD"],
    pattern: '/comunidade',
    tokens: [{"old":"/comunidade","type":0,"val":"comunidade","end":""}],
    types: placeholder as Registry['community.index']['types'],
  },
  'admin.dashboard': {
    methods: ["GET","HEAD"],
    pattern: '/admin',
    tokens: [{"old":"/admin","type":0,"val":"admin","end":""}],
    types: placeholder as Registry['admin.dashboard']['types'],
  },
  'admin.courses.index': {
    methods: ["GET","HEAD"],
    pattern: '/admin/cursos',
    tokens: [{"old":"/admin/cursos","type":0,"val":"admin","end":""},{"old":"/admin/cursos","type":0,"val":"cursos","end":""}],
    types: placeholder as Registry['admin.courses.index']['types'],
  },
  'admin.courses.create': {
    methods: ["GET","HEAD"],
    pattern: '/admin/cursos/novo',
    tokens: [{"old":"/admin/cursos/novo","type":0,"val":"admin","end":""},{"old":"/admin/cursos/novo","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/novo","type":0,"val":"novo","end":""}],
    types: placeholder as Registry['admin.courses.create']['types'],
  },
  'admin.courses.store': {
    methods: ["POST"],
    pattern: '/admin/cursos',
    tokens: [{"old":"/admin/cursos","type":0,"val":"admin","end":""},{"old":"/admin/cursos","type":0,"val":"cursos","end":""}],
    types: placeholder as Registry['admin.courses.store']['types'],
  },
  'admin.courses.show': {
    methods: ["GET","HEAD"],
    pattern: '/admin/cursos/:id',
    tokens: [{"old":"/admin/cursos/:id","type":0,"val":"admin","end":""},{"old":"/admin/cursos/:id","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.courses.show']['types'],
  },
  'admin.courses.edit': {
    methods: ["GET","HEAD"],
    pattern: '/admin/cursos/:id/editar',
    tokens: [{"old":"/admin/cursos/:id/editar","type":0,"val":"admin","end":""},{"old":"/admin/cursos/:id/editar","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/:id/editar","type":1,"val":"id","end":""},{"old":"/admin/cursos/:id/editar","type":0,"val":"editar","end":""}],
    types: placeholder as Registry['admin.courses.edit']['types'],
  },
  'admin.courses.update': {
    methods: ["PUT"],
    pattern: '/admin/cursos/:id',
    tokens: [{"old":"/admin/cursos/:id","type":0,"val":"admin","end":""},{"old":"/admin/cursos/:id","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.courses.update']['types'],
  },
  'admin.courses.publication': {
    methods: ["PATCH"],
    pattern: '/admin/cursos/:id/publicacao',
    tokens: [{"old":"/admin/cursos/:id/publicacao","type":0,"val":"admin","end":""},{"old":"/admin/cursos/:id/publicacao","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/:id/publicacao","type":1,"val":"id","end":""},{"old":"/admin/cursos/:id/publicacao","type":0,"val":"publicacao","end":""}],
    types: placeholder as Registry['admin.courses.publication']['types'],
  },
  'admin.courses.restore': {
    methods: ["PATCH"],
    pattern: '/admin/cursos/:id/restaurar',
    tokens: [{"old":"/admin/cursos/:id/restaurar","type":0,"val":"admin","end":""},{"old":"/admin/cursos/:id/restaurar","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/:id/restaurar","type":1,"val":"id","end":""},{"old":"/admin/cursos/:id/restaurar","type":0,"val":"restaurar","end":""}],
    types: placeholder as Registry['admin.courses.restore']['types'],
  },
  'admin.courses.destroy': {
    methods: ["DELETE"],
    pattern: '/admin/cursos/:id',
    tokens: [{"old":"/admin/cursos/:id","type":0,"val":"admin","end":""},{"old":"/admin/cursos/:id","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.courses.destroy']['types'],
  },
  'admin.modules.store': {
    methods: ["POST"],
    pattern: '/admin/cursos/:courseId/modulos',
    tokens: [{"old":"/admin/cursos/:courseId/modulos","type":0,"val":"admin","end":""},{"old":"/admin/cursos/:courseId/modulos","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/:courseId/modulos","type":1,"val":"courseId","end":""},{"old":"/admin/cursos/:courseId/modulos","type":0,"val":"modulos","end":""}],
    types: placeholder as Registry['admin.modules.store']['types'],
  },
  'admin.modules.update': {
    methods: ["PUT"],
    pattern: '/admin/modulos/:id',
    tokens: [{"old":"/admin/modulos/:id","type":0,"val":"admin","end":""},{"old":"/admin/modulos/:id","type":0,"val":"modulos","end":""},{"old":"/admin/modulos/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.modules.update']['types'],
  },
  'admin.modules.move': {
    methods: ["PATCH"],
    pattern: '/admin/modulos/:id/posicao',
    tokens: [{"old":"/admin/modulos/:id/posicao","type":0,"val":"admin","end":""},{"old":"/admin/modulos/:id/posicao","type":0,"val":"modulos","end":""},{"old":"/admin/modulos/:id/posicao","type":1,"val":"id","end":""},{"old":"/admin/modulos/:id/posicao","type":0,"val":"posicao","end":""}],
    types: placeholder as Registry['admin.modules.move']['types'],
  },
  'admin.modules.destroy': {
    methods: ["DELETE"],
    pattern: '/admin/modulos/:id',
    tokens: [{"old":"/admin/modulos/:id","type":0,"val":"admin","end":""},{"old":"/admin/modulos/:id","type":0,"val":"modulos","end":""},{"old":"/admin/modulos/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.modules.destroy']['types'],
  },
  'admin.lessons.store': {
    methods: ["POST"],
    pattern: '/admin/cursos/:courseId/aulas',
    tokens: [{"old":"/admin/cursos/:courseId/aulas","type":0,"val":"admin","end":""},{"old":"/admin/cursos/:courseId/aulas","type":0,"val":"cursos","end":""},{"old":"/admin/cursos/:courseId/aulas","type":1,"val":"courseId","end":""},{"old":"/admin/cursos/:courseId/aulas","type":0,"val":"aulas","end":""}],
    types: placeholder as Registry['admin.lessons.store']['types'],
  },
  'admin.lessons.update': {
    methods: ["PUT"],
    pattern: '/admin/aulas/:id',
    tokens: [{"old":"/admin/aulas/:id","type":0,"val":"admin","end":""},{"old":"/admin/aulas/:id","type":0,"val":"aulas","end":""},{"old":"/admin/aulas/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.lessons.update']['types'],
  },
  'admin.lessons.publication': {
    methods: ["PATCH"],
    pattern: '/admin/aulas/:id/publicacao',
    tokens: [{"old":"/admin/aulas/:id/publicacao","type":0,"val":"admin","end":""},{"old":"/admin/aulas/:id/publicacao","type":0,"val":"aulas","end":""},{"old":"/admin/aulas/:id/publicacao","type":1,"val":"id","end":""},{"old":"/admin/aulas/:id/publicacao","type":0,"val":"publicacao","end":""}],
    types: placeholder as Registry['admin.lessons.publication']['types'],
  },
  'admin.lessons.move': {
    methods: ["PATCH"],
    pattern: '/admin/aulas/:id/posicao',
    tokens: [{"old":"/admin/aulas/:id/posicao","type":0,"val":"admin","end":""},{"old":"/admin/aulas/:id/posicao","type":0,"val":"aulas","end":""},{"old":"/admin/aulas/:id/posicao","type":1,"val":"id","end":""},{"old":"/admin/aulas/:id/posicao","type":0,"val":"posicao","end":""}],
    types: placeholder as Registry['admin.lessons.move']['types'],
  },
  'admin.lessons.destroy': {
    methods: ["DELETE"],
    pattern: '/admin/aulas/:id',
    tokens: [{"old":"/admin/aulas/:id","type":0,"val":"admin","end":""},{"old":"/admin/aulas/:id","type":0,"val":"aulas","end":""},{"old":"/admin/aulas/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.lessons.destroy']['types'],
  },
  'admin.materials.index': {
    methods: ["GET","HEAD"],
    pattern: '/admin/materiais',
    tokens: [{"old":"/admin/materiais","type":0,"val":"admin","end":""},{"old":"/admin/materiais","type":0,"val":"materiais","end":""}],
    types: placeholder as Registry['admin.materials.index']['types'],
  },
  'admin.materials.store': {
    methods: ["POST"],
    pattern: '/admin/materiais',
    tokens: [{"old":"/admin/materiais","type":0,"val":"admin","end":""},{"old":"/admin/materiais","type":0,"val":"materiais","end":""}],
    types: placeholder as Registry['admin.materials.store']['types'],
  },
  'admin.materials.update': {
    methods: ["PUT"],
    pattern: '/admin/materiais/:id',
    tokens: [{"old":"/admin/materiais/:id","type":0,"val":"admin","end":""},{"old":"/admin/materiais/:id","type":0,"val":"materiais","end":""},{"old":"/admin/materiais/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.materials.update']['types'],
  },
  'admin.materials.destroy': {
    methods: ["DELETE"],
    pattern: '/admin/materiais/:id',
    tokens: [{"old":"/admin/materiais/:id","type":0,"val":"admin","end":""},{"old":"/admin/materiais/:id","type":0,"val":"materiais","end":""},{"old":"/admin/materiais/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin.materials.destroy']['types'],
  },
  'admin.media.index': {
    methods: ["GET","HEAD"],
    pattern: '/admin/biblioteca',
    tokens: [{"old":"/admin/biblioteca","type":0,"val":"admin","end":""},{"old":"/admin/biblioteca","type":0,"val":"biblioteca","end":""}],
    types: placeholder as Registry['admin.media.index']['types'],
  },
  'admin.media.destroy': {
    methods: ["DELETE"],
    pattern: '/admin/biblioteca',
    tokens: [{"old":"/admin/biblioteca","type":0,"val":"admin","end":""},{"old":"/admin/biblioteca","type":0,"val":"biblioteca","end":""}],
    types: placeholder as Registry['admin.media.destroy']['types'],
  },
  'admin.media.file': {
    methods: ["GET","HEAD"],
    pattern: '/admin/biblioteca/arquivo',
    tokens: [{"old":"/admin/biblioteca/arquivo","type":0,"val":"admin","end":""},{"old":"/admin/biblioteca/arquivo","type":0,"val":"biblioteca","end":""},{"old":"/admin/biblioteca/arquivo","type":0,"val":"arquivo","end":""}],
    types: placeholder as Registry['admin.media.file']['types'],
  },
  'admin.uploads.store': {
    methods: ["POST"],
    pattern: '/admin/uploads/:target',
    tokens: [{"old":"/admin/uploads/:target","type":0,"val":"admin","end":""},{"old":"/admin/uploads/:target","type":0,"val":"uploads","end":""},{"old":"/admin/uploads/:target","type":1,"val":"target","end":""}],
    types: placeholder as Registry['admin.uploads.store']['types'],
  },
  'admin.users.index': {
    methods: ["GET","HEAD"],
    pattern: '/admin/usuarios',
    tokens: [{"old":"/admin/usuarios","type":0,"val":"admin","end":""},{"old":"/admin/usuarios","type":0,"val":"usuarios","end":""}],
    types: placeholder as Registry['admin.users.index']['types'],
  },
  'admin.users.role': {
    methods: ["PATCH"],
    pattern: '/admin/usuarios/:id/role',
    tokens: [{"old":"/admin/usuarios/:id/role","type":0,"val":"admin","end":""},{"old":"/admin/usuarios/:id/role","type":0,"val":"usuarios","end":""},{"old":"/admin/usuarios/:id/role","type":1,"val":"id","end":""},{"old":"/admin/usuarios/:id/role","type":0,"val":"role","end":""}],
    types: placeholder as Registry['admin.users.role']['types'],
  },
  'admin.users.access': {
    methods: ["PATCH"],
    pattern: '/admin/usuarios/:id/acesso',
    tokens: [{"old":"/admin/usuarios/:id/acesso","type":0,"val":"admin","end":""},{"old":"/admin/usuarios/:id/acesso","type":0,"val":"usuarios","end":""},{"old":"/admin/usuarios/:id/acesso","type":1,"val":"id","end":""},{"old":"/admin/usuarios/:id/acesso","type":0,"val":"acesso","end":""}],
    types: placeholder as Registry['admin.users.access']['types'],
  },
  'admin.analytics': {
    methods: ["GET","HEAD"],
    pattern: '/admin/analytics',
    tokens: [{"old":"/admin/analytics","type":0,"val":"admin","end":""},{"old":"/admin/analytics","type":0,"val":"analytics","end":""}],
    types: placeholder as Registry['admin.analytics']['types'],
  },
  'admin.settings': {
    methods: ["GET","HEAD"],
    pattern: '/admin/configuracoes',
    tokens: [{"old":"/admin/configuracoes","type":0,"val":"admin","end":""},{"old":"/admin/configuracoes","type":0,"val":"configuracoes","end":""}],
    types: placeholder as Registry['admin.settings']['types'],
  },
  'admin.fallback': {
    methods: ["GET","HEAD"],
    pattern: '/admin/*',
    tokens: [{"old":"/admin/*","type":0,"val":"admin","end":""},{"old":"/admin/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['admin.fallback']['types'],
  },
  'event_stream': {
    methods: ["GET","HEAD"],
    pattern: '/__transmit/events',
    tokens: [{"old":"/__transmit/events","type":0,"val":"__transmit","end":""},{"old":"/__transmit/events","type":0,"val":"events","end":""}],
    types: placeholder as Registry['event_stream']['types'],
  },
  'subscribe': {
    methods: ["POST"],
    pattern: '/__transmit/subscribe',
    tokens: [{"old":"/__transmit/subscribe","type":0,"val":"__transmit","end":""},{"old":"/__transmit/subscribe","type":0,"val":"subscribe","end":""}],
    types: placeholder as Registry['subscribe']['types'],
  },
  'unsubscribe': {
    methods: ["POST"],
    pattern: '/__transmit/unsubscribe',
    tokens: [{"old":"/__transmit/unsubscribe","type":0,"val":"__transmit","end":""},{"old":"/__transmit/unsubscribe","type":0,"val":"unsubscribe","end":""}],
    types: placeholder as Registry['unsubscribe']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}
