/* Every pt-BR text of the course page template (/cursos/{slug}), in one place for review. */
import { stripModulePrefix } from '@domain/admin/admin_text'
import { QUIZ_VERDICT_LABELS } from '@domain/learning/quiz'
import { CATALOG_TEXT } from '~/components/catalog/texts'

export const COURSE_TEXT = {
  backToCourses: 'Voltar aos Cursos',
  draftNotice: 'Rascunho — visível só para administradores',
  archivedNotice: 'Curso arquivado — visível só para administradores',
  students: (n: number, formatted: string) => (n === 1 ? '1 aluno' : `${formatted} alunos`),
  /* The course's real length: the sum of its published lessons */
  totalDuration: (duration: string) => `${duration} de conteúdo`,
  /* '4,8 (3 avaliações)': both parts from @domain/course_figures */
  ratingWithReviews: (rating: string, reviews: string) => `${rating} (${reviews})`,
  modules: (n: number) => (n === 1 ? '1 módulo' : `${n} módulos`),
  mentor: 'Mentor',
  tagsLabel: 'Temas do curso',
  figuresLabel: 'Números do curso',
  /* Side card */
  /* No course is sold on its own; lifetime access only where no subscription is needed. */
  free: CATALOG_TEXT.free,
  freeCourse: 'Todas as aulas abertas para quem tem conta',
  inPremium: CATALOG_TEXT.inPremium,
  premiumCourse: `${CATALOG_TEXT.inPremiumPrice}, com todos os cursos`,
  lifetime: 'Acesso vitalício',
  yourProgress: 'Seu progresso',
  lessonsDone: (done: number, total: number) => `${done} de ${total} aulas concluídas`,
  signInToTrack: 'Entre para salvar seu progresso',
  startCourse: 'Começar Curso',
  continueCourse: 'Continuar Curso',
  comingSoon: 'Aulas em breve',
  favorite: 'Favoritar',
  favorited: 'Nos favoritos',
  favoriteSignIn: 'Entre para favoritar este curso',
  linkCopiedText: 'O link do curso foi copiado para a área de transferência.',
  includes: 'Este curso inclui',
  tabsLabel: 'Seções do curso',
  /* Conteúdo */
  /* A title stored as 'Módulo 1: X' (before 0750) is not numbered twice. */
  moduleTitle: (index: number, title: string) => `Módulo ${index}: ${stripModulePrefix(title)}`,
  lessonsCount: (n: number) => (n === 1 ? '1 aula' : `${n} aulas`),
  moduleDone: (done: number, total: number) => `${done}/${total} concluídas`,
  lessonCompleted: 'Concluída',
  lessonCurrent: 'Aula atual',
  lessonFailed: QUIZ_VERDICT_LABELS.failed,
  lessonSoon: 'Em breve',
  lessonPremium: 'Premium',
  noLessons: 'As aulas deste curso estão sendo preparadas.',
  emptyModule: 'Este módulo ainda não tem aulas.',
  /* Lessons and modules loaded when asked for */
  loadingLessons: 'Carregando aulas...',
  lessonsFailed: 'Não foi possível carregar as aulas deste módulo.',
  loadingModules: 'Carregando módulos...',
  modulesFailed: 'Não foi possível carregar os outros módulos.',
  showAllLessons: (n: number) => `Mostrar todas as ${n} aulas`,
  showAllModules: (n: number) => `Mostrar todos os ${n} módulos`,
  /* Materiais do curso (not attached to a lesson) */
  materialsTitle: 'Materiais do curso',
  materialsSignIn: 'Entre na sua conta para baixar os materiais.',
  materialsSignInAction: 'Entrar',
  materialsPremium: 'Os materiais deste curso fazem parte do Plano Premium.',
  materialLocked: 'Bloqueado',
  /* Objetivos */
  objectivesTitle: 'O que você vai aprender',
  outcomesTitle: 'Resultados esperados',
  noObjectives: 'Os objetivos deste curso serão publicados em breve.',
  /* Avaliações */
  reviewsTitle: 'Avaliações dos alunos',
  noReviews: 'Este curso ainda não tem avaliações. Seja o primeiro a avaliar!',
  yourReview: 'Sua avaliação',
  edited: '(editada)',
  editReview: 'Editar avaliação',
  writeReview: 'Avaliar este curso',
  reviewSignIn: 'Entre na sua conta para avaliar este curso.',
  signIn: 'Entrar',
  reviewStartFirst: 'Comece o curso para poder avaliá-lo.',
  ratingLegend: 'Sua nota',
  starLabel: (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`),
  commentLabel: 'Comentário',
  commentPlaceholder: 'Conte o que achou do curso, do conteúdo e do mentor IA.',
  commentCounter: (n: number, max: number) => `${n}/${max} caracteres`,
  publishReview: 'Publicar Avaliação',
  saveReview: 'Salvar Alterações',
  saving: 'Enviando...',
  cancel: 'Cancelar',
  /* Tabs whose data loads when first opened */
  tabLoading: (label: string) => `Carregando ${label}...`,
}
