import type { Data } from '@generated/data'

/** What every tab of the course page receives; a tab uses the parts it needs. */
export type CourseTabProps = {
  course: Data.CourseDetail
  /** Conteúdo: the first modules' headings (or all, once asked for) and which one opens */
  content: Data.CourseContent
  /** Conteúdo: lessons by module key, the open module's first; others merged in as they open */
  lessons: Data.CourseLessons
  /** Avaliações: the latest reviews; undefined until the tab loads them (optional prop) */
  reviews?: Data.CourseReview[] | null
  viewer: Data.CourseViewer
  /** Progresso: null for visitors; undefined until the tab loads it (optional prop) */
  progressPanel?: Data.ProgressPanel | null
  /** Quiz Educativo: the course's catalogue set (or the default one); undefined until loaded */
  quiz?: Data.Quiz | null
  /** 'Materiais do curso' (shown under Conteúdo): materials attached to no lesson */
  materials?: Data.CourseMaterials
  /** Certificado: the certificate or what is left to earn it (null: visitor); undefined until loaded */
  certificate?: Data.CertificateTab | null
}
