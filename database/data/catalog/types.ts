import type {
  CourseCategory,
  CourseLevel,
  CourseTab,
  LessonType,
  SimulatorKind,
} from '#domain/catalog/catalog'

/** One lesson of the seeded catalogue. Position in the course = order in the file. */
export type SeedLesson = {
  title: string
  /** One or two sentences shown under the title and in "Sobre a Aula" */
  description: string
  type: LessonType
  /** The lesson body in Markdown (pt-BR, real content, 120–250 words) */
  content: string
  /** 2–4 learning objectives shown in the lesson's "Conteúdo" tab */
  objectives: string[]
  /** false = draft, announced as "Em breve" on the course page; default true */
  isPublished?: boolean
  /** For interactive/simulation lessons: which simulator the lesson runs */
  simulator?: SimulatorKind
}

export type SeedModule = {
  title: string
  description: string
  lessons: SeedLesson[]
}

export type SeedReview = {
  /** E-mail of the seeded member who wrote it (database/data/catalog/reviewers.ts) */
  author: string
  rating: 1 | 2 | 3 | 4 | 5
  /** ISO date, e.g. '2026-09-14' */
  date: string
  comment: string
}

export type SeedCourse = {
  slug: string
  title: string
  subtitle: string
  description: string
  category: CourseCategory
  level: CourseLevel
  /** Emoji shown on catalogue cards */
  imageEmoji: string
  /** 0 = free; otherwise BRL */
  price: number
  featured: boolean
  tags: string[]
  /** Side-card feature list ("Certificado de conclusão", …) */
  features: string[]
  /** Objetivos tab */
  objectives: string[]
  /** Preview dialog: learning path steps */
  learningPath: string[]
  /** Preview dialog: expected results */
  outcomes: string[]
  mentor: { name: string; avatar: string; bio: string; experience: string }
  tabs: CourseTab[]
  /** Simulators of the Simulador / Lab Virtual tab, first one shown first */
  simulators: SimulatorKind[]
  /** Days before the seed date the course was created: decides "newest" on the landing page */
  createdDaysAgo: number
  modules: SeedModule[]
  reviews: SeedReview[]
}

export type QuizDifficulty = 'easy' | 'medium' | 'hard'

export type SeedQuizQuestion = {
  question: string
  /** Exactly four options */
  options: [string, string, string, string]
  /** Index (0–3) of the correct option */
  correctIndex: 0 | 1 | 2 | 3
  /** Why the correct answer is correct (shown after answering) */
  explanation: string
  /** A short extra fact that reinforces the learning (shown after a wrong answer) */
  reinforcement: string
  /** Topic of the question, e.g. 'Fisiologia', 'Iluminação' */
  category: string
  difficulty: QuizDifficulty
}
