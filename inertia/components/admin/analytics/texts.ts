import type { BucketUnit } from '@domain/admin/admin_analytics'

/* Every word of the admin Analytics page (the metric names live in @domain/admin_analytics). */
export const ADMIN_ANALYTICS_TEXT = {
  title: 'Análises',
  description:
    'O que os alunos fizeram de fato — estudo e assinaturas — comparado ao período anterior de mesma duração.',
  failure: 'Erro ao carregar métricas',
  periodNav: 'Período',
  periodOption: (days: number) => `${days} dias`,
  periodLabel: (days: number) => `Últimos ${days} dias`,
  comparedWith: 'comparados a',
  learning: 'Aprendizagem',
  subscriptions: 'Assinaturas Premium',
  trends: 'Evolução',
  trendsDescription: (unit: BucketUnit) =>
    unit === 'week'
      ? 'Um ponto por semana (segunda a domingo), no horário de São Paulo.'
      : 'Um ponto por dia, no horário de São Paulo.',
  previousValue: (value: string) => `antes: ${value}`,
  atPeriodEnd: 'no fim do período',
  noComparison: 'sem dados no período anterior',
  chartLabel: (metric: string, unit: BucketUnit) =>
    `Gráfico de ${metric.toLowerCase()} por ${unit === 'week' ? 'semana' : 'dia'}. Os números estão em "Ver dados".`,
  day: 'Dia',
  week: 'Semana',
  noValue: 'sem tentativas',
  download: 'Baixar CSV',
  downloadLabel: (table: string) => `Baixar ${table} em CSV`,
  tables: {
    resumo: 'o resumo do período',
    evolucao: 'a evolução',
    cursos: 'a tabela de cursos',
    abandono: 'onde os alunos param',
    questoes: 'as questões mais erradas',
  },
  courses: 'Cursos',
  coursesDescription: 'Alunos que começaram cada curso no período e quantos deles já o concluíram.',
  coursesEmpty: 'Nenhum aluno começou um curso neste período.',
  course: 'Curso',
  started: 'Começaram',
  completedCourse: 'Concluíram',
  completionRate: 'Taxa de conclusão',
  dropOff: 'Onde os alunos param',
  dropOffDescription:
    'Dos alunos que começaram o curso no período: a última aula que cada um concluiu, para quem ainda não terminou.',
  dropOffEmpty: 'Sem alunos novos em cursos neste período, nada para mostrar.',
  dropOffChart: (course: string) =>
    `Gráfico de quantos alunos pararam em cada aula de ${course}. Os números estão na tabela abaixo.`,
  lesson: 'Aula',
  completedLesson: 'Concluíram a aula',
  stoppedHere: 'Pararam aqui',
  ofStarters: '% dos que começaram',
  beforeFirst: 'Antes da 1ª aula',
  beforeFirstLong: 'Antes da 1ª aula (nenhuma concluída)',
  dropOffSummary: (started: string, finished: string) =>
    `${started} começaram · ${finished} concluíram o curso`,
  questions: 'Questões mais erradas',
  questionsDescription: 'As questões de quiz com mais respostas erradas no período.',
  questionsEmpty: 'Nenhuma resposta errada neste período.',
  question: 'Questão',
  wrong: 'Erros',
  wrongOf: (wrong: string, answers: string) => `${wrong} de ${answers}`,
  wrongRate: 'Taxa de erro',
} as const
