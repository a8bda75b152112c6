/* The pt-BR texts of the spaced review ('Revisão'): the page, the dashboard card and the analytics card. */
import {
  OPEN_REVIEW_LABEL,
  REVIEW_CHOICE_MESSAGE,
  RETENTION_WINDOW_DAYS,
  dueTodayLabel,
  type ReviewSummary,
} from '@domain/learning/review'
import { formatPercent } from '@domain/learning/analytics'

const days = (count: number) => (count === 1 ? '1 dia' : `${count} dias`)

export const REVIEW_TEXT = {
  title: 'Revisão',
  analyticsTitle: 'Revisão espaçada',
  intro:
    'As questões que você errou ou demorou para responder nos quizzes voltam aqui no dia certo, para você fixar o que aprendeu.',
  summaryLabel: 'Resumo da revisão',
  dueLabel: 'Para revisar hoje',
  dueDetail: (count: number) => (count === 0 ? 'nada pendente hoje' : dueTodayLabel(count)),
  dueToday: dueTodayLabel,
  streakLabel: 'Sequência de revisão',
  streakValue: days,
  streakDetail: 'dias seguidos revisando',
  streakEmpty: 'revise hoje para começar uma sequência',
  retentionLabel: 'Retenção',
  retentionDetail: (reviews: number) =>
    reviews === 0
      ? `acertos nas revisões dos últimos ${RETENTION_WINDOW_DAYS} dias`
      : `acertos em ${reviews} ${reviews === 1 ? 'revisão' : 'revisões'} dos últimos ${RETENTION_WINDOW_DAYS} dias`,
  masteredLabel: 'Questões dominadas',
  queueDetail: (count: number) =>
    count === 1 ? '1 questão ainda na fila' : `${count} questões ainda na fila`,
  lessonLink: (position: number, title: string) => `Aula ${position}: ${title}`,
  choose: REVIEW_CHOICE_MESSAGE,
  answer: 'Responder',
  answering: 'Enviando...',
  right: 'Correto!',
  wrong: 'Incorreto!',
  explanation: 'Explicação:',
  gradeLine: (label: string) => `Avaliação: ${label}.`,
  mastered: 'Questão dominada! Ela sai da sua fila de revisão.',
  next: 'Próxima questão',
  finish: 'Concluir revisão',
  doneTitle: (reviewedToday: boolean) =>
    reviewedToday ? 'Revisão de hoje concluída!' : dueTodayLabel(0),
  doneComeBack: 'As próximas questões voltam nos dias marcados. Até lá!',
  doneEmptyQueue:
    'Quando você errar ou demorar em uma questão de quiz, ela entra aqui para você revisar no momento certo.',
  toDashboard: 'Voltar ao painel',
  toCourses: 'Ver cursos',
  reviewNow: 'Revisar agora',
  openReview: OPEN_REVIEW_LABEL,
} as const

export type ReviewFigure = {
  key: 'due' | 'streak' | 'retention' | 'mastered'
  label: string
  value: string
  detail: string
}

/** The four review figures, as the review page and the analytics card show them. */
export function reviewFigures(summary: ReviewSummary): ReviewFigure[] {
  const T = REVIEW_TEXT
  return [
    {
      key: 'due',
      label: T.dueLabel,
      value: String(summary.dueToday),
      detail: T.dueDetail(summary.dueToday),
    },
    {
      key: 'streak',
      label: T.streakLabel,
      value: T.streakValue(summary.streakDays),
      detail: summary.streakDays ? T.streakDetail : T.streakEmpty,
    },
    {
      key: 'retention',
      label: T.retentionLabel,
      value: summary.retention === null ? '—' : formatPercent(summary.retention),
      detail: T.retentionDetail(summary.reviewsRecent),
    },
    {
      key: 'mastered',
      label: T.masteredLabel,
      value: String(summary.mastered),
      detail: T.queueDetail(summary.inQueue),
    },
  ]
}
