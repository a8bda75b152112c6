import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Full-text search of the catalogue. Each course has one tsvector built with
 * the `portuguese` configuration over unaccented text (so 'canabinoide'
 * finds 'canabinóide' and 'cultivos' finds 'cultivo'): title (weight A),
 * subtitle, tags and mentor name (B), description and mentor bio (C) and
 * lesson titles (D).
 *
 * Triggers on courses and lessons keep the document current whatever code
 * writes them (seeder, admin area), so the search never needs a rebuild.
 * A separate table keeps the vector out of `select courses.*`.
 */
export default class extends BaseSchema {
  async up() {
    /* unaccent() is only STABLE; this wrapper pins the dictionary so it can be IMMUTABLE. */
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION catalog_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$
    `)

    this.schema.raw(`
      CREATE TABLE course_search_documents (
        course_id integer PRIMARY KEY REFERENCES courses(id) ON DELETE CASCADE,
        document tsvector NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `)
    this.schema.raw(
      'CREATE INDEX course_search_documents_document_idx ON course_search_documents USING GIN (document)'
    )

    /* Inserts nothing when the course is gone (e.g. lessons deleted by a course's cascade). */
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION catalog_refresh_search_document(target integer) RETURNS void
        LANGUAGE sql
        AS $$
          INSERT INTO course_search_documents (course_id, document, updated_at)
          SELECT c.id,
            setweight(to_tsvector('portuguese', catalog_unaccent(coalesce(c.title, ''))), 'A') ||
            setweight(to_tsvector('portuguese', catalog_unaccent(
              coalesce(c.subtitle, '') || ' ' || coalesce(c.mentor_name, '') || ' ' ||
              coalesce(CASE WHEN jsonb_typeof(c.tags) = 'array'
                THEN (SELECT string_agg(tag, ' ') FROM jsonb_array_elements_text(c.tags) AS tag) END, '')
            )), 'B') ||
            setweight(to_tsvector('portuguese', catalog_unaccent(
              coalesce(c.description, '') || ' ' || coalesce(c.mentor_bio, '')
            )), 'C') ||
            setweight(to_tsvector('portuguese', catalog_unaccent(
              coalesce((SELECT string_agg(l.title, ' ' ORDER BY l.order_index, l.id) FROM lessons l WHERE l.course_id = c.id), '')
            )), 'D'),
            now()
          FROM courses c
          WHERE c.id = target
          ON CONFLICT (course_id) DO UPDATE SET document = EXCLUDED.document, updated_at = EXCLUDED.updated_at
        $$
    `)

    this.schema.raw(`
      CREATE OR REPLACE FUNCTION catalog_courses_search_trigger() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        BEGIN
          PERFORM catalog_refresh_search_document(NEW.id);
          RETURN NULL;
        END
        $$
    `)
    this.schema.raw(`
      CREATE TRIGGER courses_search_document
        AFTER INSERT OR UPDATE OF title, subtitle, description, tags, mentor_name, mentor_bio ON courses
        FOR EACH ROW EXECUTE FUNCTION catalog_courses_search_trigger()
    `)

    this.schema.raw(`
      CREATE OR REPLACE FUNCTION catalog_lessons_search_trigger() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') THEN
            PERFORM catalog_refresh_search_document(OLD.course_id);
          END IF;
          IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.course_id IS DISTINCT FROM OLD.course_id) THEN
            PERFORM catalog_refresh_search_document(NEW.course_id);
          END IF;
          RETURN NULL;
        END
        $$
    `)
    this.schema.raw(`
      CREATE TRIGGER lessons_search_document
        AFTER INSERT OR DELETE OR UPDATE OF title, course_id ON lessons
        FOR EACH ROW EXECUTE FUNCTION catalog_lessons_search_trigger()
    `)

    /* Courses that existed before this migration (an already seeded database). */
    this.schema.raw('SELECT catalog_refresh_search_document(id) FROM courses')
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS lessons_search_document ON lessons')
    this.schema.raw('DROP TRIGGER IF EXISTS courses_search_document ON courses')
    this.schema.raw('DROP FUNCTION IF EXISTS catalog_lessons_search_trigger()')
    this.schema.raw('DROP FUNCTION IF EXISTS catalog_courses_search_trigger()')
    this.schema.raw('DROP FUNCTION IF EXISTS catalog_refresh_search_document(integer)')
    this.schema.raw('DROP TABLE IF EXISTS course_search_documents')
    this.schema.raw('DROP FUNCTION IF EXISTS catalog_unaccent(text)')
  }
}
