import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The catalogue search also reads what the lessons say: besides the course's
 * own fields and every lesson title (0200), the description, text and video
 * captions (lessons.captions_text, 0730) of the published lessons go into
 * the course's search document with weight D, so 'genetica' finds the
 * cultivation course whose lessons talk about genética. Drafts keep only
 * their title (the course page lists it as 'em breve'), never their text.
 *
 * Still one tsvector per course in course_search_documents with its GIN
 * index, so a search stays one indexed query; the lessons trigger now also
 * fires when those columns or the published flag change.
 */
const LESSON_COLUMNS = 'title, course_id, description, content, captions_text, is_published'

export default class extends BaseSchema {
  async up() {
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
              coalesce((
                SELECT string_agg(
                  l.title || CASE WHEN l.is_published THEN
                    ' ' || coalesce(l.description, '') || ' ' || coalesce(l.content, '') || ' ' || coalesce(l.captions_text, '')
                    ELSE '' END,
                  ' ' ORDER BY l.order_index, l.id)
                FROM lessons l WHERE l.course_id = c.id
              ), '')
            )), 'D'),
            now()
          FROM courses c
          WHERE c.id = target
          ON CONFLICT (course_id) DO UPDATE SET document = EXCLUDED.document, updated_at = EXCLUDED.updated_at
        $$
    `)

    this.schema.raw('DROP TRIGGER IF EXISTS lessons_search_document ON lessons')
    this.schema.raw(`
      CREATE TRIGGER lessons_search_document
        AFTER INSERT OR DELETE OR UPDATE OF ${LESSON_COLUMNS} ON lessons
        FOR EACH ROW EXECUTE FUNCTION catalog_lessons_search_trigger()
    `)

    /* Every existing course gets the lessons' text in its document now. */
    this.schema.raw('SELECT catalog_refresh_search_document(id) FROM courses')
  }

  async down() {
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
    this.schema.raw('DROP TRIGGER IF EXISTS lessons_search_document ON lessons')
    this.schema.raw(`
      CREATE TRIGGER lessons_search_document
        AFTER INSERT OR DELETE OR UPDATE OF title, course_id ON lessons
        FOR EACH ROW EXECUTE FUNCTION catalog_lessons_search_trigger()
    `)
    this.schema.raw('SELECT catalog_refresh_search_document(id) FROM courses')
  }
}
