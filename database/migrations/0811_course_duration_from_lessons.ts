import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A course lasts what its published lessons last (issue 26): courses.duration_seconds
 * is their sum, kept by a trigger on lessons whatever code writes them (admin
 * area, seeder, the player reporting a YouTube length, raw SQL), so the
 * catalogue can list and filter by it in one query. The hours an admin typed
 * (duration_hours) are dropped: no page shows a planned figure any more.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('courses', (table) => {
      table.integer('duration_seconds').notNullable().defaultTo(0)
      table.index(['duration_seconds'])
    })

    this.schema.raw(`
      CREATE OR REPLACE FUNCTION course_refresh_duration(target integer) RETURNS void
        LANGUAGE sql
        AS $$
          UPDATE courses SET duration_seconds = total.seconds
          FROM (
            SELECT coalesce(sum(duration_seconds), 0)::int AS seconds
            FROM lessons WHERE course_id = target AND is_published
          ) AS total
          WHERE courses.id = target AND courses.duration_seconds <> total.seconds
        $$
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION course_duration_lessons_trigger() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') THEN
            PERFORM course_refresh_duration(OLD.course_id);
          END IF;
          IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.course_id IS DISTINCT FROM OLD.course_id) THEN
            PERFORM course_refresh_duration(NEW.course_id);
          END IF;
          RETURN NULL;
        END
        $$
    `)
    this.schema.raw(`
      CREATE TRIGGER lessons_course_duration
        AFTER INSERT OR DELETE OR UPDATE OF duration_seconds, is_published, course_id ON lessons
        FOR EACH ROW EXECUTE FUNCTION course_duration_lessons_trigger()
    `)
    this.schema.raw('SELECT course_refresh_duration(id) FROM courses')

    this.schema.alterTable('courses', (table) => {
      table.dropColumn('duration_hours')
    })
  }

  async down() {
    this.schema.alterTable('courses', (table) => {
      table.integer('duration_hours').notNullable().defaultTo(0)
    })
    this.schema.raw('UPDATE courses SET duration_hours = round(duration_seconds / 3600.0)')
    this.schema.raw('DROP TRIGGER IF EXISTS lessons_course_duration ON lessons')
    this.schema.raw('DROP FUNCTION IF EXISTS course_duration_lessons_trigger()')
    this.schema.raw('DROP FUNCTION IF EXISTS course_refresh_duration(integer)')
    this.schema.alterTable('courses', (table) => {
      table.dropColumn('duration_seconds')
    })
  }
}
