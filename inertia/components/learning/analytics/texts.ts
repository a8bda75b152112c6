/* Every pt-BR text of 'Análises de Performance' (/analytics), in one place for review. */
import { formatNumber } from '@domain/platform/format'
import type { ScoreTone } from '@domain/learning/analytics'

/** 87,3% — one decimal only when there is one. */
export { formatPercent as percentText } from '@domain/learning/analytics'

/** 1,5 h */
export function hoursText(value: number) {
  return `${formatNumber(value, Number.isInteger(value) ? 0 : 1)} h`
}

/** +12,5 p.p. / −3 p.p. / 0 p.p. */
export function changeText(value: number) {
  const sign = value > 0 ? '+' : value < 0 ? '−' : ''
  return `${sign}${formatNumber(Math.abs(value), Number.isInteger(value) ? 0 : 1)} p.p.`
}

/** Short forms for labels on the bars: 1,5h; 45min; 1h39. */
export function compactHours(value: number) {
  return hoursText(value).replace(' ', '')
}

export function compactMinutes(minutes: number) {
  if (minutes < 60) return `${minutes}min`
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`
}

export { formatMinutes as minutesText } from '@domain/platform/format'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What the colour of a score means, said in words too (never colour alone). */
export const TONE_TEXT: Record<ScoreTone, string> = {
  green: 'verde: 90% ou mais',
  yellow: 'amarelo: de 70% a 89%',
  red: 'vermelho: abaixo de 70%',
}

/** Unit of the progress toward each achievement. */
export const ACHIEVEMENT_UNITS: Record<string, (current: number, target: number) => string> = {
  first_lesson: (c, t) => `${c} de ${plural(t, 'aula concluída', 'aulas concluídas')}`,
  ten_lessons: (c, t) => `${c} de ${plural(t, 'aula concluída', 'aulas concluídas')}`,
  first_course: (c, t) => `${c} de ${plural(t, 'curso concluído', 'cursos concluídos')}`,
  streak_7: (c, t) => `${c} de ${t} dias seguidos (sequência atual)`,
  streak_30: (c, t) => `${c} de ${t} dias seguidos (sequência atual)`,
  quiz_80: (c, t) => `melhor quiz: ${c}% de ${t}%`,
  quiz_perfect: (c, t) => `melhor quiz: ${c}% de ${t}%`,
  quiz_master: (c, t) => `${c} de ${t} quizzes com 85% ou mais`,
}

export const ANALYTICS_TEXT = {
  title: 'Análises de Performance',
  intro: 'Sua evolução nos quizzes, no tempo de estudo e nas conquistas, a partir do que você fez.',
  backToDashboard: 'Voltar ao Painel',
  tabsLabel: 'Seções das análises',

  /* Summary cards */
  summaryLabel: 'Resumo',
  average: 'Média geral',
  averageDetail: (attempts: number, best: string) =>
    `${plural(attempts, 'quiz finalizado', 'quizzes finalizados')} · melhor: ${best}`,
  averageEmpty: 'Faça seu primeiro quiz para ver sua média.',
  quizzes: 'Quizzes concluídos',
  quizzesValue: (done: number, total: number) => `${done} de ${total}`,
  quizzesDetail: (percent: number) => `${percent}% dos quizzes dos cursos que você faz`,
  quizzesEmpty: 'Comece um curso para ver os quizzes disponíveis.',
  quizzesBar: 'Quizzes concluídos',
  streak: 'Sequência de estudos',
  streakValue: (days: number) => plural(days, 'dia', 'dias'),
  streakDetail: (longest: number) =>
    `dias seguidos com estudo · recorde: ${plural(longest, 'dia', 'dias')}`,
  streakEmpty: 'Estude hoje para começar uma sequência.',
  rank: 'Ranking global',
  rankValue: (position: number) => `#${formatNumber(position)}`,
  rankDetail: (total: number, top: number) => `de ${formatNumber(total)} membros · Top ${top}%`,
  rankPoints: (points: number) =>
    `${formatNumber(points)} pontos de membro (aulas, cursos e comunidade)`,
  rankEmpty: 'Conclua aulas ou participe da comunidade para entrar no ranking.',

  /* Visão Geral */
  improvementTitle: 'Evolução por matéria',
  improvementDescription:
    'Sua nota na primeira tentativa e na mais recente, por matéria dos quizzes.',
  improvementEmpty: 'Faça um quiz para ver sua evolução por matéria.',
  improvementEmptyTitle: 'Nenhum quiz ainda',
  firstAttempt: 'Primeira tentativa',
  latestAttempt: 'Tentativa mais recente',
  change: 'Variação',
  subject: 'Matéria',
  onlyOnce: 'só uma tentativa',
  improvementChart: (n: number) =>
    `Gráfico de barras: primeira e última nota em ${plural(n, 'matéria', 'matérias')}. Os números estão em “Ver dados”.`,
  weeklyTitle: 'Progresso semanal',
  weeklyDescription:
    'Média dos quizzes e quantidade por semana (segunda a domingo), nas últimas 8 semanas.',
  weeklyEmptyTitle: 'Nenhum quiz nas últimas 8 semanas',
  weeklyEmpty: 'Quando você finalizar quizzes, a média de cada semana aparece aqui.',
  week: 'Semana',
  weekOf: (label: string) => `Semana de ${label}`,
  weekAverage: 'Média',
  weekQuizzes: 'Quizzes',
  noQuiz: 'sem quiz',
  weeklyChart:
    'Gráfico semanal: barras com a quantidade de quizzes e linha com a média. Os números estão em “Ver dados”.',

  /* Progresso */
  goalTitle: 'Meta semanal',
  goalDescription: (goal: string, daily: string) =>
    `Sua meta: ${goal} por semana (${daily} por dia).`,
  goalThisWeek: (hours: string, goal: string, percent: number) =>
    `${hours} de ${goal} nesta semana (${percent}%)`,
  goalNotYet: 'Você ainda não estudou nesta semana. Abra uma aula para começar a contar.',
  goalBar: 'Meta semanal cumprida',
  dailyTitle: 'Tempo de estudo por dia',
  dailyDescription: 'Últimos 7 dias; a linha tracejada é a meta diária.',
  dailyChart:
    'Gráfico de barras do tempo de estudo nos últimos 7 dias. Os números estão em “Ver dados”.',
  day: 'Dia',
  studied: 'Tempo estudado',
  weeklyStudyTitle: 'Tempo de estudo por semana',
  weeklyStudyDescription:
    'Horas por semana (segunda a domingo); a linha tracejada é a meta semanal.',
  weeklyStudyChart:
    'Gráfico de barras das horas de estudo nas últimas 8 semanas. Os números estão em “Ver dados”.',
  goalShare: 'Da meta',
  studyEmptyTitle: 'Nenhum tempo de estudo nas últimas 8 semanas',
  studyEmpty: 'O tempo que você passa nas aulas é medido sozinho e aparece aqui.',
  coursesTitle: 'Progresso por curso',
  coursesEmptyTitle: 'Nenhum curso começado',
  coursesEmpty: 'Escolha um curso no catálogo e acompanhe aqui seu avanço.',
  seeCourses: 'Ver cursos',
  lessonsDone: (done: number, total: number) =>
    `${done} de ${plural(total, 'aula concluída', 'aulas concluídas')}`,

  /* Pontos Fortes */
  strengthsTitle: 'Pontos fortes',
  strengthsEmpty: 'Nenhuma matéria com 70% ou mais ainda. Revise as recomendações abaixo.',
  toImproveTitle: 'Áreas para melhorar',
  toImproveEmpty: 'Nenhuma matéria abaixo de 70%. Continue assim!',
  subjectsEmptyTitle: 'Ainda sem matérias avaliadas',
  subjectsEmpty: 'Seus pontos fortes e as áreas para melhorar aparecem depois do primeiro quiz.',
  questions: (n: number) => `${plural(n, 'pergunta', 'perguntas')} nos quizzes`,
  recommendationsTitle: 'Recomendações',
  recommendationsDescription: 'Para as matérias em que sua nota está mais baixa.',
  reviewLesson: 'Rever aula',
  retakeQuiz: 'Refazer quiz',
  reviewText: (lesson: string, subject: string, score: string) =>
    `Reveja a aula “${lesson}”: sua nota em ${subject} é ${score}.`,
  keepText: (lesson: string, subject: string, score: string) =>
    `Para manter seus ${score} em ${subject}, reveja a aula “${lesson}”.`,
  retakeLesson: (lesson: string, subject: string, score: string) =>
    `Refaça o quiz “${lesson}” para melhorar em ${subject} (nota atual: ${score}).`,
  retakeCatalogue: (course: string, subject: string, score: string) =>
    `Refaça o Quiz Educativo de ${course} para melhorar em ${subject} (nota atual: ${score}).`,

  /* Conquistas */
  nextTitle: 'Próximas conquistas',
  nextEmpty: 'Você ganhou todas as conquistas. Parabéns!',
  allTitle: 'Todas as conquistas',
  earnedCount: (earned: number, total: number) => `${earned} de ${total} conquistadas`,
  earnedOn: (date: string) => `Conquistada em ${date}`,
  locked: 'Bloqueado',
  progressLabel: (title: string) => `Progresso em ${title}`,
} as const
