import { inject } from '@adonisjs/core'
import string from '@adonisjs/core/helpers/string'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { fileTypeFromFile } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import User from '#models/user'
import Course from '#models/course'
import Profile from '#models/profile'
import ProgressService from '#services/learning/progress_service'
import ProfileStatsService from '#services/community/profile_stats_service'
import { AVATAR_MEDIA_TYPES, storedAvatarName } from '#domain/accounts/avatar_files'
import { appUrl } from '#config/app'
import { isRecordId } from '#domain/platform/record_ids'
import NotFoundException from '#exceptions/not_found_exception'
import { DEFAULT_PROFILE_ROLE } from '#domain/accounts/roles'

export type ProfileCourse = {
  slug: string
  title: string
  imageEmoji: string | null
  percent: number
  completedLessons: number
  totalLessons: number
  completed: boolean
  lastAccessedAt: string | null
}

export type ProfileActivity = {
  id: number
  lessonTitle: string
  courseTitle: string
  courseSlug: string
  completedAt: string
}

export type ProfileEdit = {
  fullName: string
  specialty: string | null
  bio: string | null
  location: string | null
  yearsExperience: number | null
  linkedinUrl: string | null
  websiteUrl: string | null
}

const RECENT_ACTIVITY_LIMIT = 10
const AVATAR_FOLDER = 'avatars'

/** Everything the profile page shows about a member, read with a fixed number of queries. */
@inject()
export default class ProfileService {
  constructor(
    private progress: ProgressService,
    private stats: ProfileStatsService
  ) {}

  /** The member behind /perfil/{id}; an id that is not a member is the 404 page. */
  async findMemberOrFail(id: unknown) {
    const userId = Number(id)
    const member = isRecordId(userId)
      ? await User.query().where('id', userId).whereNull('deleted_at').preload('profile').first()
      : null
    if (!member) throw new NotFoundException('member')
    return member
  }

  async pageFor(member: User) {
    if (!member.$preloaded.profile) await member.load('profile')
    const [counters, courses, activity, achievements] = await Promise.all([
      this.stats.countersFor(member.id),
      this.coursesOf(member.id),
      this.recentActivityOf(member.id),
      this.stats.achievementsOf(member.id),
    ])
    return { member, profile: member.profile ?? null, counters, courses, activity, achievements }
  }

  /** Courses the member started (a course_progress row or a completed lesson), most recent first. */
  async coursesOf(userId: number): Promise<ProfileCourse[]> {
    const rows = await db
      .from('courses')
      .leftJoin('course_progress', (join) => {
        join
          .on('course_progress.course_id', 'courses.id')
          .andOnVal('course_progress.user_id', userId)
      })
      .where((query) => {
        query.whereNotNull('course_progress.id').orWhereExists((sub) => {
          sub
            .from('lesson_progress')
            .join('lessons', 'lessons.id', 'lesson_progress.lesson_id')
            .whereColumn('lessons.course_id', 'courses.id')
            .where('lesson_progress.user_id', userId)
            .whereNotNull('lesson_progress.completed_at')
        })
      })
      /* An archived course leaves the member's lists; what they earned (certificates) stays. */
      .where((visible) => Course.whereVisible(visible))
      .orderBy([
        { column: 'course_progress.last_accessed_at', order: 'desc', nulls: 'last' },
        { column: 'courses.title' },
      ])
      .select('courses.id', 'courses.slug', 'courses.title', 'courses.image_emoji')

    const summaries = await this.progress.summariesFor(
      userId,
      rows.map((row) => row.id)
    )
    return rows.map((row) => {
      const summary = summaries.get(row.id)!
      return {
        slug: row.slug,
        title: row.title,
        imageEmoji: row.image_emoji,
        percent: summary.percent,
        completedLessons: summary.completedLessons,
        totalLessons: summary.totalLessons,
        completed:
          Boolean(summary.completedAt) || (summary.totalLessons > 0 && summary.percent === 100),
        lastAccessedAt: summary.lastAccessedAt,
      }
    })
  }

  /** The member's latest completed lessons. */
  async recentActivityOf(userId: number): Promise<ProfileActivity[]> {
    const rows = await db
      .from('lesson_progress')
      .join('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .join('courses', 'courses.id', 'lessons.course_id')
      .where('lesson_progress.user_id', userId)
      .whereNotNull('lesson_progress.completed_at')
      .where((visible) => Course.whereVisible(visible))
      .orderBy('lesson_progress.completed_at', 'desc')
      .limit(RECENT_ACTIVITY_LIMIT)
      .select(
        'lesson_progress.id',
        'lesson_progress.completed_at',
        'lessons.title as lesson_title',
        'courses.title as course_title',
        'courses.slug as course_slug'
      )
    return rows.map((row) => ({
      id: row.id,
      lessonTitle: row.lesson_title,
      courseTitle: row.course_title,
      courseSlug: row.course_slug,
      completedAt: new Date(row.completed_at).toISOString(),
    }))
  }

  /** Saves the edit form (creating the profile if missing) and keeps the account's name in step. */
  async update(member: User, data: ProfileEdit) {
    await db.transaction(async (trx) => {
      await Profile.updateOrCreate({ userId: member.id }, { ...data }, { client: trx })
      member.useTransaction(trx)
      member.fullName = data.fullName
      await member.save()
    })
  }

  /** Stores a new avatar through Drive (content already checked by the validator) and drops the old file. */
  async replaceAvatar(member: User, file: MultipartFile) {
    const detected = await fileTypeFromFile(file.tmpPath!)
    const extension = (detected && AVATAR_MEDIA_TYPES[detected.mime]) || 'jpg'
    const key = `${AVATAR_FOLDER}/${member.id}-${string.random(16)}.${extension}`
    await file.moveToDisk(key, { contentType: detected?.mime })
    const url = this.#publicPath(await drive.use().getUrl(key))

    const profile = await Profile.firstOrNew(
      { userId: member.id },
      { fullName: member.fullName, role: DEFAULT_PROFILE_ROLE }
    )
    const previous = profile.avatarUrl
    profile.avatarUrl = url
    await profile.save()
    await this.#deleteStoredAvatar(previous)
    return url
  }

  async removeAvatar(member: User) {
    const profile = await Profile.findBy('userId', member.id)
    if (!profile?.avatarUrl) return
    const previous = profile.avatarUrl
    profile.avatarUrl = null
    await profile.save()
    await this.#deleteStoredAvatar(previous)
  }

  /** Local disk URLs are kept as paths, so a change of APP_URL does not break them. */
  #publicPath(url: string) {
    return url.startsWith(appUrl) ? url.slice(appUrl.replace(/\/$/, '').length) || '/' : url
  }

  async #deleteStoredAvatar(url: string | null) {
    const name = storedAvatarName(url)
    if (!name) return
    await drive
      .use()
      .delete(`${AVATAR_FOLDER}/${name}`)
      .catch(() => {})
  }
}
