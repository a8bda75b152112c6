import { test } from '@japa/runner'
import {
  DIFFICULTY_LABELS,
  LESSON_QUIZ_SECONDS,
  answerInTime,
  attemptDuration,
  catalogueBand,
  formatCountdown,
  lessonTier,
  quizPercent,
} from '#domain/quiz'

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
