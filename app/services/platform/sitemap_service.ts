import { urlFor } from '@adonisjs/core/services/url_builder'
import Course from '#models/course'
import ForumDiscussion from '#models/forum_discussion'
import Lesson from '#models/lesson'
import { discussionSlug } from '#domain/community/forum'
import { latest, type SitemapEntry } from '#domain/platform/seo'
import { PODCAST_LESSON_TYPES } from '#domain/catalog/course_figures'

/* The sitemap protocol allows 50 000 addresses per file; the newest discussions come first. */
const MAX_DISCUSSIONS = 10_000

/**
 * The public pages of the sitemap, each with the date its content last
 * changed: the landing, the catalogue and each course in it, the podcast,
 * the community and every discussion moderation has not hidden.
 */
export default class SitemapService {
  async entries(): Promise<SitemapEntry[]> {
    const courses = await Course.query()
      .withScopes((scopes) => scopes.visible())
      .select('id', 'slug', 'updated_at')
      .orderBy('id')
    const episodes = await Lesson.query()
      .whereIn('lesson_type', [...PODCAST_LESSON_TYPES])
      .withScopes((scopes) => scopes.published())
      .whereHas('course', (course) => course.withScopes((scopes) => scopes.visible()))
      .max('updated_at as updated')
    const discussions = await ForumDiscussion.query()
      .withScopes((scopes) => scopes.visible())
      .select('id', 'title', 'updated_at', 'last_activity_at')
      .orderBy('last_activity_at', 'desc')
      .limit(MAX_DISCUSSIONS)

    const courseDates = courses.map((course) => course.updatedAt?.toJSDate())
    const discussionDates = discussions.map((discussion) =>
      latest([discussion.updatedAt?.toJSDate(), discussion.lastActivityAt?.toJSDate()])
    )
    const catalogueDate = latest(courseDates)
    const communityDate = latest(discussionDates)
    const episodesDate = episodes[0]?.$extras.updated ? new Date(episodes[0].$extras.updated) : null

    return [
      { path: urlFor('home'), lastmod: catalogueDate },
      { path: urlFor('courses.index'), lastmod: catalogueDate },
      ...courses.map((course, index) => ({
        path: urlFor('courses.show', { slug: course.slug }),
        lastmod: courseDates[index] ?? null,
      })),
      { path: urlFor('podcast'), lastmod: episodesDate },
      { path: urlFor('community.index'), lastmod: communityDate },
      { path: urlFor('community.trending'), lastmod: communityDate },
      ...discussions.map((discussion, index) => ({
        path: urlFor('community.discussions.show', {
          id: discussion.id,
          slug: discussionSlug(discussion.title),
        }),
        lastmod: discussionDates[index],
      })),
    ]
  }
}
