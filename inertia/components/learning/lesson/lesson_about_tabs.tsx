import { Link } from '@adonisjs/inertia/react'
import { CheckCircle2 } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Markdown } from '~/components/platform/markdown'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { LessonNotes } from '~/components/learning/lesson_notes'
import { LessonMentor } from '~/components/mentor/lesson_mentor'

/** Renderers whose Markdown is already the body; the others show it in the 'Conteúdo' tab. */
const BODY_IS_TEXT = new Set(['markdown', 'project'])

/** The tabs under the lesson's body: objectives and supporting text, the mentor, notes. */
export function LessonAboutTabs({ page }: { page: Data.LessonPage }) {
  const { lesson, access, body, note } = page
  return (
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
        <LessonMentor page={page} />
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
                <Link route="auth.show" className="text-primary underline">
                  Entre na sua conta
                </Link>{' '}
                para escrever anotações nesta aula.
              </p>
            )}
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  )
}
