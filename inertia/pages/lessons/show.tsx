import { useEffect, useRef, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  ArrowLeft,
  Bot,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  CircleDot,
  Clock,
  Undo2,
} from 'lucide-react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { Markdown } from '~/components/markdown'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Progress } from '~/components/ui/progress'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { LessonBody } from '~/components/learning/lesson_body'
import { LessonNotes } from '~/components/learning/lesson_notes'
import { MaterialList } from '~/components/learning/material_list'
import { PremiumUpgradePanel } from '~/components/subscription/premium_upgrade_panel'
import { useStudyTimer } from '~/components/learning/use_study_timer'
import { usePositionSaver } from '~/components/learning/use_position_saver'

/** Renderers whose Markdown is already the body; the others show it in the 'Conteúdo' tab. */
const BODY_IS_TEXT = new Set(['markdown', 'project'])

export default function LessonShow({ page }: { page: Data.LessonPage }) {
  const { course, lesson, navigation, access, body, materials, progress, note } = page
  const tracking = access.signedIn && access.canView
  const [position, setPosition] = useState(progress?.lastPositionSeconds ?? 0)
  const [duration, setDuration] = useState<number | null>(null)
  const playing = useRef(false)
  const savePosition = usePositionSaver(lesson.id, tracking)
  useStudyTimer(lesson.id, tracking, () => playing.current)

  useEffect(() => {
    setPosition(progress?.lastPositionSeconds ?? 0)
    setDuration(null)
  }, [lesson.id])

  const completed = Boolean(progress?.completed)
  const courseUrl = `/cursos/${course.slug}`

  function complete() {
    if (!tracking || completed) return
    router.post(
      urlFor('lessons.complete', { id: lesson.id }),
      {},
      { preserveScroll: true, preserveState: true }
    )
  }

  function undo() {
    router.delete(urlFor('lessons.undo', { id: lesson.id }), {
      preserveScroll: true,
      preserveState: true,
    })
  }

  const isMedia = body?.renderer === 'video' || body?.renderer === 'audio'
  const length = duration && Number.isFinite(duration) ? duration : (body?.lengthSeconds ?? 0)
  const lessonPercent = completed
    ? 100
    : isMedia && length > 0
      ? Math.min(100, Math.round((position / length) * 100))
      : 0

  return (
    <>
      <Head title={`${lesson.title} · ${course.title}`} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="ghost" size="sm" asChild>
            <Link href={courseUrl}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar ao curso
            </Link>
          </Button>
          <span className="text-sm text-muted-foreground">{course.title}</span>
        </div>

        <header className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{lesson.typeLabel}</Badge>
            <Badge variant="outline">
              Aula {lesson.position} de {lesson.total}
            </Badge>
            {lesson.durationMinutes > 0 && (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {lesson.durationMinutes} min
              </span>
            )}
          </div>
          {lesson.moduleTitle && (
            <p className="text-sm text-muted-foreground">{lesson.moduleTitle}</p>
          )}
          <h1 className="text-2xl font-bold sm:text-3xl">{lesson.title}</h1>
          {lesson.description && (
            <p className="max-w-3xl text-muted-foreground">{lesson.description}</p>
          )}
        </header>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <main className="grid min-w-0 content-start gap-6">
            {body ? (
              <LessonBody
                key={lesson.id}
                body={body}
                lesson={lesson}
                materials={materials}
                playback={{
                  initialPosition: progress?.lastPositionSeconds ?? 0,
                  onPosition: (seconds, force, mediaDuration) => {
                    setPosition(seconds)
                    if (mediaDuration && Number.isFinite(mediaDuration)) setDuration(mediaDuration)
                    savePosition(seconds, force)
                  },
                  onPlayingChange: (isPlaying) => {
                    playing.current = isPlaying
                  },
                  onEnded: complete,
                }}
                onQuizFinished={() => router.reload({ only: ['page'] })}
                onSimulationComplete={complete}
              />
            ) : (
              <PremiumUpgradePanel reason={access.lockedReason ?? 'sign_in_required'} />
            )}

            <Tabs defaultValue="conteudo">
              <TabsList aria-label="Sobre esta aula">
                <TabsTrigger value="conteudo">Conteúdo</TabsTrigger>
                <TabsTrigger value="mentor">Mentor IA</TabsTrigger>
                <TabsTrigger value="sobre">Sobre a Aula</TabsTrigger>
              </TabsList>
              <TabsContent value="conteudo" className="grid gap-4">
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">O que você vai aprender</CardTitle>
                  </CardHeader>
                  <CardContent>
                    {lesson.objectives.length ? (
                      <ul className="grid gap-2">
                        {lesson.objectives.map((objective) => (
                          <li key={objective} className="flex items-start gap-2 text-sm">
                            <CheckCircle2
                              className="mt-0.5 h-4 w-4 shrink-0 text-primary"
                              aria-hidden="true"
                            />
                            {objective}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-sm text-muted-foreground">
                        Os objetivos desta aula ainda não foram publicados.
                      </p>
                    )}
                  </CardContent>
                </Card>
                {body && !BODY_IS_TEXT.has(body.renderer) && body.content && (
                  <Card>
                    <CardHeader>
                      <CardTitle className="text-base">Texto de apoio</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <Markdown>{body.content}</Markdown>
                    </CardContent>
                  </Card>
                )}
              </TabsContent>
              <TabsContent value="mentor">
                <Card>
                  <CardHeader>
                    <CardTitle className="flex items-center gap-2 text-base">
                      <Bot className="h-5 w-5 text-primary" aria-hidden="true" />{' '}
                      {course.mentorName ?? 'Mentor IA'}
                    </CardTitle>
                    <CardDescription>
                      Tire dúvidas sobre “{lesson.title}” com o mentor virtual do curso, disponível
                      24 horas por dia.
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <Button asChild variant="outline">
                      <Link href={`${courseUrl}?aba=mentor`}>Conversar com o Mentor IA</Link>
                    </Button>
                  </CardContent>
                </Card>
              </TabsContent>
              <TabsContent value="sobre" className="grid gap-4">
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">Sobre a aula</CardTitle>
                    <CardDescription>{lesson.description ?? 'Sem descrição.'}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    {note ? (
                      <LessonNotes key={lesson.id} lessonId={lesson.id} initialBody={note.body} />
                    ) : access.signedIn ? (
                      <p className="text-sm text-muted-foreground">
                        As anotações ficam disponíveis quando você tem acesso a esta aula.
                      </p>
                    ) : (
                      <p className="text-sm text-muted-foreground">
                        <Link href="/auth" className="text-primary underline">
                          Entre na sua conta
                        </Link>{' '}
                        para escrever anotações nesta aula.
                      </p>
                    )}
                  </CardContent>
                </Card>
              </TabsContent>
            </Tabs>
          </main>

          <aside className="grid content-start gap-4">
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Progresso da aula</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                {progress && !access.canView ? (
                  <>
                    <p className="text-sm text-muted-foreground">
                      Assine o Plano Premium para assistir a esta aula e registrar seu progresso.
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Curso: {progress.coursePercent}% ({progress.courseCompletedLessons} de{' '}
                      {progress.courseTotalLessons} aulas)
                    </p>
                  </>
                ) : progress ? (
                  <>
                    <div className="flex items-center justify-between gap-2">
                      <Badge variant={completed ? 'success' : 'secondary'} role="status">
                        {completed ? (
                          <>
                            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> Concluída
                          </>
                        ) : (
                          <>
                            <CircleDot className="h-3.5 w-3.5" aria-hidden="true" /> Em andamento
                          </>
                        )}
                      </Badge>
                      <span className="text-sm font-semibold tabular-nums">{lessonPercent}%</span>
                    </div>
                    <Progress value={lessonPercent} label="Progresso da aula" />
                    <p className="text-sm text-muted-foreground">
                      Curso: {progress.coursePercent}% ({progress.courseCompletedLessons} de{' '}
                      {progress.courseTotalLessons} aulas)
                    </p>
                    {completed ? (
                      <Button variant="outline" onClick={undo}>
                        <Undo2 className="h-4 w-4" aria-hidden="true" /> Desmarcar conclusão
                      </Button>
                    ) : (
                      <Button onClick={complete}>
                        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Marcar como
                        Concluída
                      </Button>
                    )}
                  </>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Entre na sua conta para registrar seu progresso e marcar aulas como concluídas.
                  </p>
                )}
              </CardContent>
            </Card>

            <nav aria-label="Navegação entre aulas" className="grid grid-cols-2 gap-2">
              {navigation.previous ? (
                <Button variant="outline" asChild>
                  <Link
                    route="lessons.show"
                    routeParams={{ slug: course.slug, position: navigation.previous }}
                  >
                    <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Aula Anterior
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" disabled>
                  <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Aula Anterior
                </Button>
              )}
              {navigation.next ? (
                <Button variant="outline" asChild>
                  <Link
                    route="lessons.show"
                    routeParams={{ slug: course.slug, position: navigation.next }}
                  >
                    Próxima Aula <ChevronRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" disabled>
                  Próxima Aula <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </Button>
              )}
            </nav>

            {access.canView && materials.length > 0 && body?.renderer !== 'project' && (
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">Materiais da aula</CardTitle>
                </CardHeader>
                <CardContent>
                  <MaterialList materials={materials} />
                </CardContent>
              </Card>
            )}
          </aside>
        </div>
      </div>
    </>
  )
}
