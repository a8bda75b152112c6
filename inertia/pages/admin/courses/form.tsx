import { useState, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field, fieldA11y, InputField } from '~/components/ui/field'
import { Input, Textarea } from '~/components/ui/input'
import { NativeSelect } from '~/components/admin/select_field'
import { PageHeader } from '~/components/admin/page_header'
import { FileUpload } from '~/components/admin/file_upload'
import { toast } from '~/hooks/use_toast'
import { urlFor } from '~/client'
import {
  CATEGORY_LABELS,
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  LEVEL_LABELS,
} from '@domain/catalog/catalog'
import { slugify } from '@domain/admin/admin_text'
import { courseFormErrors, type CourseFormFields } from '@domain/admin/admin_forms'
import { PREMIUM_PLAN } from '@domain/subscription/subscription'
import { formatMoney } from '@domain/platform/format'
import { PACING_HINTS, PACING_LABELS, PACING_MODES, type PacingMode } from '@domain/catalog/pacing'

type CourseFields = CourseFormFields & { level: string; category: string; pacing: PacingMode }

/** '37.5' → '37,50' for the price field. */
function priceText(price: number) {
  return price.toFixed(2).replace('.', ',')
}

/** 'Novo Curso' and 'Editar Curso'. The slug follows the title until it is edited by hand. */
export default function AdminCourseForm({
  course,
  thumbnailLimit,
}: {
  course: Data.Admin.Course | null
  /** Limit of course-thumbnails, where covers and preview videos go */
  thumbnailLimit: number
}) {
  const editing = course !== null
  const form = useForm<CourseFields>({
    title: course?.title ?? '',
    slug: course?.slug ?? '',
    description: course?.description ?? '',
    level: course?.level ?? 'beginner',
    category: course?.category ?? 'ai',
    thumbnailUrl: course?.thumbnailUrl ?? '',
    previewVideoUrl: course?.previewVideoUrl ?? '',
    /* A new course is Premium at the plan's monthly price until the admin says otherwise. */
    premium: course ? course.premium : true,
    price: priceText(course && course.price > 0 ? course.price : PREMIUM_PLAN.monthlyPrice),
    pacing: course?.pacing ?? 'free',
  })
  const [slugTouched, setSlugTouched] = useState(editing)
  /* Covers and preview videos both go to course-thumbnails: its limit is the one that applies. */
  const uploadLimits = {
    'course-thumbnails': thumbnailLimit,
    'course-videos': thumbnailLimit,
    'course-materials': thumbnailLimit,
  }
  const { data, errors, processing } = form

  function submit(event: FormEvent) {
    event.preventDefault()
    const clientErrors = courseFormErrors(data)
    form.clearErrors()
    if (Object.keys(clientErrors).length > 0) {
      form.setError(clientErrors as Partial<Record<keyof CourseFields, string>>)
      document.getElementById(Object.keys(clientErrors)[0])?.focus()
      return
    }
    const onError = () =>
      toast({
        title: editing ? 'Erro ao atualizar curso' : 'Erro ao criar curso',
        description: 'Verifique os campos destacados.',
        variant: 'destructive',
      })
    form.transform((fields) => ({ ...fields, price: fields.premium ? fields.price : null }))
    if (course) form.put(urlFor('admin.courses.update', { id: course.id }), { onError })
    else form.post(urlFor('admin.courses.store'), { onError })
  }

  return (
    <>
      <Head title={editing ? 'Administração · Editar Curso' : 'Administração · Novo Curso'} />
      <PageHeader
        title={editing ? 'Editar Curso' : 'Novo Curso'}
        description={
          editing ? course.title : 'O curso começa como rascunho: publique quando estiver pronto.'
        }
        actions={
          <Button variant="outline" asChild>
            {course ? (
              <Link route="admin.courses.show" routeParams={{ id: course.id }}>
                <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar
              </Link>
            ) : (
              <Link route="admin.courses.index">
                <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar
              </Link>
            )}
          </Button>
        }
      />
      <Card className="max-w-3xl p-6">
        <form onSubmit={submit} className="grid gap-5" noValidate>
          <InputField
            label="Título"
            name="title"
            error={errors.title}
            value={data.title}
            onChange={(event) => {
              const title = event.target.value
              form.setData((current) => ({
                ...current,
                title,
                slug: slugTouched ? current.slug : slugify(title),
              }))
            }}
          />
          <Field
            label="Endereço (slug)"
            htmlFor="slug"
            error={errors.slug}
            hint={`A página pública será /cursos/${data.slug || 'endereco-do-curso'}`}
          >
            <Input
              {...fieldA11y('slug', errors.slug)}
              value={data.slug}
              onChange={(event) => {
                setSlugTouched(true)
                form.setData('slug', event.target.value)
              }}
            />
          </Field>
          <Field label="Descrição" htmlFor="description" error={errors.description}>
            <Textarea
              {...fieldA11y('description', errors.description)}
              value={data.description}
              onChange={(event) => form.setData('description', event.target.value)}
              rows={4}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Nível" htmlFor="level" error={errors.level}>
              <NativeSelect
                {...fieldA11y('level', errors.level)}
                value={data.level}
                onChange={(event) => form.setData('level', event.target.value)}
              >
                {COURSE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {LEVEL_LABELS[level]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Categoria" htmlFor="category" error={errors.category}>
              <NativeSelect
                {...fieldA11y('category', errors.category)}
                value={data.category}
                onChange={(event) => form.setData('category', event.target.value)}
              >
                {COURSE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <p className="text-sm text-muted-foreground">
            A duração do curso é calculada: a soma das aulas publicadas (vídeos e áudios pela
            duração do arquivo, leituras pelo número de palavras, quizzes pelo tempo limite).
          </p>
          <fieldset className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 text-sm font-medium">Acesso e preço</legend>
            <div className="flex items-start gap-3">
              <input
                id="premium"
                name="premium"
                type="checkbox"
                checked={data.premium}
                onChange={(event) => form.setData('premium', event.target.checked)}
                className="mt-1 h-4 w-4 shrink-0 accent-primary"
                aria-describedby="premium-hint"
              />
              <div className="grid gap-0.5">
                <label htmlFor="premium" className="text-sm font-medium">
                  Premium (incluído na assinatura)
                </label>
                <p id="premium-hint" className="text-xs text-muted-foreground">
                  {data.premium
                    ? `Assinantes do Plano Premium (${formatMoney(PREMIUM_PLAN.monthlyPrice)}/mês) têm acesso completo; os demais alunos abrem as aulas marcadas como prévia gratuita (por padrão, a primeira aula de cada módulo).`
                    : 'Curso gratuito: todas as aulas e materiais abertos a qualquer aluno com conta.'}
                </p>
              </div>
            </div>
            {data.premium ? (
              <InputField
                label="Preço de referência (R$)"
                name="price"
                error={errors.price}
                hint="Só para referência interna: nenhum curso é vendido avulso. Os alunos veem “Incluído no Premium” e o preço do plano."
                inputMode="decimal"
                value={data.price}
                onChange={(event) => form.setData('price', event.target.value)}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                Preço: <strong>Gratuito</strong>
              </p>
            )}
          </fieldset>
          <Field
            label="Ritmo do curso"
            htmlFor="pacing"
            error={errors.pacing}
            hint={PACING_HINTS[data.pacing]}
          >
            <NativeSelect
              {...fieldA11y('pacing', errors.pacing)}
              value={data.pacing}
              onChange={(event) => form.setData('pacing', event.target.value as PacingMode)}
            >
              {PACING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {PACING_LABELS[mode]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <fieldset className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 text-sm font-medium">Capa do curso</legend>
            <InputField
              label="URL da imagem de capa"
              name="thumbnailUrl"
              error={errors.thumbnailUrl}
              hint="Cole um link ou envie uma imagem abaixo."
              value={data.thumbnailUrl}
              onChange={(event) => form.setData('thumbnailUrl', event.target.value)}
              placeholder="https://"
            />
            <FileUpload
              target="capas"
              label="Enviar imagem de capa"
              limits={uploadLimits}
              onUploaded={(file) => form.setData('thumbnailUrl', file.url)}
            />
            {data.thumbnailUrl && (
              <img
                src={data.thumbnailUrl}
                alt="Prévia da capa do curso"
                className="h-32 w-56 max-w-full rounded-md border object-cover"
              />
            )}
          </fieldset>
          <fieldset className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 text-sm font-medium">Vídeo de prévia</legend>
            <InputField
              label="URL do vídeo de prévia"
              name="previewVideoUrl"
              error={errors.previewVideoUrl}
              hint="Aberto a visitantes no catálogo, como a capa. Cole um link ou envie um vídeo .webm ou .mp4 curto."
              value={data.previewVideoUrl}
              onChange={(event) => form.setData('previewVideoUrl', event.target.value)}
              placeholder="https://"
            />
            <FileUpload
              target="previas"
              label="Enviar vídeo de prévia"
              limits={uploadLimits}
              onUploaded={(file) => form.setData('previewVideoUrl', file.url)}
            />
            {data.previewVideoUrl && (
              <video
                src={data.previewVideoUrl}
                controls
                preload="metadata"
                aria-label="Prévia do vídeo do curso"
                className="aspect-video w-full max-w-md rounded-md border bg-black"
              />
            )}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button type="submit" disabled={processing}>
              {editing ? 'Salvar Alterações' : 'Criar Curso'}
            </Button>
          </div>
        </form>
      </Card>
    </>
  )
}
