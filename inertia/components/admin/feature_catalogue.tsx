import { Database, FolderOpen, Sparkles } from '~/components/platform/icons'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { MEDIA_BUCKETS } from '@domain/admin/admin_media'

type Status = 'active' | 'partial' | 'pending'

const STATUS: Record<Status, { label: string; variant: 'success' | 'highlight' | 'outline' }> = {
  active: { label: 'Ativo', variant: 'success' },
  partial: { label: 'Parcial', variant: 'highlight' },
  pending: { label: 'Pendente', variant: 'outline' },
}

type Category = { title: string; description: string; features: { name: string; status: Status }[] }

/** What the admin area really does today, category by category. */
export const FEATURE_CATEGORIES: Category[] = [
  {
    title: 'Gestão de cursos',
    description: 'Cursos, módulos e aulas com publicação e ordem.',
    features: [
      {
        name: 'Criar e editar cursos (título, descrição, nível, categoria, duração, capa)',
        status: 'active',
      },
      { name: 'Preço e Premium (incluído na assinatura) ou gratuito', status: 'active' },
      { name: 'Vídeo de prévia do curso (link ou envio)', status: 'active' },
      { name: 'Endereço (slug) gerado do título, editável e único', status: 'active' },
      { name: 'Publicar e despublicar cursos', status: 'active' },
      { name: 'Excluir curso, ou arquivar quando há progresso de alunos', status: 'active' },
      { name: 'Módulos: criar, renomear, reordenar e excluir', status: 'active' },
      { name: 'Aulas com Markdown e prévia ao vivo', status: 'active' },
      { name: 'Nova aula no último módulo; aula interativa escolhe o simulador', status: 'active' },
      { name: 'Reordenar aulas e publicar cada aula', status: 'active' },
    ],
  },
  {
    title: 'Envio de vídeos das aulas',
    description: 'Vídeos no bucket course-videos ou links do YouTube.',
    features: [
      { name: 'Envio de vídeo (MP4, AVI, MOV, WebM) com progresso', status: 'active' },
      { name: 'Link do YouTube (completo ou só o ID) ou URL de vídeo', status: 'active' },
      { name: 'Conferência do conteúdo do arquivo e limite de tamanho', status: 'active' },
    ],
  },
  {
    title: 'Podcasts',
    description: 'Episódios em áudio publicados como aulas ou materiais.',
    features: [
      { name: 'Aula do tipo Podcast com áudio enviado (MP3, WAV, M4A)', status: 'active' },
      { name: 'Áudio MP3 como material de apoio', status: 'active' },
      { name: 'Feed RSS para aplicativos de podcast', status: 'pending' },
    ],
  },
  {
    title: 'Materiais',
    description: 'Arquivos e links de apoio por curso e por aula.',
    features: [
      { name: 'Materiais por link, com detecção de YouTube', status: 'active' },
      { name: 'Envio de arquivo (PDF, DOC, DOCX, MP4, MP3, JPG, PNG, TXT)', status: 'active' },
      { name: 'Filtros por curso e por aula', status: 'active' },
      { name: 'Editar e excluir materiais', status: 'active' },
    ],
  },
  {
    title: 'Armazenamento',
    description:
      'Três buckets em disco local ou armazenamento S3: capas e prévias públicas, vídeos e materiais protegidos.',
    features: [
      { name: 'Biblioteca de mídia com busca, filtro por bucket e subpastas', status: 'active' },
      { name: 'Bucket escolhido pelo tipo do arquivo', status: 'active' },
      { name: 'Limite de tamanho por bucket (configurável)', status: 'active' },
      { name: 'Arquivos em uso protegidos contra exclusão', status: 'active' },
    ],
  },
  {
    title: 'Gestão de usuários',
    description: 'Papéis de perfil e acesso ao painel.',
    features: [
      { name: 'Busca por nome ou e-mail e filtro por papel', status: 'active' },
      { name: 'Papel do perfil: aluno, instrutor ou administrador', status: 'active' },
      {
        name: 'Acesso ao painel: superadministrador, administrador ou editor',
        status: 'active',
      },
      { name: 'O último superadministrador não pode ser removido', status: 'active' },
    ],
  },
]

/** Tables the admin area reads and writes. */
export const ADMIN_TABLES = [
  'courses',
  'course_modules',
  'lessons',
  'course_materials',
  'profiles',
  'admin_users',
  'course_progress',
  'lesson_progress',
  'lesson_views',
  'admin_activities',
]

function categoryStatus(category: Category): Status {
  if (category.features.every((feature) => feature.status === 'active')) return 'active'
  if (category.features.some((feature) => feature.status === 'active')) return 'partial'
  return 'pending'
}

export function FeatureCatalogue() {
  const activeFeatures = FEATURE_CATEGORIES.flatMap((category) => category.features).filter(
    (feature) => feature.status === 'active'
  ).length
  const tiles = [
    { label: 'Funcionalidades ativas', value: activeFeatures, icon: Sparkles },
    { label: 'Buckets de armazenamento', value: MEDIA_BUCKETS.length, icon: FolderOpen },
    { label: 'Tabelas usadas pelo painel', value: ADMIN_TABLES.length, icon: Database },
  ]
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <Card key={tile.label} className="flex items-center gap-4 p-5">
            <tile.icon className="h-8 w-8 text-primary" aria-hidden="true" />
            <div>
              <p className="text-2xl font-bold">{tile.value}</p>
              <p className="text-sm text-muted-foreground">{tile.label}</p>
            </div>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {FEATURE_CATEGORIES.map((category) => {
          const status = STATUS[categoryStatus(category)]
          return (
            <Card key={category.title}>
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle>{category.title}</CardTitle>
                  <Badge variant={status.variant}>{status.label}</Badge>
                </div>
                <CardDescription>{category.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2">
                  {category.features.map((feature) => (
                    <li
                      key={feature.name}
                      className="flex items-start justify-between gap-3 text-sm"
                    >
                      <span>{feature.name}</span>
                      <Badge variant={STATUS[feature.status].variant} className="shrink-0">
                        {STATUS[feature.status].label}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )
        })}
      </div>
      <p className="text-sm text-muted-foreground">
        Tabelas: {ADMIN_TABLES.map((table) => table).join(', ')}. O acesso ao painel vem de{' '}
        <code>admin_users</code> e a atividade dos alunos de <code>course_progress</code>,{' '}
        <code>lesson_progress</code> e <code>lesson_views</code>.
      </p>
    </div>
  )
}
