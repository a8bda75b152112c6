import type { LessonType } from '@domain/catalog/catalog'

/** pt-BR names of the lesson types (app/domain/catalog/catalog.ts) in the admin selects and lists. */
export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  'video': 'Vídeo',
  'youtube': 'YouTube',
  'pdf': 'PDF',
  'text': 'Texto',
  'document': 'Documento',
  'case-study': 'Estudo de caso',
  'podcast': 'Podcast',
  'audio': 'Áudio',
  'quiz': 'Quiz',
  'exam': 'Prova',
  'interactive': 'Interativa',
  'simulation': 'Simulação',
  'hands-on': 'Prática',
  'demo': 'Demonstração',
  'tutorial': 'Tutorial',
  'tool': 'Ferramenta',
  'dashboard': 'Painel',
  'project': 'Projeto',
  'capstone': 'Projeto final',
  'template': 'Modelo',
  'checklist': 'Checklist',
  'spreadsheet': 'Planilha',
}
