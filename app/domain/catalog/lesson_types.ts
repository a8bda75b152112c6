/*
| The lesson types, once: each one's pt-BR name (the admin's select and list,
| the course page's rows, the lesson page's badge), how it is shown (its
| renderer: what it plays, whether it is read or graded) and what the landing
| page counts it as. The server and the pages read this table.
*/

/** Every lesson type the spec lists, plus audio (podcast episodes uploaded as files). */
export const LESSON_TYPES = [
  'video',
  'youtube',
  'pdf',
  'text',
  'document',
  'case-study',
  'podcast',
  'audio',
  'quiz',
  'exam',
  'interactive',
  'simulation',
  'hands-on',
  'demo',
  'tutorial',
  'tool',
  'dashboard',
  'project',
  'capstone',
  'template',
  'checklist',
  'spreadsheet',
] as const
export type LessonType = (typeof LESSON_TYPES)[number]

/**
 * How a lesson is shown: video and audio play media, pdf and markdown are
 * read, quiz is graded, simulator and project have their own panels;
 * 'unknown' is any type not in the table ('Tipo de aula não reconhecido').
 */
export const LESSON_RENDERERS = [
  'video',
  'pdf',
  'markdown',
  'audio',
  'quiz',
  'simulator',
  'project',
  'unknown',
] as const
export type LessonRenderer = (typeof LESSON_RENDERERS)[number]

/** The landing page's 'Vídeos', 'Podcasts' and 'Artigos'. */
export type LessonFigure = 'videos' | 'podcasts' | 'articles'

type LessonTypeFacts = {
  label: string
  renderer: Exclude<LessonRenderer, 'unknown'>
  figure: LessonFigure | null
}

export const LESSON_TYPE_TABLE: Record<LessonType, LessonTypeFacts> = {
  'video': { label: 'Vídeo', renderer: 'video', figure: 'videos' },
  'youtube': { label: 'YouTube', renderer: 'video', figure: 'videos' },
  'pdf': { label: 'PDF', renderer: 'pdf', figure: 'articles' },
  'text': { label: 'Leitura', renderer: 'markdown', figure: 'articles' },
  'document': { label: 'Documento', renderer: 'markdown', figure: 'articles' },
  'case-study': { label: 'Estudo de caso', renderer: 'markdown', figure: 'articles' },
  'podcast': { label: 'Podcast', renderer: 'audio', figure: 'podcasts' },
  'audio': { label: 'Áudio', renderer: 'audio', figure: 'podcasts' },
  'quiz': { label: 'Quiz', renderer: 'quiz', figure: null },
  'exam': { label: 'Prova', renderer: 'quiz', figure: null },
  'interactive': { label: 'Interativa', renderer: 'simulator', figure: null },
  'simulation': { label: 'Simulação', renderer: 'simulator', figure: null },
  'hands-on': { label: 'Prática', renderer: 'markdown', figure: null },
  'demo': { label: 'Demonstração', renderer: 'markdown', figure: null },
  'tutorial': { label: 'Tutorial', renderer: 'markdown', figure: null },
  'tool': { label: 'Ferramenta', renderer: 'markdown', figure: null },
  'dashboard': { label: 'Painel', renderer: 'markdown', figure: null },
  'project': { label: 'Projeto', renderer: 'project', figure: null },
  'capstone': { label: 'Projeto final', renderer: 'project', figure: null },
  'template': { label: 'Modelo', renderer: 'project', figure: null },
  'checklist': { label: 'Checklist', renderer: 'project', figure: null },
  'spreadsheet': { label: 'Planilha', renderer: 'project', figure: null },
}

export function isLessonType(value: unknown): value is LessonType {
  return typeof value === 'string' && Object.hasOwn(LESSON_TYPE_TABLE, value)
}

/** The type's pt-BR name; a type not in the table shows as stored. */
export function lessonTypeLabel(type: string) {
  return isLessonType(type) ? LESSON_TYPE_TABLE[type].label : type
}

/** The renderer of a lesson type; anything unknown shows 'Tipo de aula não reconhecido'. */
export function rendererFor(type: string): LessonRenderer {
  return isLessonType(type) ? LESSON_TYPE_TABLE[type].renderer : 'unknown'
}

/** The types the landing page counts under one figure. */
export function lessonTypesCounted(figure: LessonFigure): LessonType[] {
  return LESSON_TYPES.filter((type) => LESSON_TYPE_TABLE[type].figure === figure)
}
