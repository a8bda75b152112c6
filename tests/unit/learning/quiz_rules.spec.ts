import { test } from '@japa/runner'
import { randomInt } from 'node:crypto'
import {
  DEFAULT_PASS_PERCENT,
  DIFFICULTY_LABELS,
  LESSON_QUIZ_SECONDS,
  answerInTime,
  attemptDuration,
  attemptOrder,
  catalogueBand,
  displayedOption,
  displayedOptions,
  formatCountdown,
  inAttemptOrder,
  lessonTier,
  optionOrderFor,
  originalOption,
  passMarkLabel,
  quizPassed,
  quizPercent,
  quizStanding,
  shuffled,
  type RandomInt,
} from '#domain/learning/quiz'

/** A random source that plays back the given draws (each taken modulo the range). */
function scripted(draws: number[]): RandomInt {
  let next = 0
  return (maxExclusive) => draws[next++ % draws.length] % maxExclusive
}

test.group('Quiz bands and tiers', () => {
  test('catalogue quiz bands: 80 % Excelente!, 60 % Bom trabalho!, below Continue estudando!', ({
    assert,
  }) => {
    assert.equal(catalogueBand(100), 'Excelente!')
    assert.equal(catalogueBand(80), 'Excelente!')
    assert.equal(catalogueBand(79), 'Bom trabalho!')
    assert.equal(catalogueBand(60), 'Bom trabalho!')
    assert.equal(catalogueBand(59), 'Continue estudando!')
    /* 3-question quiz: 2 of 3 = 67 % */
    assert.equal(catalogueBand(quizPercent(2, 3)), 'Bom trabalho!')
    assert.equal(catalogueBand(quizPercent(1, 3)), 'Continue estudando!')
  })

  test('lesson quiz tiers with their colours and texts', ({ assert }) => {
    assert.deepEqual(lessonTier(80), {
      tone: 'success',
      message: 'Excelente! Você domina o conteúdo!',
    })
    assert.deepEqual(lessonTier(quizPercent(3, 5)), {
      tone: 'warning',
      message: 'Bom trabalho! Continue estudando para aperfeiçoar.',
    })
    assert.equal(lessonTier(79).tone, 'warning')
    assert.deepEqual(lessonTier(59), {
      tone: 'danger',
      message: 'Recomendamos revisar o conteúdo antes de prosseguir.',
    })
  })

  test('difficulty labels and the 300-second timer', ({ assert }) => {
    assert.deepEqual(DIFFICULTY_LABELS, { easy: 'Fácil', medium: 'Médio', hard: 'Difícil' })
    assert.equal(LESSON_QUIZ_SECONDS, 300)
    assert.equal(formatCountdown(300), '05:00')
    assert.equal(formatCountdown(59), '00:59')
    assert.equal(formatCountdown(-3), '00:00')
  })

  test('answers count until the limit plus a short grace; durations never exceed the limit', ({
    assert,
  }) => {
    assert.isTrue(answerInTime(305, 300))
    assert.isFalse(answerInTime(306, 300))
    assert.isTrue(answerInTime(10_000, null))
    assert.equal(attemptDuration(412.4, 300), 300)
    assert.equal(attemptDuration(42.6, 300), 43)
    assert.equal(attemptDuration(900, null), 900)
    assert.equal(quizPercent(0, 0), 0)
  })
})

test.group('Quiz pass mark', () => {
  test('an attempt passes at the pass mark (70 % by default): 4 of 5 passes, 3 of 5 and 1 of 5 fail', ({
    assert,
  }) => {
    assert.equal(DEFAULT_PASS_PERCENT, 70)
    assert.isTrue(quizPassed(quizPercent(4, 5), 70))
    assert.isTrue(quizPassed(70, 70))
    assert.isFalse(quizPassed(69, 70))
    assert.isFalse(quizPassed(quizPercent(3, 5), 70))
    assert.isFalse(quizPassed(quizPercent(1, 5), 70))
    assert.isTrue(quizPassed(quizPercent(3, 5), 60))
    assert.isFalse(quizPassed(quizPercent(0, 0), 70))
    assert.equal(passMarkLabel(70), 'Nota mínima: 70%')
  })

  test('standing: passed once any attempt passed; failed while all failed; best and last attempt', ({
    assert,
  }) => {
    assert.deepEqual(quizStanding([]), { status: 'not_taken', best: null, last: null })
    /* newest first */
    const failed = quizStanding([
      { score: 1, total: 5, passed: false },
      { score: 3, total: 5, passed: false },
    ])
    assert.equal(failed.status, 'failed')
    assert.deepEqual(failed.best, { percent: 60, passed: false })
    assert.deepEqual(failed.last, { percent: 20, passed: false })

    const retried = quizStanding([
      { score: 2, total: 5, passed: false },
      { score: 4, total: 5, passed: true },
      { score: 1, total: 5, passed: false },
    ])
    assert.equal(retried.status, 'passed')
    assert.deepEqual(retried.best, { percent: 80, passed: true })
    assert.deepEqual(retried.last, { percent: 40, passed: false })

    /* A passed attempt is the best even when a failed one scored higher under another pass mark. */
    const markRaised = quizStanding([
      { score: 4, total: 5, passed: false },
      { score: 3, total: 5, passed: true },
    ])
    assert.deepEqual(markRaised.best, { percent: 60, passed: true })
  })
})

