/**
 * Every admin screen (start/routes/admin.ts), with the course tabs and the
 * guide's second tab: the screens the pt-BR and the phone-width checks visit.
 * `quizLessonId`: a quiz lesson of the course, whose quiz editor is a screen too.
 */
export function adminScreens(courseId: number, quizLessonId: number) {
  return [
    '/admin',
    '/admin/cursos',
    '/admin/cursos?arquivados=1',
    '/admin/cursos/novo',
    `/admin/cursos/${courseId}`,
    `/admin/cursos/${courseId}?aba=aulas`,
    `/admin/cursos/${courseId}?aba=materiais`,
    `/admin/cursos/${courseId}/editar`,
    `/admin/aulas/${quizLessonId}/quiz`,
    '/admin/materiais',
    '/admin/biblioteca',
    '/admin/usuarios',
    '/admin/usuarios/exclusoes',
    '/admin/certificados',
    '/admin/moderacao',
    '/admin/analytics',
    '/admin/mentor',
    '/admin/configuracoes',
    '/admin/configuracoes?aba=recursos',
  ]
}
