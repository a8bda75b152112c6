import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import ReactMarkdown from 'react-markdown'
import { MARKDOWN_PLUGINS } from '#domain/platform/markdown_pipeline'
import CourseLessonsService from '#services/catalog/course_lessons_service'
import NotFoundException from '#exceptions/not_found_exception'
import Course from '#models/course'
import Lesson from '#models/lesson'
import CourseModule from '#models/course_module'
import CourseMaterialsService from '#services/catalog/course_materials_service'
import LessonNote from '#models/lesson_note'
import LessonPolicy from '#policies/lesson_policy'
import { rendererFor } from '#domain/catalog/lessons'
import {
  NOT_OFFLINE_MESSAGE,
  readableOffline,
  type OfflineLessonCopy,
} from '#domain/learning/offline_lessons'
import { materialFileKey, materialHref } from '#services/platform/protected_media'

/** Same-site addresses only: '/x', not '//host/x'. */
const SAME_SITE_IMAGE = /<img[^>]*?\ssrc="(\/(?!\/)[^"]*)"/g

/**
 * Offline copies of text and PDF lessons, built only for a member who may
 * read them (the lesson page's rule: LessonPolicy through openableLesson).
 */
@inject()
export default class OfflineLessonService {
  constructor(
    private lessons: CourseLessonsService,
    private materials: CourseMaterialsService
  ) {}

  async lessonPackage(id: unknown, bouncer: HttpContext['bouncer'], userId: number) {
    const lesson = await this.lessons.openableLesson(id, bouncer)
    if (!savable(lesson)) throw new NotFoundException('lesson', NOT_OFFLINE_MESSAGE)
    const [positions, module, notes] = await Promise.all([
      Lesson.positionsIn(lesson.courseId),
      lesson.moduleId ? CourseModule.find(lesson.moduleId) : null,
      notesOf(userId, [lesson.id]),
    ])
    return this.build(lesson, positions, module?.title ?? null, notes)
  }

  /** The module's text and PDF lessons this member may read, in course order. */
  async modulePackages(id: unknown, bouncer: HttpContext['bouncer'], userId: number) {
    const moduleId = Number(id)
    const module = Number.isSafeInteger(moduleId) ? await CourseModule.find(moduleId) : null
    const course = module
      ? await Course.query()
          .where('id', module.courseId)
          .withScopes((scopes) => scopes.published())
          .first()
      : null
    if (!module || !course) throw new NotFoundException('module')
    const [lessons, positions] = await Promise.all([
      Lesson.publishedOf(course.id).where('lessons.module_id', module.id),
      Lesson.positionsIn(course.id),
    ])
    const readable: Lesson[] = []
    for (const lesson of lessons) {
      lesson.$setRelated('course', course)
      if (savable(lesson) && (await bouncer.with(LessonPolicy).allows('viewContent', lesson)))
        readable.push(lesson)
    }
    /* The member's notes of the whole module in one query; each lesson's materials are remembered. */
    const notes = await notesOf(
      userId,
      readable.map((lesson) => lesson.id)
    )
    const packages: OfflineLessonCopy[] = []
    for (const lesson of readable)
      packages.push(await this.build(lesson, positions, module.title, notes))
    return { module: { id: module.id, title: module.title }, lessons: packages }
  }

  private async build(
    lesson: Lesson,
    positions: Map<number, number>,
    moduleTitle: string | null,
    notes: Map<number, LessonNote>
  ): Promise<OfflineLessonCopy> {
    if (lesson.$preloaded.course === undefined) await lesson.load('course')
    const materials = await this.materials.lessonLevelFor(lesson.id)
    const note = notes.get(lesson.id)
    const stored = materials.filter((material) => materialFileKey(material) !== null)
    const html = lessonHtml(lesson.content)
    const images = [...html.matchAll(SAME_SITE_IMAGE)].map((match) => decodeEntities(match[1]))
    for (const material of stored)
      if (material.fileType === 'image') images.push(materialHref(material))
    return {
      lesson: {
        id: lesson.id,
        title: lesson.title,
        url: urlFor('lessons.show', {
          slug: lesson.course.slug,
          position: positions.get(lesson.id) ?? 1,
        }),
        notesUrl: urlFor('lessons.notes.update', { id: lesson.id }),
      },
      course: { title: lesson.course.title },
      moduleTitle,
      html,
      images: [...new Set(images)],
      pdfs: stored
        .filter((material) => material.fileType === 'pdf')
        .map((material) => ({ title: material.title, url: materialHref(material) })),
      note: note ? { body: note.body, updatedAt: note.updatedAt?.toISO() ?? null } : null,
    }
  }
}

/** The member's notes on these lessons, by lesson. */
async function notesOf(userId: number, lessonIds: number[]) {
  const notes =
    lessonIds.length === 0
      ? []
      : await LessonNote.query().where('userId', userId).whereIn('lessonId', lessonIds)
  return new Map(notes.map((note) => [note.lessonId, note]))
}

function savable(lesson: Lesson) {
  return readableOffline(rendererFor(lesson.lessonType))
}

/** The Markdown pipeline of the page's MarkdownRenderer, rendered to HTML once here. */
function lessonHtml(markdown: string | null) {
  if (!markdown) return ''
  /* React adds <link rel="preload"> for images: a page hint, not lesson text. */
  return renderToStaticMarkup(createElement(ReactMarkdown, MARKDOWN_PLUGINS, markdown)).replaceAll(
    /<link [^>]*>/g,
    ''
  )
}

function decodeEntities(text: string) {
  return text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")
}
