import { test } from '@japa/runner'
import {
  DEFAULT_PASS_PERCENT,
  LESSON_QUIZ_SECONDS,
  QUIZ_LIMITS,
  allowsSeveral,
  answerIsCorrect,
  attemptsLeft,
  attemptsUsedUpMessage,
  hasCorrectOption,
  quizPassed,
  quizPercent,
  quizPublishable,
} from '#domain/learning/quiz'

test.group('Quiz authoring rules (issue 30)', () => {
  test('a question is right only when the options chosen are exactly the correct ones', ({
    assert,
  }) => {
    assert.isTrue(answerIsCorrect([1], [1]))
    assert.isFalse(answerIsCorrect([0], [1]))
    assert.isTrue(answerIsCorrect([2, 0], [0, 2]))
    assert.isFalse(answerIsCorrect([0], [0, 2]), 'one of two correct options is not half right')
    assert.isFalse(answerIsCorrect([0, 1, 2], [0, 2]), 'an extra option makes it wrong')
    assert.isFalse(answerIsCorrect([0, 1], [0, 2]))
    assert.isFalse(answerIsCorrect([], [0]))
    assert.isTrue(answerIsCorrect([0, 0, 2], [0, 2]), 'a repeated pick counts once')
  })

  test('the learner may pick several options only when more than one is correct', ({ assert }) => {
    assert.isFalse(allowsSeveral([3]))
    assert.isTrue(allowsSeveral([0, 3]))
    assert.isFalse(allowsSeveral([1, 1]))
  })

  test('a question has a correct option only when one is marked among its own options', ({
    assert,
  }) => {
    assert.isTrue(hasCorrectOption({ options: ['A', 'B'], correctIndexes: [1] }))
    assert.isFalse(hasCorrectOption({ options: ['A', 'B'], correctIndexes: [] }))
    assert.isFalse(hasCorrectOption({ options: ['A', 'B'], correctIndexes: [2] }))
    assert.isFalse(hasCorrectOption({ options: ['A', 'B'], correctIndexes: [0, -1] }))
  })

  test('a quiz is publishable with at least one question that has a correct option', ({
    assert,
  }) => {
    assert.isFalse(quizPublishable([]))
    assert.isFalse(quizPublishable([{ options: ['A', 'B'], correctIndexes: [] }]))
    assert.isTrue(
      quizPublishable([
        { options: ['A', 'B'], correctIndexes: [] },
        { options: ['A', 'B', 'C'], correctIndexes: [2] },
      ])
    )
  })

  test('attempts left: unlimited by default, never below zero, and why a learner cannot start', ({
    assert,
  }) => {
    assert.isNull(attemptsLeft(null, 40))
    assert.equal(attemptsLeft(3, 0), 3)
    assert.equal(attemptsLeft(3, 2), 1)
    assert.equal(attemptsLeft(3, 5), 0)
    assert.equal(attemptsUsedUpMessage(3), 'Você já usou as 3 tentativas deste quiz.')
    assert.equal(attemptsUsedUpMessage(1), 'Você já usou a única tentativa deste quiz.')
  })

  test('the editor defaults and limits: 70 %, 300 s, 2 to 6 options', ({ assert }) => {
    assert.equal(DEFAULT_PASS_PERCENT, 70)
    assert.equal(LESSON_QUIZ_SECONDS, 300)
    assert.deepEqual(QUIZ_LIMITS.options, { min: 2, max: 6 })
  })

  test('three questions at a 70 % pass mark: 1 right is 33 % and fails, 3 right is 100 % and passes', ({
    assert,
  }) => {
    assert.equal(quizPercent(1, 3), 33)
    assert.isFalse(quizPassed(quizPercent(1, 3), 70))
    assert.equal(quizPercent(2, 3), 67)
    assert.isFalse(quizPassed(quizPercent(2, 3), 70))
    assert.equal(quizPercent(3, 3), 100)
    assert.isTrue(quizPassed(quizPercent(3, 3), 70))
  })
})
