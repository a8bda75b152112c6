import { Head } from '@inertiajs/react'
import { Ban, Bot, CircleHelp, MessageSquare, ThumbsDown } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { formatNumber } from '@domain/platform/format'
import { formatPercent } from '@domain/learning/analytics'
import { PageHeader } from '~/components/admin/page_header'
import { StatCard } from '~/components/admin/stat_card'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

const DATE = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
})

const KIND_LABELS: Record<string, string> = {
  model: 'Resposta do modelo',
  offline: 'Trechos das aulas',
  nothing_relevant: 'Nada relevante',
  refusal: 'Recusa de segurança',
}

function share(part: number, total: number) {
  return total === 0 ? '—' : formatPercent(Math.round((part / total) * 100))
}

/**
 * /admin/mentor: what learners ask each course's mentor, how much of it the
 * course answers, and the questions rated 'não útil' (what to write next).
 */
export default function AdminMentor({ report }: { report: Data.Admin.MentorReport }) {
  const totals = report.courses.reduce(
    (sum, row) => ({
      questions: sum.questions + row.questions,
      answered: sum.answered + row.answered,
      nothingRelevant: sum.nothingRelevant + row.nothingRelevant,
      notUseful: sum.notUseful + row.notUseful,
    }),
    { questions: 0, answered: 0, nothingRelevant: 0, notUseful: 0 }
  )
  return (
    <>
      <Head title="Administração · Mentor IA" />
      <PageHeader
        title="Mentor IA"
        description={
          report.mode === 'offline'
            ? 'Modo offline: sem modelo configurado, o mentor responde citando trechos das aulas.'
            : 'O mentor responde com o modelo configurado, a partir das aulas de cada curso.'
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title="Perguntas"
          value={formatNumber(totals.questions)}
          caption="Em todos os cursos"
          icon={MessageSquare}
        />
        <StatCard
          title="Respondidas pelo curso"
          value={share(totals.answered, totals.questions)}
          caption={`${formatNumber(totals.answered)} com trechos das aulas`}
          icon={Bot}
        />
        <StatCard
          title="Nada relevante"
          value={share(totals.nothingRelevant, totals.questions)}
          caption={`${formatNumber(totals.nothingRelevant)} sem conteúdo no curso`}
          icon={CircleHelp}
        />
        <StatCard
          title="Avaliadas como não úteis"
          value={formatNumber(totals.notUseful)}
          caption="Respostas marcadas pelos alunos"
          icon={ThumbsDown}
        />
      </div>

      <Card className="mt-6">
        <CardHeader>
          <CardTitle className="text-base">Perguntas por curso</CardTitle>
          <CardDescription>
            Quanto o conteúdo de cada curso responde às dúvidas dos alunos.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {report.courses.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma pergunta ao mentor ainda.</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-2 pr-4 font-medium">Curso</th>
                    <th className="py-2 pr-4 font-medium">Perguntas</th>
                    <th className="py-2 pr-4 font-medium">Respondidas pelo curso</th>
                    <th className="py-2 pr-4 font-medium">Nada relevante</th>
                    <th className="py-2 pr-4 font-medium">Recusas</th>
                    <th className="py-2 font-medium">Não úteis</th>
                  </tr>
                </thead>
                <tbody>
                  {report.courses.map((row) => (
                    <tr key={row.courseId} className="border-t">
                      <td className="py-2 pr-4 font-medium">{row.courseTitle}</td>
                      <td className="py-2 pr-4">{formatNumber(row.questions)}</td>
                      <td className="py-2 pr-4">{share(row.answered, row.questions)}</td>
                      <td className="py-2 pr-4">{share(row.nothingRelevant, row.questions)}</td>
                      <td className="py-2 pr-4">{formatNumber(row.refused)}</td>
                      <td className="py-2">{formatNumber(row.notUseful)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>

      <Card className="mt-6">
        <CardHeader>
          <CardTitle className="text-base">Perguntas com respostas não úteis</CardTitle>
          <CardDescription>
            O que a equipe de conteúdo pode escrever a seguir (as 50 mais recentes).
          </CardDescription>
        </CardHeader>
        <CardContent>
          {report.unhelpful.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Ban className="h-4 w-4" aria-hidden="true" /> Nenhuma resposta avaliada como não
              útil.
            </p>
          ) : (
            <ul className="grid gap-3">
              {report.unhelpful.map((row) => (
                <li key={row.answerId} className="grid gap-1 rounded-lg border p-3">
                  <p className="text-sm">“{row.question}”</p>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <span>{row.courseTitle}</span>
                    {row.answerKind && (
                      <Badge variant="outline">
                        {KIND_LABELS[row.answerKind] ?? row.answerKind}
                      </Badge>
                    )}
                    <time dateTime={row.ratedAt}>{DATE.format(new Date(row.ratedAt))}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  )
}
