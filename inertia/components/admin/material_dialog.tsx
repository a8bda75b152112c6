import { useState, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { FormDialog } from '~/components/ui/form_dialog'
import { Field, fieldA11y, InputField } from '~/components/ui/field'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { NativeSelect } from '~/components/admin/select_field'
import { FileUpload, type UploadedFile } from '~/components/admin/file_upload'
import { toast } from '~/hooks/use_toast'
import { urlFor } from '~/client'
import { isSafeLink } from '@domain/platform/links'
import {
  MATERIAL_LINK_TYPES,
  MATERIAL_TYPE_LABELS,
  detectYoutube,
  type MediaBucket,
} from '@domain/admin/admin_media'

type MaterialFields = {
  title: string
  fileType: string
  linkUrl: string
  courseId: string
  lessonId: string
}

type StoredFile = { key: string; url: string; name: string; size: number | null }

/**
 * 'Novo Material' / 'Editar Material' with tabs 'Link/URL' and 'Enviar
 * Arquivo'. 'Aula' stays disabled until a course is chosen; 'Adicionar
 * Material' until there is a title and a file URL.
 */
export function MaterialDialog({
  courses,
  lessons,
  material,
  defaultCourseId,
  uploadLimits,
  trigger,
}: {
  courses: Data.Admin.CourseOption[]
  lessons: Data.Admin.LessonOption[]
  material?: Data.Admin.Material
  defaultCourseId?: number | null
  uploadLimits: Record<MediaBucket, number>
  trigger: ReactNode
}) {
  const editing = Boolean(material)
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<'link' | 'upload'>(material?.storageKey ? 'upload' : 'link')
  const [stored, setStored] = useState<StoredFile | null>(
    material?.storageKey
      ? {
          key: material.storageKey,
          url: material.fileUrl,
          name: material.storageKey.split('/').pop() ?? material.title,
          size: material.fileSizeBytes,
        }
      : null
  )
  const form = useForm<MaterialFields>({
    title: material?.title ?? '',
    fileType: material && !material.storageKey ? material.fileType : 'link',
    linkUrl: material && !material.storageKey ? material.fileUrl : '',
    courseId: String(material?.courseId ?? defaultCourseId ?? ''),
    lessonId: material?.lessonId ? String(material.lessonId) : '',
  })
  const { data, errors, processing } = form
  const youtube = data.linkUrl ? detectYoutube(data.linkUrl) : null
  const courseLessons = lessons.filter((lesson) => String(lesson.courseId) === data.courseId)
  const fileUrl = tab === 'link' ? data.linkUrl.trim() : (stored?.url ?? '')
  const canSubmit = data.title.trim() !== '' && fileUrl !== '' && !processing

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!canSubmit) return
    form.clearErrors()
    if (data.title.trim().length > 200) {
      return form.setError('title', 'O campo título pode ter no máximo 200 caracteres.')
    }
    if (tab === 'link' && !youtube && !isSafeLink(fileUrl)) {
      return form.setError(
        'linkUrl',
        'Informe um endereço começando com http:// ou https://, ou o ID de um vídeo do YouTube.'
      )
    }
    form.transform((fields) => ({
      title: fields.title,
      fileUrl,
      fileType: tab === 'link' ? (youtube ? 'youtube' : fields.fileType) : null,
      storageKey: tab === 'upload' ? (stored?.key ?? null) : null,
      courseId: fields.courseId ? Number(fields.courseId) : null,
      lessonId: fields.lessonId ? Number(fields.lessonId) : null,
    }))
    const options = {
      preserveScroll: true,
      onSuccess: () => {
        setOpen(false)
        if (!editing) {
          form.reset()
          setStored(null)
          setTab('link')
        }
      },
      onError: () =>
        toast({
          title: editing ? 'Erro ao atualizar material' : 'Erro ao criar material',
          description: 'Verifique os campos destacados.',
          variant: 'destructive',
        }),
    }
    if (material) form.put(urlFor('admin.materials.update', { id: material.id }), options)
    else form.post(urlFor('admin.materials.store'), options)
  }

  const urlError =
    (errors as Record<string, string | undefined>).fileUrl ??
    (tab === 'link' ? errors.linkUrl : undefined)
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onClose={() => form.clearErrors()}
      trigger={trigger}
      onSubmit={submit}
      title={editing ? 'Editar Material' : 'Novo Material'}
      className="max-w-2xl"
    >
      <InputField
        label="Título"
        name="material-title"
        error={errors.title}
        value={data.title}
        onChange={(event) => form.setData('title', event.target.value)}
      />

      <Tabs value={tab} onValueChange={(value) => setTab(value as 'link' | 'upload')}>
        <TabsList>
          <TabsTrigger value="link">Link/URL</TabsTrigger>
          <TabsTrigger value="upload">Enviar Arquivo</TabsTrigger>
        </TabsList>
        <TabsContent value="link" className="grid gap-4">
          <InputField
            label="URL do arquivo"
            name="material-url"
            error={tab === 'link' ? urlError : undefined}
            hint="Para YouTube, cole o link completo ou apenas o ID do vídeo."
            value={data.linkUrl}
            onChange={(event) => {
              const linkUrl = event.target.value
              form.setData((current) => ({
                ...current,
                linkUrl,
                fileType: detectYoutube(linkUrl) ? 'youtube' : current.fileType,
              }))
            }}
            placeholder="https://"
          />
          {youtube && <p className="text-sm text-success">Link do YouTube detectado.</p>}
          <Field label="Tipo" htmlFor="material-type" error={errors.fileType}>
            <NativeSelect
              {...fieldA11y('material-type', errors.fileType)}
              value={youtube ? 'youtube' : data.fileType}
              disabled={Boolean(youtube)}
              onChange={(event) => form.setData('fileType', event.target.value)}
            >
              {MATERIAL_LINK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MATERIAL_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </TabsContent>
        <TabsContent value="upload" className="grid gap-3">
          <FileUpload
            target="materiais"
            label="Arquivo do material"
            limits={uploadLimits}
            uploaded={stored ? { name: stored.name, size: stored.size } : null}
            onUploaded={(file: UploadedFile) => {
              setStored({
                key: file.key,
                url: file.url,
                name: file.originalName,
                size: file.size,
              })
              if (!data.title.trim())
                form.setData('title', file.originalName.replace(/\.[^.]+$/, ''))
            }}
          />
          {tab === 'upload' && urlError && (
            <p role="alert" className="text-sm text-destructive">
              {urlError}
            </p>
          )}
        </TabsContent>
      </Tabs>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Curso" htmlFor="material-course" error={errors.courseId}>
          <NativeSelect
            {...fieldA11y('material-course', errors.courseId)}
            value={data.courseId}
            onChange={(event) =>
              form.setData((current) => ({
                ...current,
                courseId: event.target.value,
                lessonId: '',
              }))
            }
          >
            <option value="">Nenhum curso</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Aula"
          htmlFor="material-lesson"
          error={errors.lessonId}
          hint={data.courseId ? undefined : 'Escolha um curso primeiro.'}
        >
          <NativeSelect
            {...fieldA11y('material-lesson', errors.lessonId)}
            value={data.lessonId}
            disabled={!data.courseId}
            onChange={(event) => form.setData('lessonId', event.target.value)}
          >
            <option value="">Nenhuma aula (material do curso)</option>
            {courseLessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {lesson.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {editing ? 'Salvar Alterações' : 'Adicionar Material'}
        </Button>
      </div>
    </FormDialog>
  )
}
