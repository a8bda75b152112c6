/*
| Recent activity of the admin overview: actions taken in the admin area
| (stored in admin_activities) and sign-ups (users.created_at), described
| in pt-BR. The server stores the kind and the titles; this module words them.
*/

export const ADMIN_ACTIVITY_KINDS = [
  'course_created',
  'course_updated',
  'course_published',
  'course_unpublished',
  'course_archived',
  'course_restored',
  'course_deleted',
  'lesson_created',
  'lesson_updated',
  'lesson_published',
  'lesson_unpublished',
  'lesson_deleted',
  'captions_uploaded',
  'captions_removed',
  'module_updated',
  'quiz_updated',
  'material_created',
  'material_deleted',
  'file_uploaded',
  'file_deleted',
  'profile_role_changed',
  'panel_access_changed',
  'forum_pinned',
  'forum_unpinned',
  'forum_locked',
  'forum_unlocked',
  'forum_discussion_hidden',
  'forum_discussion_shown',
  'forum_reply_hidden',
  'forum_reply_shown',
  'forum_report_resolved',
  'forum_report_dismissed',
  'certificate_revoked',
  'account_deleted',
] as const
export type AdminActivityKind = (typeof ADMIN_ACTIVITY_KINDS)[number]

/** 'user_signed_up' is not stored: it comes from users.created_at. */
export type ActivityKind = AdminActivityKind | 'user_signed_up'

export type ActivityItem = {
  kind: ActivityKind
  subject: string
  context: string | null
}

export function describeActivity({ kind, subject, context }: ActivityItem) {
  switch (kind) {
    case 'course_created':
      return `Curso "${subject}" criado`
    case 'course_updated':
      return `Curso "${subject}" atualizado`
    case 'course_published':
      return `Curso "${subject}" publicado`
    case 'course_unpublished':
      return `Curso "${subject}" despublicado`
    case 'course_archived':
      return `Curso "${subject}" arquivado (tinha progresso de alunos)`
    case 'course_restored':
      return `Curso "${subject}" restaurado como rascunho`
    case 'course_deleted':
      return `Curso "${subject}" excluído`
    case 'lesson_created':
      return context ? `Aula "${subject}" criada em "${context}"` : `Aula "${subject}" criada`
    case 'lesson_updated':
      return context ? `Aula "${subject}" atualizada (${context})` : `Aula "${subject}" atualizada`
    case 'captions_uploaded':
      return context
        ? `Legendas da aula "${subject}" enviadas (${context})`
        : `Legendas da aula "${subject}" enviadas`
    case 'captions_removed':
      return `Legendas da aula "${subject}" removidas`
    case 'module_updated':
      return context
        ? `Módulo "${subject}" atualizado (${context})`
        : `Módulo "${subject}" atualizado`
    case 'lesson_published':
      return `Aula "${subject}" publicada`
    case 'lesson_unpublished':
      return `Aula "${subject}" despublicada`
    case 'lesson_deleted':
      return `Aula "${subject}" excluída`
    case 'quiz_updated':
      return context
        ? `Quiz da aula "${subject}" salvo (${context})`
        : `Quiz da aula "${subject}" salvo`
    case 'material_created':
      return `Material "${subject}" adicionado`
    case 'material_deleted':
      return `Material "${subject}" excluído`
    case 'file_uploaded':
      return context
        ? `Arquivo "${subject}" enviado para ${context}`
        : `Arquivo "${subject}" enviado`
    case 'file_deleted':
      return `Arquivo "${subject}" excluído`
    case 'profile_role_changed':
      return `Papel de ${subject} alterado para ${context ?? '—'}`
    case 'panel_access_changed':
      return `Acesso ao painel de ${subject}: ${context ?? 'sem acesso'}`
    case 'forum_pinned':
      return `Discussão "${subject}" fixada`
    case 'forum_unpinned':
      return `Discussão "${subject}" desafixada`
    case 'forum_locked':
      return `Discussão "${subject}" trancada`
    case 'forum_unlocked':
      return `Discussão "${subject}" destrancada`
    case 'forum_discussion_hidden':
      return `Discussão "${subject}" ocultada (motivo: ${context ?? '—'})`
    case 'forum_discussion_shown':
      return `Discussão "${subject}" exibida novamente`
    case 'forum_reply_hidden':
      return `Resposta em "${subject}" ocultada (motivo: ${context ?? '—'})`
    case 'forum_reply_shown':
      return `Resposta em "${subject}" exibida novamente`
    case 'forum_report_resolved':
      return `Denúncia sobre "${subject}" resolvida`
    case 'forum_report_dismissed':
      return `Denúncia sobre "${subject}" descartada`
    case 'certificate_revoked':
      return `Certificado ${subject} revogado (motivo: ${context ?? '—'})`
    case 'account_deleted':
      return `Conta ${subject} excluída a pedido do titular`
    case 'user_signed_up':
      return `Novo usuário cadastrado: ${subject}`
  }
}
