import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type Course from '#models/course'
import CatalogService from '#services/catalog/catalog_service'
import PlatformFiguresService from '#services/catalog/platform_figures_service'
import CatalogCourseService, { type CoursePage } from '#services/catalog/catalog_course_service'
import type { CourseViewer } from '#services/catalog/catalog_course_service'
import ProgressPanelService from '#services/learning/progress_panel_service'
import QuizService from '#services/learning/quiz_service'
import CourseTransformer from '#transformers/course_transformer'
import CoursePreviewTransformer from '#transformers/course_preview_transformer'
import CourseDetailTransformer from '#transformers/course_detail_transformer'
import CourseContentTransformer from '#transformers/course_content_transformer'
import CourseLessonsTransformer from '#transformers/course_lessons_transformer'
import CourseReviewTransformer from '#transformers/course_review_transformer'
import CourseViewerTransformer from '#transformers/course_viewer_transformer'
import ProgressPanelTransformer from '#transformers/progress_panel_transformer'
import QuizTransformer from '#transformers/quiz_transformer'
import CertificateService from '#services/certificates/certificate_service'
import { showsOnPublicPage } from '#services/platform/public_page_cache'
import { CATALOG, FIGURES, courseTag } from '#domain/platform/content_tags'
import CertificateTabTransformer from '#transformers/certificate_tab_transformer'
import MentorPanelTransformer from '#transformers/mentor_panel_transformer'
import MentorService from '#services/mentor/mentor_service'
import { mentorViewer } from '#services/mentor/mentor_access'
import { parseCatalogFilters, type CatalogFilters } from '#domain/catalog/catalog_filters'
import { remember } from '#services/platform/content_cache'
import { jsonSerializer } from '#services/platform/json_serializer'
import {
  ALL_MODULES,
  initialCourseTab,
  parseModuleKey,
  visibleCourseTabs,
  type ModuleKey,
} from '#domain/catalog/course_page'
import type { CourseTab } from '#domain/catalog/catalog'
import type { UnPackedPageProps } from '@adonisjs/inertia/types'
import CourseAddressService from '#services/catalog/course_address_service'
import CourseMaterialsService from '#services/catalog/course_materials_service'
import CourseMaterialsTransformer from '#transformers/course_materials_transformer'
import NotFoundException from '#exceptions/not_found_exception'

/**
 * `inertia.merge` computes a callback only when the prop is sent (its documented
 * `inertia.merge(() => getPosts())`), but its types accept only values: a
 * partial reload that does not ask for the list does not run its query.
 */
function lazily<T>(load: () => Promise<T>): T {
  return load as unknown as T
}

/** A catalogue card as the page receives it. */
type CatalogCard = ReturnType<ReturnType<typeof CourseTransformer.transform>['useVariant']>

/** The catalogue filters of a remembered page, in a fixed order. */
function catalogKey({ category, level, duration, page }: CatalogFilters) {
  return JSON.stringify([category, level, duration, page])
}

@inject()
export default class CoursesController {
  constructor(
    private catalog: CatalogService,
    private courses: CatalogCourseService,
    private progressPanel: ProgressPanelService,
    private quizzes: QuizService,
    private mentor: MentorService,
    private certificates: CertificateService,
    private platformFigures: PlatformFiguresService,
    private addresses: CourseAddressService,
    private materials: CourseMaterialsService
  ) {}

  /**
   * /cursos: search, category, level and duration from the query string; 12 courses per page.
   * A card carries what it shows; its preview dialog's texts come when it opens
   * (a partial reload of `preview` with `?previa=<slug>`, merged on the client).
   */
  async index({ inertia, request }: HttpContext) {
    const qs = request.qs()
    const filters = parseCatalogFilters(qs)
    let previewed: Course | null = null
    if (qs.previa !== undefined) {
      previewed = typeof qs.previa === 'string' ? await this.catalog.preview(qs.previa) : null
      if (!previewed) throw new NotFoundException('course')
    }
    let loading: ReturnType<CoursesController['catalogPage']> | undefined
    const page = () => (loading ??= this.catalogPage(filters))

    return inertia.render('courses/index', {
      /* Merged on the client: 'Carregar Mais Cursos' reloads only courses + pagination with the next page. */
      courses: inertia
        .merge(
          lazily(async () => {
            const { courses } = await page()
            return courses as CatalogCard[]
          })
        )
        .matchOn('id'),
      pagination: async () => {
        const { currentPage, hasMore } = await page()
        return { currentPage, hasMore }
      },
      total: async () => {
        const { total } = await page()
        return total
      },
      /* Lazy: a partial reload ('Carregar Mais') does not recount the categories or the header figures. */
      categoryCounts: () =>
        filters.q
          ? this.catalog.categoryCounts(filters)
          : remember(`catalog:categories ${catalogKey(filters)}`, [CATALOG, FIGURES], () =>
              this.catalog.categoryCounts(filters)
            ),
      figures: () => this.platformFigures.current(),
      filters: {
        q: filters.q,
        category: filters.category,
        level: filters.level,
        duration: filters.duration,
      },
      preview: previewed
        ? inertia.merge(CoursePreviewTransformer.transform(previewed))
        : inertia.optional(async () => CoursePreviewTransformer.transform(null)),
    })
  }

