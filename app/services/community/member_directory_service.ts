import db from '@adonisjs/lucid/services/db'

export const MEMBERS_PER_PAGE = 24

/** The community's members directory: confirmed accounts with their public profile fields. */
export default class MemberDirectoryService {
  async search(query: string | undefined, page: number) {
    const members = db
      .from('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .whereNotNull('users.email_verified_at')
      .whereNull('users.deleted_at')
      // raw SQL: coalesce() of two joined columns as one
      .select(
        'users.id',
        db.raw('COALESCE(profiles.full_name, users.full_name) AS full_name'),
        'profiles.specialty',
        'profiles.location',
        'profiles.avatar_url',
        'profiles.years_experience',
        'users.created_at'
      )
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
    if (query) {
      const pattern = `%${query.replace(/[%_\\]/g, (char) => `\\${char}`)}%`
      members.where((where) =>
        where
          // raw SQL: accent-insensitive search: unaccent() on both sides of ILIKE
          .whereRaw(
            "unaccent(COALESCE(profiles.full_name, users.full_name, '')) ILIKE unaccent(?)",
            [pattern]
          )
          // raw SQL: the same accent-insensitive ILIKE on the specialty and the location
          .orWhereRaw("unaccent(COALESCE(profiles.specialty, '')) ILIKE unaccent(?)", [pattern])
          .orWhereRaw("unaccent(COALESCE(profiles.location, '')) ILIKE unaccent(?)", [pattern])
      )
    }
    return members.paginate(page, MEMBERS_PER_PAGE)
  }
}
