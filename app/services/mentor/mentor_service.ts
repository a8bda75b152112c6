import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Course from '#models/course'
import MentorConversation from '#models/mentor_conversation'
import MentorMessage from '#models/mentor_message'
import Lesson from '#models/lesson'
import {
  MENTOR_DEFAULTS,
  MENTOR_RETRIEVAL,
  MENTOR_TEXTS,
  buildPrompt,
  citationsFrom,
  diversePassages,
  mentorExamples,
  nothingRelevantAnswer,
  offlineAnswer,
  saoPauloDay,
  type Citation,
  type MentorAnswerKind,
} from '#domain/mentor/mentor'
import { REGULATION_POINTER, SAFETY_REFUSALS, classifyQuestion } from '#domain/mentor/mentor_safety'
import MentorRetrievalService from '#services/mentor/mentor_retrieval_service'
import MentorModelClient, { MentorProviderError } from '#services/mentor/mentor_model_client'
import { mentorMode, mentorSettings } from '#services/mentor/mentor_settings'
import { isUniqueViolation } from '#services/platform/database_errors'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** A slot older than this belongs to an answer a crash interrupted: it no longer counts. */
const SLOT_LIFETIME_MS = 10 * 60 * 1000
/** First key of the advisory lock taken while counting a member's questions (any fixed number). */
const SLOT_LOCK_SPACE = 7101

/** One line of the streamed answer (newline-delimited JSON). */
export type MentorEvent =
  | { type: 'start'; mode: 'model' | 'offline' }
  | { type: 'delta'; text: string }
  | { type: 'done'; question: MentorChatMessage; answer: MentorChatMessage }
  | { type: 'error'; message: string }

export type MentorChatMessage = {
  id: number
  role: 'learner' | 'mentor'
  content: string
  kind: MentorAnswerKind | null
  citations: Citation[]
  feedback: 'useful' | 'not_useful' | null
  createdAt: string
}

export type MentorQuestion = {
  userId: number
  course: Pick<Course, 'id' | 'title' | 'mentorName' | 'mentorBio'>
  question: string
  /** The lesson page the question comes from: its passages come first */
  lesson: { id: number; position: number; title: string } | null
  /** Lessons the course's pacing keeps closed to this member: never quoted (#domain/catalog/pacing) */
  closedLessonIds?: number[]
}

export type MentorAccess = 'allowed' | 'sign_in_required' | 'premium_required'

export type MentorPanel = {
  access: MentorAccess
  mode: 'model' | 'offline'
  mentorName: string
  mentorAvatar: string | null
  courseSlug: string
  courseTitle: string
  maxQuestionLength: number
  dailyLimit: number | null
  remainingToday: number | null
  messages: MentorChatMessage[]
  /** Example questions from this course's own lessons (the tips beside the chat) */
  examples: string[]
}

/** The learner reached the daily number of questions: 429 in pt-BR, answered by the exception handler. */
export class MentorLimitError extends Error {
  constructor(readonly limit: number) {
    super(MENTOR_TEXTS.dailyLimit(limit))
  }
}

/**
 * The mentor's conversations: answering a question (refusal, 'nothing
 * relevant', the model's streamed answer or the offline extractive one),
 * storing the question and its answer together once the answer is complete,
 * the open conversation's history, 'Nova conversa' and the feedback.
 */
@inject()
export default class MentorService {
  constructor(
    private retrieval: MentorRetrievalService,
    private model: MentorModelClient
  ) {}