test.group('Quiz shuffling per attempt', () => {
  test('Fisher–Yates draws j in [0, i] from i = n-1 down and swaps: a permutation, original untouched', ({
    assert,
  }) => {
    const items = ['a', 'b', 'c', 'd']
    const ranges: number[] = []
    const result = shuffled(items, (max) => {
      ranges.push(max)
      return 0
    })
    assert.deepEqual(ranges, [4, 3, 2])
    assert.deepEqual(result, ['b', 'c', 'd', 'a'])
    assert.deepEqual(items, ['a', 'b', 'c', 'd'])
    /* Always drawing the top index leaves everything in place */
    assert.deepEqual(
      shuffled(items, (max) => max - 1),
      items
    )
    assert.deepEqual(
      shuffled([], () => 0),
      []
    )
    for (let run = 0; run < 50; run++) {
      const drawn = shuffled(items, (max) => randomInt(0, max))
      assert.sameMembers(drawn, items)
      assert.lengthOf(drawn, 4)
    }
  })

  test('every order of three items comes out of the crypto source', ({ assert }) => {
    const seen = new Set<string>()
    for (let run = 0; run < 400; run++)
      seen.add(shuffled([1, 2, 3], (max) => randomInt(0, max)).join(''))
    assert.equal(seen.size, 6)
  })

  test('an attempt stores a question order and each question’s option order; unshuffled sets keep theirs', ({
    assert,
  }) => {
    const questions = [
      { id: 11, optionCount: 4 },
      { id: 12, optionCount: 4 },
      { id: 13, optionCount: 3 },
    ]
    const order = attemptOrder(questions, true, scripted([0]))
    assert.deepEqual(order.questionOrder, [12, 13, 11])
    assert.deepEqual(order.optionOrders, { 11: [1, 2, 3, 0], 12: [1, 2, 3, 0], 13: [1, 2, 0] })
    assert.deepEqual(attemptOrder(questions, false, scripted([0])), {
      questionOrder: [11, 12, 13],
      optionOrders: { 11: [0, 1, 2, 3], 12: [0, 1, 2, 3], 13: [0, 1, 2] },
    })
  })

  test('an answer by displayed index maps back to the question’s own option, and back again', ({
    assert,
  }) => {
    const options = ['Alternativa A', 'Alternativa B', 'Alternativa C', 'Alternativa D']
    const order = [2, 0, 3, 1]
    assert.deepEqual(displayedOptions(options, order), [
      'Alternativa C',
      'Alternativa A',
      'Alternativa D',
      'Alternativa B',
    ])
    /* The learner picks the first option shown, 'Alternativa C': the question's own index 2 */
    assert.equal(originalOption(order, 0), 2)
    assert.equal(options[originalOption(order, 2)!], 'Alternativa D')
    for (let shown = 0; shown < 4; shown++)
      assert.equal(displayedOption(order, originalOption(order, shown)!), shown)
    assert.isNull(originalOption(order, 4))
    assert.isNull(originalOption(order, -1))
    assert.isNull(originalOption(order, 1.5))
  })

  test('questions in the attempt’s order; attempts from before shuffling keep the set’s order', ({
    assert,
  }) => {
    const questions = [{ id: 1 }, { id: 2 }, { id: 3 }]
    assert.deepEqual(
      inAttemptOrder(questions, [3, 1, 2]).map((question) => question.id),
      [3, 1, 2]
    )
    assert.deepEqual(
      inAttemptOrder(questions, null).map((question) => question.id),
      [1, 2, 3]
    )
    /* A question added after the attempt started comes last; a removed one is skipped */
    assert.deepEqual(
      inAttemptOrder([...questions, { id: 4 }], [3, 9, 1, 2]).map((question) => question.id),
      [3, 1, 2, 4]
    )
    assert.deepEqual(optionOrderFor({ 1: [3, 2, 1, 0] }, 1, 4), [3, 2, 1, 0])
    assert.deepEqual(optionOrderFor(null, 1, 4), [0, 1, 2, 3])
    /* A stored order that no longer fits the options falls back to theirs */
    assert.deepEqual(optionOrderFor({ 1: [1, 0] }, 1, 4), [0, 1, 2, 3])
    assert.deepEqual(optionOrderFor({ 1: [0, 0, 1, 2] }, 1, 4), [0, 1, 2, 3])
  })
})
