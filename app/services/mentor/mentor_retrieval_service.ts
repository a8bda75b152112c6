import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import {
  MENTOR_RETRIEVAL,
  citationsFrom,
  minimumMatches,
  searchTerms,
  type Citation,
  type RetrievedPassage,
} from '#domain/mentor/mentor'
import { REGULATION_TERMS } from '#domain/mentor/mentor_safety'
import PassageIndexService from '#services/mentor/passage_index_service'

export type Retrieval = {
  /** Relevant passages, best first (the current lesson's first) */
  passages: RetrievedPassage[]
  /** When nothing is relevant: the lessons closest to the question */
  closest: Citation[]
}

type Row = {
  lesson_id: number
  lesson_title: string
  position: number
  heading: string
  body: string
  matches: number
}

/**
 * Finds the lesson passages that answer a question, with PostgreSQL full-text
 * search (`portuguese` over unaccented text, GIN index). A question costs a
 * fixed number of queries: the freshness check of the course's passages, one
 * ranked search, and — only when nothing is relevant — one prefix search for
 * the closest lessons.
 *
 * A passage is ranked by how many of the question's words it matches, then by
 * ts_rank_cd. On a lesson page, that lesson's relevant passages come first.
 */
@inject()
export default class MentorRetrievalService {
  constructor(private index: PassageIndexService) {}

  /** `closed`: lessons the member may not open yet (pacing), left out of passages and closest lessons. */
  async retrieve(
    courseId: number,
    question: string,
    lessonId: number | null = null,
    closed: number[] = []
  ) {
    await this.index.refreshStale(courseId)
    const terms = searchTerms(question)
    if (terms.length === 0) return { passages: [], closest: [] } satisfies Retrieval

    const required = minimumMatches(terms.length)
    const rows = await this.search(courseId, terms, required, lessonId, closed)
    const passages = rows.filter((row) => row.matches >= required).map(toPassage)
    if (passages.length) return { passages, closest: [] } satisfies Retrieval

    const near = rows.length
      ? rows
      : await this.search(courseId, terms.map(prefix), 1, null, closed)
    return {
      passages: [],
      closest: citationsFrom(near.map(toPassage), MENTOR_RETRIEVAL.closestLessons),
    } satisfies Retrieval
  }

  /** The course's lessons about the law, cited by a refusal of an illegal request. */
  async regulationLessons(courseId: number) {
    await this.index.refreshStale(courseId)
    const rows = await this.search(courseId, REGULATION_TERMS, 1, null)
    return citationsFrom(rows.map(toPassage), 2)
  }

  private async search(
    courseId: number,
    terms: string[],
    required: number,
    lessonId: number | null,
    closed: number[] = []
  ) {
    // raw SQL: full-text search (to_tsquery, @@, ts_rank_cd) over CTEs with the lessons' window-function positions
    const { rows } = await db.rawQuery<{ rows: Row[] }>(
      `WITH published AS (
          SELECT l.id, l.title, ${Lesson.positionSql('l')} AS position
            FROM lessons l WHERE l.course_id = :courseId AND ${Lesson.publishedSql('l')}
        ),
        closed AS (SELECT unnest(CAST(:closed AS int[])) AS id),
        terms AS (
          SELECT to_tsquery('portuguese', catalog_unaccent(term)) AS q FROM regexp_split_to_table(:terms, ' ') AS term
        ),
        query AS (SELECT to_tsquery('portuguese', catalog_unaccent(:any)) AS q),
        hits AS (
          SELECT p.lesson_id, pub.title AS lesson_title, pub.position, p.position AS passage_position,
                 p.heading, p.body,
                 CAST((SELECT count(*) FROM terms WHERE numnode(terms.q) > 0 AND p.document @@ terms.q) AS int) AS matches,
                 ts_rank_cd(p.document, query.q, 32) AS rank
            FROM mentor_passages p
            JOIN published pub ON pub.id = p.lesson_id
            CROSS JOIN query
           WHERE p.course_id = :courseId AND p.document @@ query.q
             AND p.lesson_id NOT IN (SELECT id FROM closed)
        )
      SELECT lesson_id, lesson_title, position, heading, body, matches
        FROM hits
       ORDER BY (lesson_id = :lessonId AND matches >= :required) DESC,
                matches DESC, rank DESC, position, passage_position
       LIMIT :limit`,
      {
        courseId,
        terms: terms.join(' '),
        any: terms.join(' | '),
        lessonId: lessonId ?? 0,
        closed: `{${closed.map(Number).join(',')}}`,
        required,
        limit: MENTOR_RETRIEVAL.passages,
      }
    )
    return rows
  }
}

/** 'cultivando' → 'cult:*': the loose match used to find the closest lessons. */
function prefix(term: string) {
  return `${term.slice(0, Math.min(term.length, 5))}:*`
}

function toPassage(row: Row): RetrievedPassage {
  return {
    lessonId: row.lesson_id,
    lessonTitle: row.lesson_title,
    position: row.position,
    heading: row.heading,
    body: row.body,
    matches: row.matches,
  }
}
