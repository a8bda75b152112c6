import { AlertCircle, Download, Headphones } from 'lucide-react'
import type { Data } from '@generated/data'
import { UNKNOWN_LESSON_TYPE_MESSAGE } from '@domain/lessons'
import { Markdown } from '~/components/markdown'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { LessonQuiz } from '~/components/quiz/lesson_quiz'
import type { AttemptResult } from '~/components/quiz/use_quiz_attempt'
import { Simulator } from '~/components/simulators/simulator'
import { SimulatedPlayer } from './simulated_player'
import { MediaPlayer } from './media_player'
import { YouTubePlayer } from './youtube_player'
import { MaterialList } from './material_list'

export type LessonBodyData = NonNullable<Data.LessonPage['body']>

export type PlaybackCallbacks = {
  initialPosition: number
  onPosition: (seconds: number, force?: boolean, duration?: number) => void
  onPlayingChange: (playing: boolean) => void
  onEnded: () => void
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  )
}

/**
 * The lesson's main area, one renderer per lesson type: video (HTML5 file,
 * YouTube, or the simulated player), pdf, Markdown, audio, quiz, simulator,
 * project templates; anything else is 'Tipo de aula não reconhecido'.
 */
export function LessonBody({
  body,
  lesson,
  materials,
  playback,
  onQuizFinished,
  onSimulationComplete,
}: {
  body: LessonBodyData
  lesson: Data.LessonPage['lesson']
  materials: Data.LessonPage['materials']
  playback: PlaybackCallbacks
  onQuizFinished: (result: AttemptResult) => void
  onSimulationComplete: () => void
}) {
  switch (body.renderer) {
    case 'video': {
      if (body.video?.kind === 'youtube') {
        return <YouTubePlayer videoId={body.video.videoId} title={lesson.title} {...playback} />
      }
      if (body.video?.kind === 'file') {
        return <MediaPlayer kind="video" src={body.video.url} title={lesson.title} {...playback} />
      }
      return <SimulatedPlayer lengthSeconds={body.lengthSeconds} {...playback} />
    }
    case 'pdf':
      if (!body.pdf) {
        return (
          <article className="rounded-xl border bg-card p-6">
            <Markdown>{body.content}</Markdown>
          </article>
        )
      }
      return (
        <div className="grid gap-3">
          <iframe
            src={body.pdf.url}
            title={`PDF: ${body.pdf.title}`}
            className="h-[70vh] w-full rounded-xl border bg-muted"
          />
          <div>
            <Button asChild variant="outline">
              <a href={body.pdf.downloadUrl ?? body.pdf.url} download="">
                <Download className="h-4 w-4" aria-hidden="true" /> Baixar PDF
              </a>
            </Button>
          </div>
        </div>
      )
    case 'markdown':
      return (
        <article className="rounded-xl border bg-card p-6">
          <Markdown>{body.content}</Markdown>
        </article>
      )
    case 'audio':
      if (body.audioUrl) {
        return (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Headphones className="h-5 w-5 text-primary" aria-hidden="true" /> Ouça o episódio
              </CardTitle>
            </CardHeader>
            <CardContent>
              <MediaPlayer kind="audio" src={body.audioUrl} title={lesson.title} {...playback} />
            </CardContent>
          </Card>
        )
      }
      return (
        <div className="grid gap-4">
          <Notice>
            O áudio deste episódio ainda não foi publicado. Enquanto isso, acompanhe o roteiro
            abaixo.
          </Notice>
          <article className="rounded-xl border bg-card p-6">
            <Markdown>{body.content}</Markdown>
          </article>
        </div>
      )
    case 'quiz':
      if (!body.quiz) return <Notice>O quiz desta aula ainda não foi publicado.</Notice>
      return <LessonQuiz quiz={body.quiz} lessonId={lesson.id} onFinished={onQuizFinished} />
    case 'simulator':
      if (!body.simulator) return <Notice>O simulador desta aula ainda não foi publicado.</Notice>
      return <Simulator kind={body.simulator} onComplete={onSimulationComplete} />
    case 'project':
      return (
        <div className="grid gap-4">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Modelos para download</CardTitle>
              <CardDescription>
                Baixe o modelo, siga as instruções abaixo e guarde o arquivo preenchido.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {materials.length ? (
                <MaterialList materials={materials} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  Os arquivos de modelo desta aula ainda não foram publicados.
                </p>
              )}
            </CardContent>
          </Card>
          <article className="rounded-xl border bg-card p-6">
            <Markdown>{body.content}</Markdown>
          </article>
        </div>
      )
    default:
      return <Notice>{UNKNOWN_LESSON_TYPE_MESSAGE}</Notice>
  }
}
