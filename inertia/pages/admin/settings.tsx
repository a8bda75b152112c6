import { useState } from 'react'
import { Head, router, useForm, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { BookOpen, FileText, FolderOpen, Users } from '~/components/platform/icons'
import type { SharedProps } from '~/types'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { PageHeader } from '~/components/admin/page_header'
import { FeatureCatalogue } from '~/components/admin/feature_catalogue'
import { formatFileSize, formatMoney } from '@domain/platform/format'
import { ANNUAL_PIX_FORM } from '@domain/subscription/forms'
import { PREMIUM_PLAN, annualPixAmountCents } from '@domain/subscription/subscription'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Field, fieldA11y } from '~/components/ui/field'
import { formPasses } from '~/lib/form_checks'
import { MEDIA_BUCKETS, type MediaBucket } from '@domain/admin/admin_media'
import { canManageUsers } from '@domain/accounts/roles'
import { urlFor } from '~/client'
import { PUBLIC_UPLOAD_FOLDERS } from '@domain/platform/protected_files'

type Storage = { disk: string; limits: Record<MediaBucket, number> }
type AnnualPix = { discountPercent: number; amountCents: number }

function howTos(limits: Record<MediaBucket, number>) {
  return [
    {
      title: 'Como enviar o vídeo de uma aula',
      steps: [
        'Em Cursos, clique em "Gerenciar conteúdo" no curso.',
        'Na aba Aulas, clique em "Nova Aula" (ou em "Editar" numa aula existente).',
        'Preencha a aba Básico (título, tipo Vídeo, duração e módulo).',
        `Na aba Mídia, clique em "Escolher arquivo" e selecione o vídeo (MP4, AVI, MOV ou WebM, até ${formatFileSize(limits['course-videos'])}); ele vai para o bucket course-videos.`,
        'Ou cole um link do YouTube (completo ou só o ID do vídeo).',
        'Clique em "Criar Aula" e depois em "Publicar" quando a aula estiver pronta.',
      ],
    },
    {
      title: 'Como publicar um episódio de podcast',
      steps: [
        'No curso, aba Aulas, clique em "Nova Aula" e escolha o tipo Podcast.',
        `Na aba Mídia, envie o áudio (MP3, WAV ou M4A, até ${formatFileSize(limits['course-materials'])}); áudios ficam no bucket course-materials.`,
        'Use a aba Conteúdo para as notas do episódio em Markdown.',
        'Crie a aula e publique-a. Um MP3 também pode ser anexado como material de apoio em Materiais.',
      ],
    },
    {
      title: 'Como criar um curso completo',
      steps: [
        'Em Cursos, clique em "Novo Curso": título (o endereço é gerado dele), descrição, nível, categoria, duração, Premium e preço, capa e vídeo de prévia.',
        'Na página do curso, aba Aulas, crie os módulos em "Adicionar Módulo".',
        'Crie as aulas com "Nova Aula" (ela entra no último módulo): conteúdo em Markdown com prévia e vídeo na aba Mídia; uma aula Interativa escolhe o simulador.',
        'Ordene as aulas com as setas e publique cada aula pronta.',
        'Na aba Materiais, adicione PDFs, links e arquivos de apoio.',
        'Clique em "Publicar" no topo da página do curso e confira em "Visualizar Curso".',
      ],
    },
    {
      title: 'Como gerenciar materiais',
      steps: [
        'Abra Materiais e clique em "Novo Material".',
        'Na aba Link/URL, cole o endereço (links do YouTube são detectados) e escolha o tipo.',
        `Ou, na aba Enviar Arquivo, envie PDF, DOC, DOCX, MP4, MP3, JPG, PNG ou TXT (documentos até ${formatFileSize(limits['course-materials'])}).`,
        'Escolha o curso e, se quiser, a aula (a lista de aulas libera depois do curso).',
        'Clique em "Adicionar Material". Use os filtros por curso e aula para encontrar, editar ou excluir.',
      ],
    },
  ]
}

const FORMATS = [
  { label: 'Vídeos', formats: 'MP4, AVI, MOV, WebM' },
  { label: 'Áudio', formats: 'MP3, WAV, M4A' },
  { label: 'Documentos', formats: 'PDF, DOC, DOCX, TXT' },
  { label: 'Imagens', formats: 'JPG, PNG, WEBP' },
]

const BUCKET_CONTENTS: Record<MediaBucket, string> = {
  'course-videos':
    'Vídeos das aulas. Só saem por /aulas/:id/video, para quem pode ver a aula (regra Premium).',
  'course-thumbnails':
    'Capas e vídeos de prévia dos cursos. Públicos: qualquer pessoa com o link abre em /uploads/….',
  'course-materials':
    'PDFs, documentos e áudios (inclusive episódios de podcast). Só saem por /materiais/:id/arquivo ou, o áudio de uma aula, por /aulas/:id/video, para quem pode ver o material ou a aula.',
}

