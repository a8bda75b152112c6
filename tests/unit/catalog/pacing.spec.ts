import { test } from '@japa/runner'
import {
  availableMessage,
  defaultFreePreview,
  isOpenLesson,
  pacingLocks,
  releaseDate,
  type PacedLesson,
} from '#domain/catalog/pacing'

const lessons = (completed: boolean[], days: number[] = []): PacedLesson[] =>
  completed.map((done, index) => ({
    id: index + 1,
    releaseAfterDays: days[index] ?? 0,
    completed: done,
  }))

/* 27/11/2026 10:00 in São Paulo (13:00 UTC). */
const ENROLLED = new Date('2026-11-27T13:00:00Z')

test.group('Free preview', () => {
  test('a free preview or any lesson of a free course is open; a paid lesson is not', ({
    assert,
  }) => {
    assert.isTrue(isOpenLesson({ isFreePreview: true }, { price: 37 }))
    assert.isTrue(isOpenLesson({ isFreePreview: false }, { price: 0 }))
    assert.isTrue(isOpenLesson({ isFreePreview: false }, { price: '0.00' }))
    assert.isFalse(isOpenLesson({ isFreePreview: false }, { price: 37 }))
    /* Without its course the lesson counts as premium. */
    assert.isFalse(isOpenLesson({ isFreePreview: false }, null))
  })

  test('a new lesson is a free preview when it is the first of a Premium course module', ({
    assert,
  }) => {
    assert.isTrue(defaultFreePreview({ coursePrice: 37, moduleId: 4, lessonsInModule: 0 }))
    assert.isFalse(defaultFreePreview({ coursePrice: 37, moduleId: 4, lessonsInModule: 1 }))
    assert.isFalse(defaultFreePreview({ coursePrice: 37, moduleId: null, lessonsInModule: 0 }))
    assert.isFalse(defaultFreePreview({ coursePrice: 0, moduleId: 4, lessonsInModule: 0 }))
  })
})

test.group('Pacing: em ordem', () => {
  test('a lesson opens once the previous one is completed; the first is always open', ({
    assert,
  }) => {
    const locks = pacingLocks({
      mode: 'in_order',
      lessons: lessons([true, false, false, false]),
      enrolledAt: ENROLLED,
      now: ENROLLED,
    })
    assert.deepEqual([...locks.keys()], [3, 4])
    assert.deepEqual(locks.get(3), {
      reason: 'previous_incomplete',
      previousPosition: 2,
      message: 'Conclua a aula 2 para liberar esta.',
    })
  })

  test('a completed lesson stays open even when an earlier one is not', ({ assert }) => {
    const locks = pacingLocks({
      mode: 'in_order',
      lessons: lessons([false, false, true]),
      enrolledAt: null,
      now: ENROLLED,
    })
    assert.deepEqual([...locks.keys()], [2])
  })

  test("'livre' locks nothing", ({ assert }) => {
    const locks = pacingLocks({
      mode: 'free',
      lessons: lessons([false, false, false], [0, 7, 14]),
      enrolledAt: ENROLLED,
      now: ENROLLED,
    })
    assert.equal(locks.size, 0)
  })
})

test.group('Pacing: liberação programada', () => {
  test('module 2 after 7 days opens at midnight in São Paulo of the seventh day', ({ assert }) => {
    const opens = releaseDate(ENROLLED, 7)
    assert.equal(opens.toISOString(), '2026-12-04T03:00:00.000Z')
    assert.equal(availableMessage(opens), 'Disponível em 04/12')
  })

  test('the enrolment day is the São Paulo day, not the UTC one', ({ assert }) => {
    /* 27/11 at 23:30 in São Paulo is already 28/11 in UTC. */
    const late = new Date('2026-11-28T02:30:00Z')
    assert.equal(releaseDate(late, 1).toISOString(), '2026-11-28T03:00:00.000Z')
  })

  test('a module is locked with its date until the clock passes it', ({ assert }) => {
    const input = {
      mode: 'scheduled' as const,
      lessons: lessons([false, false, false], [0, 7, 7]),
      enrolledAt: ENROLLED,
    }
    const before = pacingLocks({ ...input, now: new Date('2026-12-04T02:59:59Z') })
    assert.deepEqual([...before.keys()], [2, 3])
    assert.deepEqual(before.get(2), {
      reason: 'scheduled',
      availableAt: '2026-12-04T03:00:00.000Z',
      message: 'Disponível em 04/12',
    })
    const after = pacingLocks({ ...input, now: new Date('2026-12-04T03:00:00Z') })
    assert.equal(after.size, 0)
  })

  test('a member not enrolled yet counts from now; order does not matter', ({ assert }) => {
    const now = new Date('2026-11-30T15:00:00Z')
    const locks = pacingLocks({
      mode: 'scheduled',
      lessons: lessons([false, false], [0, 3]),
      enrolledAt: null,
      now,
    })
    assert.deepEqual([...locks.keys()], [2])
    assert.equal(locks.get(2)!.message, 'Disponível em 03/12')
  })
})
