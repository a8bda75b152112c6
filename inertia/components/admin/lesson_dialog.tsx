import { useState, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import { Switch } from 'radix-ui'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { FormDialog } from '~/components/ui/form_dialog'
import { Field, fieldA11y, InputField } from '~/components/ui/field'
import { Textarea } from '~/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { Markdown } from '~/components/platform/markdown'
import { NativeSelect } from '~/components/admin/select_field'
import { FileUpload } from '~/components/admin/file_upload'
import { lessonTypeLabel } from '@domain/catalog/lesson_types'
import { toast } from '~/hooks/use_toast'
import { urlFor } from '~/client'
import { LESSON_TYPES, SIMULATOR_KINDS, type SimulatorKind } from '@domain/catalog/catalog'
import { detectYoutube, type MediaBucket } from '@domain/admin/admin_media'
import { lessonFormErrors } from '@domain/admin/admin_forms'
import { formatDuration, minutesAndSeconds } from '@domain/catalog/lesson_duration'
import { rendererFor } from '@domain/catalog/lessons'
import { SIMULATOR_TITLES } from '@domain/learning/simulator_titles'
import { LessonFreePreviewField } from './lesson_free_preview_field'
import { LessonCaptionsField } from './lesson_captions_field'

type LessonFields = {
  title: string
  description: string
  lessonType: string
  moduleId: string
  isPublished: boolean
  /* null: not touched on a new lesson, the course's default (freePreviewDefault) */
  isFreePreview: boolean | null
  content: string
  videoUrl: string
  simulator: string
  /* A YouTube video's length; an uploaded file's is read from the file */
  youtubeMinutes: string
  youtubeSeconds: string
}

const FIELD_TAB: Record<string, 'basico' | 'conteudo' | 'midia'> = {
  title: 'basico',
  description: 'basico',
  lessonType: 'basico',
  moduleId: 'basico',
  isPublished: 'basico',
  simulator: 'basico',
  content: 'conteudo',
  videoUrl: 'midia',
  youtubeMinutes: 'midia',
  youtubeSeconds: 'midia',
}

/** '' → null (not typed), else the number typed (checked by lessonFormErrors first). */
function typedNumber(text: string) {
  return text.trim() === '' ? null : Number(text.trim())
}

/**
 * 'Nova Aula' / 'Editar Aula': tabs Básico, Conteúdo (Markdown with a live
 * preview) and Mídia (upload to course-videos, or a URL / YouTube link; a
 * saved lesson's uploaded video takes its 'Legendas (.vtt)' there too).
 * A new lesson goes into the course's last module, where the next lesson
 * usually belongs; an 'Interativa' / 'Simulação' lesson picks its simulator.
 */
export function LessonDialog({
  courseId,
  modules,
  lesson,
  uploadLimits,
  courseSimulators,
  freePreviewDefault,
  trigger,
}: {
  courseId: number
  modules: Data.Admin.Module[]
  lesson?: Data.Admin.Lesson
  uploadLimits: Record<MediaBucket, number>
  /** The course's simulators: a lesson without its own runs the first */
  courseSimulators: SimulatorKind[]
  /** A new lesson's 'Prévia gratuita' in a module (first lesson of a Premium course's module: on) */
  freePreviewDefault?: (moduleId: number | null) => boolean
  trigger: ReactNode
}) {
  const editing = Boolean(lesson)
  const lastModuleId = modules.length > 0 ? String(modules[modules.length - 1].id) : ''
  const [open, setOpenState] = useState(false)
  const [tab, setTab] = useState<'basico' | 'conteudo' | 'midia'>('basico')
  const [uploaded, setUploaded] = useState<{
    name: string
    size: number
    durationSeconds: number | null
  } | null>(null)
  const typedLength = minutesAndSeconds(
    lesson?.videoUrl && detectYoutube(lesson.videoUrl) ? lesson.mediaSeconds : null
  )
  const form = useForm<LessonFields>({
    title: lesson?.title ?? '',
    description: lesson?.description ?? '',
    lessonType: lesson?.lessonType ?? 'video',
    moduleId: lesson ? (lesson.moduleId ? String(lesson.moduleId) : '') : lastModuleId,
    isPublished: lesson?.isPublished ?? false,
    isFreePreview: lesson ? lesson.isFreePreview : null,
    content: lesson?.content ?? '',
    videoUrl: lesson?.videoUrl ?? '',
    simulator: lesson?.simulator ?? '',
    youtubeMinutes: typedLength.minutes,
    youtubeSeconds: typedLength.seconds,
  })
  const { data, errors, processing } = form
  const runsSimulator = rendererFor(data.lessonType) === 'simulator'
  const freePreview =
    data.isFreePreview ??
    freePreviewDefault?.(data.moduleId ? Number(data.moduleId) : null) ??
    false

  function setOpen(next: boolean) {
    /* Modules may have been added since the page loaded: a new lesson opens in the last one. */
    if (next && !editing && !form.isDirty) form.setData('moduleId', lastModuleId)
    setOpenState(next)
  }
  const youtube = data.videoUrl ? detectYoutube(data.videoUrl) : null

  function submit(event: FormEvent) {
    event.preventDefault()
    /* A bare YouTube id becomes its link on blur; Enter in the field submits before that. */
    const videoUrl = detectYoutube(data.videoUrl)?.url ?? data.videoUrl
    const clientErrors = lessonFormErrors({ ...data, videoUrl })
    form.clearErrors()
    if (Object.keys(clientErrors).length > 0) {
      form.setError(clientErrors as Partial<Record<keyof LessonFields, string>>)
      setTab(FIELD_TAB[Object.keys(clientErrors)[0]] ?? 'basico')
      return
    }
    form.transform((fields) => ({
      ...fields,
      videoUrl,
      moduleId: fields.moduleId ? Number(fields.moduleId) : null,
      isFreePreview: freePreview,
      simulator: runsSimulator && fields.simulator ? fields.simulator : null,
      youtubeMinutes: detectYoutube(videoUrl) ? typedNumber(fields.youtubeMinutes) : null,
      youtubeSeconds: detectYoutube(videoUrl) ? typedNumber(fields.youtubeSeconds) : null,
    }))
    const options = {
      preserveScroll: true,
      onSuccess: () => {
        setOpenState(false)
        if (!editing) form.reset()
        setUploaded(null)
        setTab('basico')
      },
      onError: (fieldErrors: Record<string, string>) => {
        const first = Object.keys(fieldErrors)[0]
        if (first && FIELD_TAB[first]) setTab(FIELD_TAB[first])
        toast({
          title: editing ? 'Erro ao atualizar aula' : 'Erro ao criar aula',
          description: 'Verifique os campos destacados.',
          variant: 'destructive',
        })
      },
    }
    if (lesson) form.put(urlFor('admin.lessons.update', { id: lesson.id }), options)
    else form.post(urlFor('admin.lessons.store', { courseId }), options)
  }

  const errorCount = Object.keys(errors).length
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onClose={() => form.clearErrors()}
      trigger={trigger}
      onSubmit={submit}
      title={editing ? 'Editar Aula' : 'Nova Aula'}
      description={
        editing
          ? lesson?.title
          : 'A aula entra no fim do curso, no último módulo; reordene depois com as setas.'
      }
      className="max-w-4xl"
    >
      {errorCount > 0 && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
        >
          Corrija {errorCount === 1 ? 'o campo destacado' : `os ${errorCount} campos destacados`}:{' '}
          {Object.keys(errors)
            .map(
              (field) =>
                ({ basico: 'Básico', conteudo: 'Conteúdo', midia: 'Mídia' })[
                  FIELD_TAB[field] ?? 'basico'
                ]
            )
            .filter((label, index, all) => all.indexOf(label) === index)
            .join(', ')}
          .
        </p>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
        <TabsList>
          <TabsTrigger value="basico">Básico</TabsTrigger>
          <TabsTrigger value="conteudo">Conteúdo</TabsTrigger>
          <TabsTrigger value="midia">Mídia</TabsTrigger>
        </TabsList>

        <TabsContent value="basico" className="grid gap-4">
          <InputField
            label="Título da aula"
            name="lesson-title"
            error={errors.title}
            value={data.title}
            onChange={(event) => form.setData('title', event.target.value)}
          />
          <Field label="Descrição" htmlFor="lesson-description" error={errors.description}>
            <Textarea
              {...fieldA11y('lesson-description', errors.description)}
              value={data.description}
              rows={3}
              onChange={(event) => form.setData('description', event.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Tipo de aula" htmlFor="lesson-type" error={errors.lessonType}>
              <NativeSelect
                {...fieldA11y('lesson-type', errors.lessonType)}
                value={data.lessonType}
                onChange={(event) => form.setData('lessonType', event.target.value)}
              >
                {LESSON_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {lessonTypeLabel(type)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Módulo" htmlFor="lesson-module" error={errors.moduleId}>
              <NativeSelect
                {...fieldA11y('lesson-module', errors.moduleId)}
                value={data.moduleId}
                onChange={(event) => form.setData('moduleId', event.target.value)}
              >
                <option value="">Sem módulo</option>
                {modules.map((module) => (
                  <option key={module.id} value={module.id}>
                    {module.title}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          {runsSimulator && (
            <Field
              label="Simulador"
              htmlFor="lesson-simulator"
              error={errors.simulator}
              hint="O simulador que o aluno usa nesta aula."
            >
              <NativeSelect
                {...fieldA11y('lesson-simulator', errors.simulator)}
                value={data.simulator}
                onChange={(event) => form.setData('simulator', event.target.value)}
              >
                <option value="">
                  {courseSimulators[0]
                    ? `Padrão do curso (${SIMULATOR_TITLES[courseSimulators[0]]})`
                    : 'Nenhum (escolha um simulador)'}
                </option>
                {SIMULATOR_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {SIMULATOR_TITLES[kind]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          <div className="flex items-center gap-3">
            <Switch.Root
              id="lesson-published"
              checked={data.isPublished}
              onCheckedChange={(checked) => form.setData('isPublished', checked)}
              className="relative h-6 w-11 shrink-0 cursor-pointer rounded-full bg-input transition-colors data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
            <label htmlFor="lesson-published" className="text-sm font-medium">
              {data.isPublished ? 'Publicada' : 'Rascunho'}
            </label>
          </div>
          <LessonFreePreviewField
            checked={freePreview}
            onChange={(checked) => form.setData('isFreePreview', checked)}
          />
        </TabsContent>

        <TabsContent value="conteudo" className="grid gap-4 lg:grid-cols-2">
          <Field
            label="Conteúdo (Markdown)"
            htmlFor="lesson-content"
            error={errors.content}
            hint="Use # para títulos, **negrito**, listas com - e links [texto](https://...)."
          >
            <Textarea
              {...fieldA11y('lesson-content', errors.content)}
              value={data.content}
              rows={16}
              className="font-mono"
              onChange={(event) => form.setData('content', event.target.value)}
            />
          </Field>
          <section aria-label="Prévia do conteúdo" className="grid content-start gap-1.5">
            <p className="text-sm font-medium">Prévia</p>
            <div
              className="max-h-96 min-h-40 overflow-y-auto rounded-md border bg-card p-4"
              aria-live="polite"
            >
              {data.content.trim() ? (
                <Markdown>{data.content}</Markdown>
              ) : (
                <p className="text-sm text-muted-foreground">
                  O texto formatado aparece aqui enquanto você digita.
                </p>
              )}
            </div>
          </section>
        </TabsContent>

        <TabsContent value="midia" className="grid gap-4">
          <FileUpload
            target="aulas"
            label="Enviar vídeo (ou áudio de podcast)"
            limits={uploadLimits}
            uploaded={uploaded}
            onUploaded={(file) => {
              form.setData('videoUrl', file.url)
              setUploaded({
                name: file.originalName,
                size: file.size,
                durationSeconds: file.durationSeconds,
              })
            }}
          />
          {uploaded ? (
            <p className="text-sm" role="status">
              {uploaded.durationSeconds
                ? `Duração lida do arquivo: ${formatDuration(uploaded.durationSeconds)}.`
                : 'Não foi possível ler a duração deste arquivo: a aula fica sem duração.'}
            </p>
          ) : (
            !youtube &&
            lesson?.mediaSeconds &&
            data.videoUrl === lesson.videoUrl && (
              <p className="text-sm">Duração do arquivo: {formatDuration(lesson.mediaSeconds)}.</p>
            )
          )}
          <InputField
            label="URL do vídeo ou link do YouTube"
            name="lesson-video"
            error={errors.videoUrl}
            hint="Cole um link completo do YouTube ou apenas o ID do vídeo, ou a URL de um arquivo de vídeo. A duração de um arquivo enviado é lida do próprio arquivo; a de um link externo fica desconhecida."
            value={data.videoUrl}
            onChange={(event) => {
              const videoUrl = event.target.value
              setUploaded(null)
              /* Another YouTube video has another length. */
              const sameVideo =
                detectYoutube(videoUrl)?.videoId === detectYoutube(data.videoUrl)?.videoId
              form.setData((fields) => ({
                ...fields,
                videoUrl,
                ...(sameVideo ? {} : { youtubeMinutes: '', youtubeSeconds: '' }),
              }))
            }}
            onBlur={() => {
              /* A bare YouTube id becomes a full link. */
              if (youtube && youtube.url !== data.videoUrl) form.setData('videoUrl', youtube.url)
            }}
            placeholder="https://www.youtube.com/watch?v=..."
          />
          {youtube && (
            <>
              <p className="text-sm text-success">Link do YouTube detectado.</p>
              <fieldset className="grid gap-3 rounded-lg border p-4">
                <legend className="px-1 text-sm font-medium">Duração do vídeo no YouTube</legend>
                <p className="text-sm text-muted-foreground">
                  Em branco, a duração fica desconhecida até o player informá-la na primeira
                  reprodução.
                </p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <InputField
                    label="Minutos"
                    name="lesson-youtube-minutes"
                    error={errors.youtubeMinutes}
                    inputMode="numeric"
                    value={data.youtubeMinutes}
                    onChange={(event) => form.setData('youtubeMinutes', event.target.value)}
                  />
                  <InputField
                    label="Segundos"
                    name="lesson-youtube-seconds"
                    error={errors.youtubeSeconds}
                    inputMode="numeric"
                    value={data.youtubeSeconds}
                    onChange={(event) => form.setData('youtubeSeconds', event.target.value)}
                  />
                </div>
              </fieldset>
            </>
          )}
          {lesson?.acceptsCaptions && (
            <LessonCaptionsField lesson={lesson} videoChanged={data.videoUrl !== lesson.videoUrl} />
          )}
        </TabsContent>
      </Tabs>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
        <Button type="submit" disabled={processing}>
          {editing ? 'Salvar Alterações' : 'Criar Aula'}
        </Button>
      </div>
    </FormDialog>
  )
}
