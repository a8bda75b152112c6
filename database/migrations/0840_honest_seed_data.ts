import { BaseSchema } from '@adonisjs/lucid/schema'
import { SEED_COURSES } from '#database/data/catalog/index'
import { accountsPredateTheirActivity } from '#database/seeding/account_dates'
import Lesson from '#models/lesson'

/**
 * The lessons an earlier seed wrote that sent the learner to a tool the
 * platform does not have (a terpene dashboard, a lab that mixes molecules,
 * a mentor who reviews documents, a solution "at the end of the lesson"),
 * each known by the md5 of the content that seed wrote: a lesson an admin
 * has edited since is left alone. They take the catalogue's current text.
 */
const REWRITTEN_LESSONS = [
  { course: 'analise-terpenos-ia', seeded: 'b10420a68f4eaa84d81b0a88310b7985', position: 10 },
  { course: 'analise-terpenos-ia', seeded: '897220a47c558a53b7820a4c8293c5e6', position: 12 },
  { course: 'analise-terpenos-ia', seeded: 'f3177a00d6710bdb9719fbb3b30bb0cf', position: 13 },
  { course: 'farmacologia-cannabinoide', seeded: '6d835afffc8fa7449cff30bf75c9a670', position: 15 },
  { course: 'farmacologia-cannabinoide', seeded: '607750dad713fcf558ce0bdedc7c4fc4', position: 23 },
  { course: 'business-plan-cannabis', seeded: 'a9efc33c050df30efcdf3d9402638175', position: 20 },
]

/** 'Este curso inclui' items with nothing behind them, and what the catalogue says now. */
const REWORDED_FEATURES = [
  [
    'Dashboard interativo de perfis de terpenos',
    'Aula sobre como ler dashboards de perfis de terpenos',
  ],
  ['Projeto final com feedback do mentor', 'Projeto final com roteiro de autoavaliação'],
]

const REWORDED_REVIEWS = [
  [
    'O módulo de machine learning é ótimo para quem está começando em ciência de dados. Gostaria de mais exercícios práticos no dashboard, mas o conteúdo é excelente.',
    'O módulo de machine learning é ótimo para quem está começando em ciência de dados. Gostaria de mais exercícios práticos de visualização, mas o conteúdo é excelente.',
  ],
]

/**
 * Honest seed data (issue 26) in databases seeded before it:
 * - a discussion's views are the views recorded (one per member per day),
 *   not the invented figure the seed wrote;
 * - a seeded review, dated before its author's account existed, was never
 *   edited ('(editada)' came from the seed's own write), and the seeded
 *   accounts are dated before their first activity;
 * - premium courses no longer promise lifetime access (the subscription
 *   opens them), and the lessons, features and review above are rewritten.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(`
        UPDATE forum_discussions AS d
           SET views_count = recorded.views
          FROM (SELECT d2.id, (SELECT count(*) FROM forum_discussion_views AS v
                                WHERE v.discussion_id = d2.id)::int AS views
                  FROM forum_discussions AS d2) AS recorded
         WHERE recorded.id = d.id AND d.views_count <> recorded.views`)

      /* Before the accounts move: only a review older than its author's account is the seed's. */
      await db.rawQuery(`
        UPDATE course_reviews AS r SET updated_at = r.created_at
          FROM users AS u
         WHERE u.id = r.user_id AND r.created_at < u.created_at AND r.updated_at > r.created_at`)
      await accountsPredateTheirActivity(db)

      await db.rawQuery(`
        UPDATE courses SET features = features - 'Acesso vitalício'
         WHERE price > 0 AND features @> '["Acesso vitalício"]'::jsonb`)
      for (const [was, now] of REWORDED_FEATURES)
        await db.rawQuery(
          `UPDATE courses SET features = (
             SELECT jsonb_agg(CASE WHEN item = ? THEN to_jsonb(?::text) ELSE to_jsonb(item) END
                              ORDER BY position)
               FROM jsonb_array_elements_text(features) WITH ORDINALITY AS list(item, position))
            WHERE features @> jsonb_build_array(?::text)`,
          [was, now, was]
        )
      for (const [was, now] of REWORDED_REVIEWS)
        await db.rawQuery('UPDATE course_reviews SET comment = ? WHERE comment = ?', [now, was])

      for (const rewritten of REWRITTEN_LESSONS) {
        const course = SEED_COURSES.find((seed) => seed.slug === rewritten.course)
        const lesson = course?.modules.flatMap((module) => module.lessons)[rewritten.position - 1]
        if (!lesson) continue
        const { rows } = await db.rawQuery(
          `SELECT l.id, l.media_seconds FROM lessons AS l JOIN courses AS c ON c.id = l.course_id
            WHERE c.slug = ? AND md5(l.content) = ?`,
          [rewritten.course, rewritten.seeded]
        )
        for (const row of rows)
          await db.rawQuery(
            `UPDATE lessons SET title = ?, description = ?, lesson_type = ?, content = ?,
                    objectives = ?::jsonb, duration_seconds = ?, updated_at = now()
              WHERE id = ?`,
            [
              lesson.title,
              lesson.description,
              lesson.type,
              lesson.content,
              JSON.stringify(lesson.objectives),
              Lesson.durationSecondsOf({
                lessonType: lesson.type,
                mediaSeconds: row.media_seconds,
                content: lesson.content,
              }),
              row.id,
            ]
          )
      }
    })
  }

  /* The invented figures and texts are not written back. */
  async down() {}
}