  /**
   * One page of the catalogue's cards, as JSON. Without a search it is the
   * same for every member and visitor, so it is remembered until a course
   * or its figures change (a signed-in member's /cursos then reads no
   * course from the database; visitors get the whole cached page anyway).
   */
  private catalogPage(filters: CatalogFilters) {
    const load = async () => {
      const paginator = await this.catalog.page(filters)
      return {
        courses: await jsonSerializer.serializeWithoutWrapping(
          CourseTransformer.transform(paginator.all()).useVariant('forCatalog')
        ),
        currentPage: paginator.currentPage,
        hasMore: paginator.hasMorePages,
        total: paginator.total,
      }
    }
    return filters.q
      ? load()
      : remember(`catalog:page ${catalogKey(filters)}`, [CATALOG, FIGURES], load)
  }

  /**
   * /cursos/{slug}: the one course page template, for every course in the database.
   *
   * Every prop is computed lazily, so a partial reload (the 60-second
   * subscription re-check, a tab loading its data) runs only what it asks for.
   * The data of the Progresso, Quiz Educativo and Avaliações tabs comes with the page when
   * the page opens on that tab (`?aba=`), else as optional props the tab loads
   * when it is first shown (Inertia `WhenVisible`).
   *
   * Conteúdo sends the first modules' headings and the first lessons of one
   * open module; opening another module reloads only `lessons` with
   * `?modulo=<id>` (merged on the client), 'Mostrar todos os módulos' only
   * `content` with `?modulos=todos`. A `modulo` that names no module of the
   * course is a 404.
   */
  async show(ctx: HttpContext) {
    const { params, request, inertia, response, auth, bouncer } = ctx
    const slug = String(params.slug)
    const course = await this.courses.findBySlug(slug)
    if (!course) {
      /* Links by id (/cursos/12) and the six legacy ids land on a course; any other slug is a 404. */
      const target = await this.addresses.redirectSlugFor(slug)
      if (!target || target === slug) throw new NotFoundException('course')
      return response.redirect().toRoute('courses.show', { slug: target })
    }
    if (await bouncer.with('CoursePolicy').denies('view', course))
      throw new NotFoundException('course')
    showsOnPublicPage(ctx, courseTag(course.id))

    const qs = request.qs()
    let module: ModuleKey | null = null
    if (qs.modulo !== undefined) {
      module = parseModuleKey(qs.modulo)
      if (module === null || !(await this.courses.hasModule(course, module)))
        throw new NotFoundException('module')
    }

    const user = auth.user ?? null
    let viewing: Promise<CourseViewer> | undefined
    const viewer = () => (viewing ??= this.courses.viewerFor(course, user))
    let loading: Promise<CoursePage> | undefined
    const page = () =>
      (loading ??= viewer().then((known) =>
        this.courses.pageFor(course, user, known, {
          allModules: qs.modulos === ALL_MODULES,
          module,
        })
      ))

    /* The tab data never depends on the Certificado tab, which alone needs the learner's progress. */
    const courseTabs = visibleCourseTabs(course.tabs ?? [], null)
    const openingTab = initialCourseTab(courseTabs, qs.aba)
    const tabData = <T extends UnPackedPageProps>(tab: CourseTab, load: () => Promise<T>) => {
      const loadIfShown = async () => (courseTabs.includes(tab) ? load() : null)
      return openingTab === tab ? loadIfShown : inertia.optional(loadIfShown)
    }

    /* Certificado: the certificate (issued here too when the completion could not), else what is left. */
    const certificate = async () =>
      user
        ? CertificateTabTransformer.transform(await this.certificates.standingFor(user, course))
        : null

    return inertia.render('courses/show', {
      course: async () => {
        const { figures, tabs, outline } = await page()
        return CourseDetailTransformer.transform(
          course,
          figures,
          tabs,
          outline.modulesCount,
          outline.publishedLessons
        )
      },
      content: async () => {
        const { outline, openModule } = await page()
        return CourseContentTransformer.transform({ outline, openModule })
      },
      /* Merged on the client (keyed by module): a module opened later adds its lessons. */
      lessons: inertia.merge(
        lazily(async () => {
          /* A module opened later (a partial reload): none of the page's other queries run. */
          if (module !== null)
            return CourseLessonsTransformer.transform({
              module,
              lessons: await this.courses.moduleLessons(course, module, await viewer()),
            })
          const { openModule, openLessons } = await page()
          return CourseLessonsTransformer.transform({ module: openModule, lessons: openLessons })
        })
      ),
      reviews: tabData('avaliacoes', async () =>
        CourseReviewTransformer.transform(
          await this.courses.reviewsFor(course.id, user?.id ?? null),
          user?.id ?? null
        )
      ),
      viewer: async () => CourseViewerTransformer.transform(await page()),
      /* 'Materiais do curso' (not attached to a lesson): titles for all, files under the premium rule. */
      materials: async () =>
        CourseMaterialsTransformer.transform(await this.materials.courseLevelFor(course, bouncer)),
      initialTab: async () => {
        const { tabs } = await page()
        return initialCourseTab(tabs, qs.aba)
      },
      /* Visitors get the invitation to sign in straight away. */
      progressPanel: user
        ? tabData('progresso', async () =>
            ProgressPanelTransformer.transform(
              await this.progressPanel.forCourse(user.id, course.id)
            )
          )
        : null,
      mentor: tabData('mentor', async () =>
        MentorPanelTransformer.transform(
          await this.mentor.panel({ ...(await mentorViewer(bouncer, user, course)), course })
        )
      ),
      certificate: user
        ? qs.aba === 'certificado'
          ? certificate
          : inertia.optional(certificate)
        : null,
      quiz: tabData('quiz', async () => {
        const set = await this.quizzes.catalogueSetFor(course.id)
        return set ? QuizTransformer.transform(set) : null
      }),
    })
  }
}