function Guide({ storage }: { storage: Storage }) {
  const { user } = usePage<SharedProps>().props
  const shortcuts = [
    { route: 'admin.media.index', label: 'Biblioteca de mídia', icon: FolderOpen },
    { route: 'admin.courses.index', label: 'Cursos', icon: BookOpen },
    { route: 'admin.materials.index', label: 'Materiais', icon: FileText },
    ...(canManageUsers(user)
      ? [{ route: 'admin.users.index', label: 'Usuários', icon: Users } as const]
      : []),
  ] as const
  return (
    <div className="grid gap-6">
      <nav aria-label="Atalhos" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {shortcuts.map((shortcut) => (
          <Link
            key={shortcut.route}
            route={shortcut.route}
            className="flex items-center gap-3 rounded-xl border bg-card p-5 font-medium shadow-sm transition-colors hover:bg-accent"
          >
            <shortcut.icon className="h-6 w-6 text-primary" aria-hidden="true" />
            {shortcut.label}
          </Link>
        ))}
      </nav>
      <div className="grid gap-4 lg:grid-cols-2">
        {howTos(storage.limits).map((howTo) => (
          <Card key={howTo.title}>
            <CardHeader>
              <CardTitle>{howTo.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid list-decimal gap-2 pl-5 text-sm">
                {howTo.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Armazenamento</CardTitle>
            <CardDescription>
              {storage.disk === 's3'
                ? 'Arquivos num bucket compatível com S3; cada bucket abaixo é uma pasta dele.'
                : 'Arquivos no disco do servidor (storage/uploads).'}{' '}
              Só as capas e prévias são públicas; vídeos das aulas e materiais passam pelas rotas
              autorizadas, que conferem a sessão e o Premium. Na Biblioteca, "Abrir" usa a rota do
              painel.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {MEDIA_BUCKETS.map((bucket) => (
                <li key={bucket} className="text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="font-semibold">{bucket}</code>
                    {(PUBLIC_UPLOAD_FOLDERS as readonly string[]).includes(bucket) ? (
                      <Badge variant="outline">Público</Badge>
                    ) : (
                      <Badge variant="secondary">Protegido</Badge>
                    )}
                    <span className="text-muted-foreground">
                      até {formatFileSize(storage.limits[bucket])} por arquivo
                    </span>
                  </div>
                  <p className="text-muted-foreground">{BUCKET_CONTENTS[bucket]}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Formatos suportados</CardTitle>
            <CardDescription>
              O conteúdo de cada arquivo é conferido com a extensão: um arquivo renomeado é
              recusado.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              {FORMATS.map((format) => (
                <div key={format.label} className="flex justify-between gap-4">
                  <dt className="font-medium">{format.label}</dt>
                  <dd className="text-muted-foreground">{format.formats}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}

/** The discount of 'Plano anual via Pix' over 12 × R$ 37,00 (administrators save it). */
function AnnualPixSettings({ annualPix }: { annualPix: AnnualPix }) {
  const form = useForm({ discountPercent: String(annualPix.discountPercent) })
  const error = form.errors.discountPercent
  const typed = Number(form.data.discountPercent)
  const preview =
    Number.isInteger(typed) && typed >= 0 && typed <= ANNUAL_PIX_FORM.discountPercent.max
  return (
    <Card className="mb-4">
      <CardHeader>
        <CardTitle>Plano anual via Pix</CardTitle>
        <CardDescription>
          12 meses de Premium pagos de uma vez por Pix, sem renovação automática. Preço atual:{' '}
          {formatMoney(annualPix.amountCents / 100)} ({annualPix.discountPercent}% de desconto sobre
          12 × {formatMoney(PREMIUM_PLAN.monthlyPrice)}).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!formPasses(form, ANNUAL_PIX_FORM)) return
            form.put(urlFor('admin.settings.annual_pix'), { preserveScroll: true })
          }}
        >
          <Field label="Desconto (%)" htmlFor="discountPercent" error={error} className="w-44">
            <Input
              {...fieldA11y('discountPercent', error)}
              type="number"
              inputMode="numeric"
              min={ANNUAL_PIX_FORM.discountPercent.min}
              max={ANNUAL_PIX_FORM.discountPercent.max}
              step={1}
              value={form.data.discountPercent}
              onChange={(event) => form.setData('discountPercent', event.target.value)}
            />
          </Field>
          <Button type="submit" variant="outline" disabled={form.processing}>
            {form.processing ? 'Salvando...' : 'Salvar desconto'}
          </Button>
          {preview && (
            <p className="text-sm text-muted-foreground">
              Novo preço: {formatMoney(annualPixAmountCents(typed) / 100)}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  )
}

export default function AdminSettings({
  storage,
  annualPix,
}: {
  storage: Storage
  annualPix: AnnualPix
}) {
  const [tab, setTab] = useState(() =>
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.search).get('aba') === 'recursos'
      ? 'recursos'
      : 'guia'
  )
  function changeTab(value: string) {
    setTab(value)
    router.replace({
      url: urlFor(
        'admin.settings',
        undefined,
        value === 'recursos' ? { qs: { aba: 'recursos' } } : undefined
      ),
      preserveScroll: true,
      preserveState: true,
    })
  }
  return (
    <>
      <Head title="Administração · Configurações" />
      <PageHeader
        title="Configurações"
        description="Guia do painel, armazenamento e o que a plataforma já faz."
      />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList>
          <TabsTrigger value="guia">Guia do painel</TabsTrigger>
          <TabsTrigger value="recursos">Funcionalidades</TabsTrigger>
        </TabsList>
        <TabsContent value="guia">
          <AnnualPixSettings annualPix={annualPix} />
          <Guide storage={storage} />
        </TabsContent>
        <TabsContent value="recursos">
          <FeatureCatalogue />
        </TabsContent>
      </Tabs>
    </>
  )
}
