import { AlertCircle, Download, FileText, Headphones } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { UNKNOWN_LESSON_TYPE_MESSAGE } from '@domain/catalog/lessons'
import { Markdown } from '~/components/platform/markdown'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { LessonQuiz } from '~/components/learning/quiz/lesson_quiz'
import type { AttemptResult } from '~/components/learning/quiz/use_quiz_attempt'
import { Simulator } from '~/components/learning/simulators/simulator'
import { SimulatedPlayer } from './simulated_player'
import { MediaPlayer } from './media_player'
import { YouTubePlayer } from './youtube_player'
import { MaterialList } from './material_list'
import type { PlaybackTick } from './use_position_saver'

export type LessonBodyData = NonNullable<Data.LessonPage['body']>

export type PlaybackCallbacks = {
  initialPosition: number
  /** Speed the HTML5 players start at; a change is reported to be remembered */
  initialRate: number
  onRateChange: (rate: number) => void
  /** Every position the player sees (a few times a second while playing), and what it knows */
  onPosition: (seconds: number, tick?: PlaybackTick) => void
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

/** The lesson's PDF shown in the page (the browser's viewer), a link where none exists, and 'Baixar PDF'. */
function PdfViewer({ pdf }: { pdf: NonNullable<LessonBodyData['pdf']> }) {
  return (
    <div className="grid gap-3">
      <object
        data={pdf.url}
        type="application/pdf"
        title={`PDF: ${pdf.title}`}
        aria-label={`PDF: ${pdf.title}`}
        className="h-[70vh] w-full rounded-xl border bg-muted"
        data-testid="pdf-viewer"
      >
        <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-sm text-muted-foreground">
          <FileText className="h-10 w-10 text-primary" aria-hidden="true" />
          <p>Não foi possível mostrar o PDF aqui.</p>
          <a href={pdf.url} target="_blank" rel="noreferrer" className="font-medium underline">
            Abrir o PDF em outra aba
          </a>
        </div>
      </object>
      <div>
        <Button asChild variant="outline">
          <a href={pdf.downloadUrl ?? pdf.url} download="">
            <Download className="h-4 w-4" aria-hidden="true" /> Baixar PDF
          </a>
        </Button>
      </div>
    </div>
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
        /* YouTube's own controls carry its speed menu. */
        return (
          <YouTubePlayer
            videoId={body.video.videoId}
            title={lesson.title}
            initialPosition={playback.initialPosition}
            onPosition={playback.onPosition}
            onPlayingChange={playback.onPlayingChange}
            onEnded={playback.onEnded}
          />
        )
      }
      if (body.video?.kind === 'file') {
        return (
          <MediaPlayer
            kind="video"
            src={body.video.url}
            captionsUrl={body.captionsUrl}
            title={lesson.title}
            {...playback}
          />
        )
      }
      /* Only a video lesson an admin has not given media yet. */
      return (
        <SimulatedPlayer
          lengthSeconds={body.lengthSeconds}
          initialPosition={playback.initialPosition}
          onPosition={playback.onPosition}
          onPlayingChange={playback.onPlayingChange}
          onEnded={playback.onEnded}
        />
      )
    }
    case 'pdf':
      if (!body.pdf) {
        return (
          <article className="rounded-xl border bg-card p-6">
            <Markdown>{body.content}</Markdown>
          </article>
        )
      }
      return <PdfViewer pdf={body.pdf} />
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
              <MediaPlayer
                kind="audio"
                src={body.audioUrl}
                captionsUrl={null}
                title={lesson.title}
                {...playback}
              />
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
              <CardTitle className="text-base">Modelos para baixar</CardTitle>
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