  /** The learner's daily limit (premium higher) and how many questions are left today. */
  async allowance(userId: number, premium: boolean) {
    const settings = mentorSettings()
    const limit = premium ? settings.dailyLimitPremium : settings.dailyLimit
    return { limit, remaining: Math.max(0, limit - (await this.#usedToday(userId))) }
  }

  /**
   * Questions counted against today's limit: the stored ones plus those being
   * answered right now (their slots), read in one statement so a question
   * moving from slot to stored is counted once.
   */
  async #usedToday(userId: number, client: TransactionClientContract | typeof db = db) {
    const { start, end } = saoPauloDay(new Date())
    const inFlightSince = new Date(Date.now() - SLOT_LIFETIME_MS)
    // raw SQL: two counts in one snapshot (stored questions and open slots) need one statement
    const result = await client.rawQuery(
      `SELECT (SELECT count(*) FROM mentor_messages
                WHERE user_id = :userId AND role = 'learner'
                  AND created_at >= :start AND created_at < :end)
            + (SELECT count(*) FROM mentor_question_slots
                WHERE user_id = :userId AND created_at >= :inFlightSince) AS total`,
      { userId, start, end, inFlightSince }
    )
    return Number(result.rows[0]?.total ?? 0)
  }

  /**
   * Takes one of today's questions for the answer about to stream, or throws
   * MentorLimitError. The count and the slot are taken under a lock on the
   * member, so parallel questions at the limit cannot all pass (issue 28).
   */
  async reserve(userId: number, premium: boolean): Promise<number> {
    const settings = mentorSettings()
    const limit = premium ? settings.dailyLimitPremium : settings.dailyLimit
    return db.transaction(async (trx) => {
      // raw SQL: a transaction-scoped advisory lock on the member has no query-builder form
      await trx.rawQuery('SELECT pg_advisory_xact_lock(:space, :userId)', {
        space: SLOT_LOCK_SPACE,
        userId,
      })
      if ((await this.#usedToday(userId, trx)) >= limit) throw new MentorLimitError(limit)
      /* Slots of answers a crash interrupted are not counted any more; drop them. */
      await trx
        .from('mentor_question_slots')
        .where('user_id', userId)
        .where('created_at', '<', new Date(Date.now() - SLOT_LIFETIME_MS))
        .delete()
      const [slot] = await trx
        .table('mentor_question_slots')
        .insert({ user_id: userId })
        .returning('id')
      return Number(slot.id)
    })
  }

  /** Gives back a slot whose answer failed or was abandoned (it does not count). */
  async release(slotId: number) {
    await db.from('mentor_question_slots').where('id', slotId).delete()
  }

  /**
   * The answer as events for a question holding `slotId` (from reserve()).
   * Stored with its question at the end, which frees the slot; when it fails
   * or the learner leaves, nothing is stored and the slot is given back.
   */
  async *answer(input: MentorQuestion, slotId: number): AsyncGenerator<MentorEvent> {
    let stored = false
    try {
      for await (const event of this.#events({ ...input, slotId })) {
        if (event.type === 'done') stored = true
        yield event
      }
    } finally {
      if (!stored) await this.release(slotId)
    }
  }

  async *#events(input: MentorQuestion & { slotId: number }): AsyncGenerator<MentorEvent> {
    const verdict = classifyQuestion(input.question)
    if (verdict !== 'ok') {
      const citations =
        verdict === 'illegal' ? await this.retrieval.regulationLessons(input.course.id) : []
      const content = citations.length
        ? `${SAFETY_REFUSALS[verdict]} ${REGULATION_POINTER}`
        : SAFETY_REFUSALS[verdict]
      yield { type: 'start', mode: mentorMode() }
      yield { type: 'delta', text: content }
      yield await this.done(input, content, 'refusal', citations)
      return
    }

    const found = await this.retrieval.retrieve(
      input.course.id,
      input.question,
      input.lesson?.id ?? null,
      input.closedLessonIds ?? []
    )
    if (found.passages.length === 0) {
      const content = nothingRelevantAnswer(found.closest)
      yield { type: 'start', mode: mentorMode() }
      yield { type: 'delta', text: content }
      yield await this.done(input, content, 'nothing_relevant', found.closest)
      return
    }

    if (mentorMode() === 'offline') {
      const content = offlineAnswer(found.passages)
      yield { type: 'start', mode: 'offline' }
      yield { type: 'delta', text: content }
      yield await this.done(
        input,
        content,
        'offline',
        citationsFrom(diversePassages(found.passages))
      )
      return
    }

    const messages = buildPrompt({
      persona: {
        name: input.course.mentorName ?? 'Mentor IA',
        bio: input.course.mentorBio,
        courseTitle: input.course.title,
      },
      passages: found.passages,
      question: input.question,
      history: await this.recentTurns(input.userId, input.course.id),
      currentLesson: input.lesson,
    })
    yield { type: 'start', mode: 'model' }
    let content = ''
    try {
      for await (const delta of this.model.stream(messages)) {
        content += delta
        yield { type: 'delta', text: delta }
      }
    } catch (error) {
      if (!(error instanceof MentorProviderError)) throw error
      const message =
        error.reason === 'timeout' ? MENTOR_TEXTS.providerTimeout : MENTOR_TEXTS.providerFailed
      yield { type: 'error', message }
      return
    }
    yield await this.done(input, content.trim(), 'model', citedLessons(content, found.passages))
  }

  /**
   * What the chat needs when it opens: whether the viewer may ask (else why),
   * the mode, the mentor, the open conversation and today's allowance.
   */
  async panel(input: {
    userId: number | null
    premium: boolean
    access: MentorAccess
    course: Pick<Course, 'id' | 'slug' | 'title' | 'mentorName' | 'mentorAvatar'>
  }): Promise<MentorPanel> {
    const allowed = input.access === 'allowed' && input.userId !== null
    const [[messages, allowance], lessons] = await Promise.all([
      allowed
        ? Promise.all([
            this.history(input.userId!, input.course.id),
            this.allowance(input.userId!, input.premium),
          ])
        : ([[], null] as [MentorChatMessage[], null]),
      Lesson.publishedOf(input.course.id)
        .select('lessons.title', 'lessons.lesson_type as type')
        .pojo<{ title: string; type: string }>(),
    ])
    return {
      access: input.access,
      mode: mentorMode(),
      mentorName: input.course.mentorName ?? 'Mentor IA',
      mentorAvatar: input.course.mentorAvatar,
      courseSlug: input.course.slug,
      courseTitle: input.course.title,
      maxQuestionLength: mentorSettings().maxQuestionLength,
      dailyLimit: allowance?.limit ?? null,
      remainingToday: allowance?.remaining ?? null,
      messages,
      examples: mentorExamples(lessons),
    }
  }

  /** The open conversation's messages, oldest first, citing the lessons' current positions. */
  async history(userId: number, courseId: number): Promise<MentorChatMessage[]> {
    const conversation = await this.openConversation(userId, courseId)
    if (!conversation) return []
    const [messages, positions] = await Promise.all([
      MentorMessage.query()
        .where('conversation_id', conversation.id)
        .orderBy('id', 'desc')
        .limit(MENTOR_DEFAULTS.historyShown),
      Lesson.positionsIn(courseId),
    ])
    return messages.reverse().map((message) => {
      const serialized = serialize(message)
      serialized.citations = serialized.citations.flatMap((citation) => {
        const position = positions.get(citation.lessonId)
        return position ? [{ ...citation, position }] : []
      })
      return serialized
    })
  }

  /** 'Nova conversa': the open conversation is archived (kept for the admin report). */
  async startOver(userId: number, courseId: number) {
    await MentorConversation.query()
      .where('user_id', userId)
      .where('course_id', courseId)
      .whereNull('archived_at')
      .update({ archived_at: new Date(), updated_at: new Date() })
  }

  /** Stores 'útil' / 'não útil' on one of the learner's own answers; false when not theirs. */
  async rate(userId: number, messageId: number, feedback: 'useful' | 'not_useful') {
    const updated = await MentorMessage.query()
      .where('id', messageId)
      .where('user_id', userId)
      .where('role', 'mentor')
      .update({ feedback, feedback_at: new Date() })
    return Number(Array.isArray(updated) ? updated[0] : updated) > 0
  }

  private openConversation(userId: number, courseId: number) {
    return MentorConversation.query()
      .where('user_id', userId)
      .where('course_id', courseId)
      .whereNull('archived_at')
      .first()
  }

  private async recentTurns(userId: number, courseId: number) {
    const conversation = await this.openConversation(userId, courseId)
    if (!conversation) return []
    const rows = await MentorMessage.query()
      .where('conversation_id', conversation.id)
      .where((query) => query.where('role', 'learner').orWhereIn('kind', ['model', 'offline']))
      .orderBy('id', 'desc')
      .limit(MENTOR_DEFAULTS.historyTurns)
    return rows.reverse().map((row) => ({ role: row.role, content: row.content }))
  }

  /** Stores the question and its answer together and reports them. */
  private async done(
    input: MentorQuestion & { slotId: number },
    content: string,
    kind: MentorAnswerKind,
    citations: Citation[]
  ): Promise<MentorEvent> {
    try {
      return await this.store(input, content, kind, citations)
    } catch (error) {
      /* Two first questions at once both opened a conversation: the second joins the first. */
      if (!isUniqueViolation(error)) throw error
      return this.store(input, content, kind, citations)
    }
  }

  private async store(
    input: MentorQuestion & { slotId: number },
    content: string,
    kind: MentorAnswerKind,
    citations: Citation[]
  ): Promise<MentorEvent> {
    const [question, answer] = await db.transaction(async (trx) => {
      let conversation = await MentorConversation.query({ client: trx })
        .where('user_id', input.userId)
        .where('course_id', input.course.id)
        .whereNull('archived_at')
        .forUpdate()
        .first()
      if (!conversation)
        conversation = await MentorConversation.create(
          { userId: input.userId, courseId: input.course.id },
          { client: trx }
        )
      else await conversation.useTransaction(trx).merge({ updatedAt: DateTime.now() }).save()
      const common = {
        conversationId: conversation.id,
        userId: input.userId,
        courseId: input.course.id,
        lessonId: input.lesson?.id ?? null,
      }
      const asked = await MentorMessage.create(
        { ...common, role: 'learner', content: input.question, kind: null, citations: [] },
        { client: trx }
      )
      const answered = await MentorMessage.create(
        { ...common, role: 'mentor', content, kind, citations, questionId: asked.id },
        { client: trx }
      )
      await trx.from('mentor_question_slots').where('id', input.slotId).delete()
      return [asked, answered]
    })
    return { type: 'done', question: serialize(question), answer: serialize(answer) }
  }
}

/** The lessons the model's answer cites as '(Aula N)'; the top passages' lessons if it cites none. */
function citedLessons(content: string, passages: Parameters<typeof citationsFrom>[0]): Citation[] {
  const all = citationsFrom(passages, passages.length)
  const mentioned = new Set(
    [...content.matchAll(/Aula\s+(\d+)/gi)].map((match) => Number(match[1]))
  )
  const cited = all.filter((citation) => mentioned.has(citation.position))
  return (cited.length ? cited : all).slice(0, MENTOR_RETRIEVAL.citations)
}

function serialize(message: MentorMessage): MentorChatMessage {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    kind: message.kind,
    citations: message.citations ?? [],
    feedback: message.feedback,
    createdAt: message.createdAt.toISO()!,
  }
}
