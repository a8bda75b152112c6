import type { Data } from '@generated/data'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { LessonStatus } from '~/components/admin/course_lessons'
import { formatDate, formatMoney } from '@domain/platform/format'

/** The 'Visão Geral' tab of an admin course: its cover and description, and the latest lessons. */
export function CourseOverview({
  course,
  recentLessons,
}: {
  course: Data.Admin.Course
  recentLessons: Data.Admin.Lesson[]
}) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Sobre o curso</CardTitle>
          <CardDescription>Criado em {formatDate(course.createdAt)}</CardDescription>
        </CardHeader>
        <CardContent>
          {course.thumbnailUrl && (
            <img
              src={course.thumbnailUrl}
              alt={`Capa do curso ${course.title}`}
              className="mb-4 h-40 w-full rounded-md object-cover"
            />
          )}
          <p className="whitespace-pre-line text-sm text-muted-foreground">
            {course.description || 'Sem descrição.'}
          </p>
          <dl className="mt-4 grid gap-1 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-medium">Acesso:</dt>
              <dd>
                {course.premium
                  ? `Premium (incluído na assinatura) · ${formatMoney(course.price)}`
                  : 'Gratuito para todo aluno com conta'}
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-medium">Vídeo de prévia:</dt>
              <dd>{course.previewVideoUrl ? 'enviado' : 'nenhum'}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Aulas recentes</CardTitle>
          <CardDescription>As 5 aulas criadas por último.</CardDescription>
        </CardHeader>
        <CardContent>
          {recentLessons.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma aula ainda.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-2">
              {recentLessons.map((lesson) => (
                <li key={lesson.id} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-sm">{lesson.title}</span>
                  <LessonStatus published={lesson.isPublished} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  )
}
