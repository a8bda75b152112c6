import type { ToastAnswer } from '#services/platform/route_traits'
import { NOT_FOUND_MESSAGES } from '#exceptions/not_found_exception'

/*
| What a write answers when the row it works on is gone (Lucid's
| `findOrFail`/`firstOrFail`): a destructive toast, then the named route or,
| without one, the previous page. Each route declares its answer next to
| itself (`whenRowMissing(...)` in start/routes/admin.ts and community.ts);
| any other route answers the 404 page.
*/

export const COURSE_GONE: ToastAnswer = {
  title: NOT_FOUND_MESSAGES.course,
  redirectTo: 'admin.courses.index',
}
/* Publishing from the list: the list itself shows what is left. */
export const COURSE_GONE_HERE: ToastAnswer = { title: NOT_FOUND_MESSAGES.course }
export const MODULE_GONE: ToastAnswer = { title: NOT_FOUND_MESSAGES.module }

const LESSON_GONE = 'A aula não existe mais.'
export const LESSON_UPDATE_GONE: ToastAnswer = {
  title: 'Erro ao atualizar aula',
  description: LESSON_GONE,
}
export const LESSON_PUBLICATION_GONE: ToastAnswer = {
  title: 'Erro ao alterar status da aula',
  description: LESSON_GONE,
}
/* The quiz editor of a lesson deleted (or no longer a quiz or exam): back to the courses. */
export const QUIZ_GONE: ToastAnswer = {
  title: 'Erro ao abrir o quiz',
  description: 'A aula não existe mais ou não é de quiz ou prova.',
  redirectTo: 'admin.courses.index',
}
export const LESSON_DESTROY_GONE: ToastAnswer = {
  title: 'Erro ao excluir aula',
  description: LESSON_GONE,
}

const MATERIAL_GONE = 'O material não existe mais.'
export const MATERIAL_UPDATE_GONE: ToastAnswer = {
  title: 'Erro ao atualizar material',
  description: MATERIAL_GONE,
}
export const MATERIAL_DESTROY_GONE: ToastAnswer = {
  title: 'Erro ao excluir material',
  description: MATERIAL_GONE,
}

const USER_GONE = 'Usuário não encontrado.'
export const USER_ROLE_GONE: ToastAnswer = {
  title: 'Erro ao atualizar papel',
  description: USER_GONE,
}
export const USER_ACCESS_GONE: ToastAnswer = {
  title: 'Erro ao atualizar acesso ao painel',
  description: USER_GONE,
}

export const REPORT_GONE: ToastAnswer = {
  title: 'Denúncia não encontrada',
  description: 'Ela pode já ter sido resolvida por outra pessoa da moderação.',
}

/** Forum writes on a post that is gone or hidden (reading a missing discussion answers the 404 page). */
export const FORUM_POST_GONE: ToastAnswer = {
  title: 'Publicação não encontrada',
  description: 'Ela pode ter sido excluída ou ocultada pela moderação.',
}
