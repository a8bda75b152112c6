/*
| What an admin action answers when the row it works on is gone (Lucid's
| `findOrFail`/`firstOrFail`), by route name: a destructive toast, then the
| named route or, without one, the previous page. Other routes answer the
| 404 page.
*/

export type MissingRowAnswer = {
  title: string
  description?: string
  redirectTo?: 'admin.courses.index'
}

const COURSE: MissingRowAnswer = {
  title: 'Curso não encontrado',
  redirectTo: 'admin.courses.index',
}
const MODULE: MissingRowAnswer = { title: 'Módulo não encontrado' }
const LESSON_GONE = 'A aula não existe mais.'
const MATERIAL_GONE = 'O material não existe mais.'
const USER_GONE = 'Usuário não encontrado.'

export const ADMIN_MISSING_ROWS: Record<string, MissingRowAnswer> = {
  'admin.courses.show': COURSE,
  'admin.courses.edit': COURSE,
  'admin.courses.update': COURSE,
  'admin.courses.restore': COURSE,
  'admin.courses.destroy': COURSE,
  'admin.courses.publication': { title: 'Curso não encontrado' },
  'admin.modules.store': COURSE,
  'admin.modules.update': MODULE,
  'admin.modules.move': MODULE,
  'admin.modules.destroy': MODULE,
  'admin.lessons.store': COURSE,
  'admin.lessons.update': { title: 'Erro ao atualizar aula', description: LESSON_GONE },
  'admin.lessons.move': { title: 'Erro ao atualizar aula', description: LESSON_GONE },
  'admin.lessons.publication': {
    title: 'Erro ao alterar status da aula',
    description: LESSON_GONE,
  },
  'admin.lessons.destroy': { title: 'Erro ao excluir aula', description: LESSON_GONE },
  'admin.materials.update': { title: 'Erro ao atualizar material', description: MATERIAL_GONE },
  'admin.materials.destroy': { title: 'Erro ao excluir material', description: MATERIAL_GONE },
  'admin.users.role': { title: 'Erro ao atualizar papel', description: USER_GONE },
  'admin.users.access': { title: 'Erro ao atualizar acesso ao painel', description: USER_GONE },
  'admin.moderation.update': {
    title: 'Denúncia não encontrada',
    description: 'Ela pode já ter sido resolvida por outra pessoa da moderação.',
  },
}

/**
 * Forum writes on a post that is gone or hidden: a toast and back to the page
 * (reading a missing discussion answers the 404 page).
 */
const FORUM_POST_GONE: MissingRowAnswer = {
  title: 'Publicação não encontrada',
  description: 'Ela pode ter sido excluída ou ocultada pela moderação.',
}

export function missingRowAnswer(routeName: string | undefined, method: string) {
  const name = routeName ?? ''
  if (ADMIN_MISSING_ROWS[name]) return ADMIN_MISSING_ROWS[name]
  if (name.startsWith('community.') && method !== 'GET') return FORUM_POST_GONE
  return undefined
}
