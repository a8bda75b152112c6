import { inject } from '@adonisjs/core'
import AnalyticsService from '#services/admin/analytics_service'
import {
  analyticsWindow,
  changeUnitOf,
  formatDay,
  formatRange,
  METRIC_KEYS,
  METRICS,
  toCsv,
  type AnalyticsPeriod,
  type CsvCell,
  type ExportTable,
} from '#domain/admin/admin_analytics'

const VALUE_UNITS = { count: 'quantidade', percent: '%', money: 'R$' } as const

/**
 * Each table of the admin Analytics page as a CSV for Excel in Portuguese
 * (';', decimal comma, UTF-8 with BOM), loading only what that table needs.
 */
@inject()
export default class AnalyticsExportService {
  constructor(private analytics: AnalyticsService) {}

  async build(table: ExportTable, period: AnalyticsPeriod, now: Date = new Date()) {
    const rows = await this.rows(table, period, now)
    const today = analyticsWindow(period, now).current.lastDay
    return {
      filename: `analytics-${table}-${period}-dias-${today}.csv`,
      content: toCsv(rows),
    }
  }

  private async rows(table: ExportTable, period: AnalyticsPeriod, now: Date): Promise<CsvCell[][]> {
    switch (table) {
      case 'resumo': {
        const data = await this.analytics.overTime(period, now)
        return [
          [
            'Métrica',
            'Unidade',
            `Período atual (${formatRange(data.current)})`,
            `Período anterior (${formatRange(data.previous)})`,
            'Variação',
            'Unidade da variação',
          ],
          ...data.metrics.map((metric) => [
            METRICS[metric.key].label,
            VALUE_UNITS[METRICS[metric.key].format],
            metric.current,
            metric.previous,
            metric.change,
            typeof metric.change !== 'number'
              ? null
              : changeUnitOf(metric.key) === 'points'
                ? 'p.p.'
                : '%',
          ]),
        ]
      }
      case 'evolucao': {
        const data = await this.analytics.overTime(period, now)
        return [
          ['Início', 'Fim', ...METRIC_KEYS.map((key) => METRICS[key].label)],
          ...data.series.map((point) => [
            formatDay(point.firstDay),
            formatDay(point.lastDay),
            ...METRIC_KEYS.map((key) => point[key]),
          ]),
        ]
      }
      case 'cursos': {
        const courses = await this.analytics.coursesOf(period, now)
        return [
          ['Curso', 'Alunos que começaram', 'Concluíram o curso', 'Taxa de conclusão (%)'],
          ...courses.map((course) => [
            course.title,
            course.started,
            course.completed,
            course.completionRate,
          ]),
        ]
      }
      case 'abandono': {
        const courses = await this.analytics.dropOffOf(period, now)
        return [
          [
            'Curso',
            'Posição',
            'Aula',
            'Concluíram a aula',
            'Pararam nesta aula',
            'Pararam nesta aula (% dos que começaram)',
          ],
          ...courses.flatMap((course) => [
            [
              course.title,
              0,
              'Antes da 1ª aula (nenhuma aula concluída)',
              null,
              course.stoppedBeforeFirst,
              course.stoppedBeforeFirstRate,
            ],
            ...course.lessons.map((lesson) => [
              course.title,
              lesson.position,
              lesson.title,
              lesson.completed,
              lesson.stoppedHere,
              lesson.stoppedRate,
            ]),
          ]),
        ]
      }
      case 'questoes': {
        const questions = await this.analytics.hardestQuestionsOf(period, now)
        return [
          ['Questão', 'Quiz', 'Curso', 'Respostas', 'Erros', 'Taxa de erro (%)'],
          ...questions.map((question) => [
            question.question,
            question.quizTitle,
            question.courseTitle,
            question.answers,
            question.wrong,
            question.wrongRate,
          ]),
        ]
      }
    }
  }
}
