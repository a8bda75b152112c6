import { test } from '@japa/runner'
import {
  COMPLETED_BY,
  acceptPlayback,
  clipRanges,
  completionRuleFor,
  completionStatus,
  firstSeconds,
  isPlayedStep,
  mergeRanges,
  newWatchedAllowance,
  rangesLength,
  readingCountdownReason,
  subtractRanges,
  type CompletionFacts,
} from '#domain/learning/completion'

/** 400 words: two minutes of reading at 200 words a minute. */
const TWO_MINUTES_OF_TEXT = Array.from({ length: 400 }, () => 'palavra').join(' ')

function facts(overrides: Partial<CompletionFacts>): CompletionFacts {
  return {
    lessonType: 'video',
    durationSeconds: 100,
    content: null,
    watchedSeconds: 0,
    secondsStudied: 0,
    passed: false,
    passPercent: 70,
    ...overrides,
  }
}

test.group('Completion rules', () => {
  test('media lessons are watched, quizzes and exams passed, everything else read', ({
    assert,
  }) => {
    for (const type of ['video', 'youtube', 'podcast', 'audio'])
      assert.equal(completionRuleFor(type), 'watch', type)
    for (const type of ['quiz', 'exam']) assert.equal(completionRuleFor(type), 'pass', type)
    for (const type of ['text', 'pdf', 'project', 'simulation', 'interactive', 'case-study', 'x'])
      assert.equal(completionRuleFor(type), 'read', type)
    assert.deepEqual(COMPLETED_BY, { watch: 'watched', read: 'read', pass: 'passed' })
  })

  test('a video completes at 90 % of its length really played, and says how much was', ({
    assert,
  }) => {
    const partly = completionStatus(facts({ durationSeconds: 200, watchedSeconds: 70 }))
    assert.isFalse(partly.met)
    assert.equal(partly.percent, 35)
    assert.equal(
      partly.reason,
      'Assista a pelo menos 90% do vídeo para concluir esta aula (você assistiu 35%).'
    )
    /* 179 of 200 s is 89.5 %: not yet, and it does not read as 90 %. */
    const almost = completionStatus(facts({ durationSeconds: 200, watchedSeconds: 179 }))
    assert.isFalse(almost.met)
    assert.equal(almost.percent, 89)
    const enough = completionStatus(facts({ durationSeconds: 200, watchedSeconds: 180 }))
    assert.isTrue(enough.met)
    assert.isNull(enough.reason)
    assert.equal(enough.percent, 90)

    /*
     * A 7.5 s upload is stored as 8 s: played in full from its first tick
     * (0.02 s) it is 7.49 s, short of 7.2 s only by the rounding of its length.
     */
    const short = completionStatus(facts({ durationSeconds: 8, watchedSeconds: 7.49 }))
    assert.isTrue(short.met)
    const shortOfIt = completionStatus(facts({ durationSeconds: 8, watchedSeconds: 6.69 }))
    assert.isFalse(shortOfIt.met)
  })

  test('an audio lesson is listened to; a media lesson of unknown length cannot complete yet', ({
    assert,
  }) => {
    const podcast = completionStatus(
      facts({ lessonType: 'podcast', durationSeconds: 99, watchedSeconds: 10 })
    )
    assert.equal(
      podcast.reason,
      'Ouça pelo menos 90% do áudio para concluir esta aula (você ouviu 10%).'
    )
    const youtube = completionStatus(facts({ lessonType: 'youtube', durationSeconds: 0 }))
    assert.isFalse(youtube.met)
    assert.equal(youtube.reason, 'Reproduza o vídeo desta aula para liberar a conclusão.')
    const unpublished = completionStatus(
      facts({ durationSeconds: 0, watchedSeconds: 500, mediaAvailable: false })
    )
    assert.isFalse(unpublished.met)
    assert.include(unpublished.reason!, 'ainda não foi publicado')
  })

  test('a reading lesson completes after its reading time on the page, capped at 10 minutes', ({
    assert,
  }) => {
    const start = completionStatus(
      facts({ lessonType: 'text', content: TWO_MINUTES_OF_TEXT, secondsStudied: 75 })
    )
    assert.isFalse(start.met)
    assert.equal(start.remainingSeconds, 45)
    assert.equal(start.reason, 'Continue lendo: a conclusão libera em 0:45.')
    assert.equal(start.percent, 62)
    const done = completionStatus(
      facts({ lessonType: 'pdf', content: TWO_MINUTES_OF_TEXT, secondsStudied: 120 })
    )
    assert.isTrue(done.met)
    assert.equal(done.remainingSeconds, 0)

    const long = Array.from({ length: 5000 }, () => 'palavra').join(' ')
    const capped = completionStatus(facts({ lessonType: 'text', content: long, secondsStudied: 0 }))
    assert.equal(capped.remainingSeconds, 600)
    assert.equal(capped.reason, 'Continue lendo: a conclusão libera em 10:00.')
    /* A page with no words asks for no time; a simulator page says 'Continue nesta aula'. */
    assert.isTrue(completionStatus(facts({ lessonType: 'text', content: '' })).met)
    assert.equal(
      readingCountdownReason('simulation', 65),
      'Continue nesta aula: a conclusão libera em 1:05.'
    )
    assert.equal(readingCountdownReason('text', 0), 'Registrando seu tempo na aula…')
  })

  test('a quiz or exam completes only by a passing attempt, and says the pass mark', ({
    assert,
  }) => {
    const failed = completionStatus(facts({ lessonType: 'quiz', passed: false, passPercent: 70 }))
    assert.isFalse(failed.met)
    assert.equal(failed.reason, 'Seja aprovado no quiz (nota mínima 70%) para concluir esta aula.')
    const exam = completionStatus(facts({ lessonType: 'exam', passed: false, passPercent: 80 }))
    assert.equal(exam.reason, 'Seja aprovado no exame (nota mínima 80%) para concluir esta aula.')
    /* Time on the page or media played never completes a quiz. */
    assert.isFalse(
      completionStatus(facts({ lessonType: 'quiz', secondsStudied: 9999, watchedSeconds: 9999 }))
        .met
    )
    assert.isTrue(completionStatus(facts({ lessonType: 'quiz', passed: true })).met)
  })
})

test.group('Watched ranges', () => {
  test('ranges merge when they overlap or touch, and each second counts once', ({ assert }) => {
    assert.deepEqual(
      mergeRanges([
        [30, 40],
        [0, 10],
        [10, 15],
        [35, 50],
        [60, 60],
        [80, 70],
      ]),
      [
        [0, 15],
        [30, 50],
      ]
    )
    assert.equal(
      rangesLength([
        [0, 10],
        [5, 15],
      ]),
      15
    )
    assert.deepEqual(mergeRanges([[-5, 3]]), [[0, 3]])
  })

  test('ranges are clipped to the media, subtracted from what was watched, taken earliest first', ({
    assert,
  }) => {
    assert.deepEqual(clipRanges([[90, 130]], 100), [[90, 100]])
    assert.deepEqual(clipRanges([[0, 30]], 0), [])
    assert.deepEqual(
      subtractRanges(
        [[0, 100]],
        [
          [10, 20],
          [50, 60],
        ]
      ),
      [
        [0, 10],
        [20, 50],
        [60, 100],
      ]
    )
    assert.deepEqual(subtractRanges([[10, 20]], [[0, 30]]), [])
    assert.deepEqual(
      firstSeconds(
        [
          [0, 10],
          [20, 50],
        ],
        25
      ),
      [
        [0, 10],
        [20, 35],
      ]
    )
  })

  test('a report adds at most its wall time at 2× plus slack: seeking to the end adds nothing', ({
    assert,
  }) => {
    assert.equal(newWatchedAllowance(10), 25)
    /* The first report of a lesson: a small bound; a long pause does not open a bigger one. */
    assert.equal(newWatchedAllowance(null), 15)
    assert.equal(newWatchedAllowance(3600), 65)

    const jump = acceptPlayback({
      watched: [],
      claimed: [[0, 600]],
      mediaSeconds: 600,
      secondsSincePrevious: 2,
    })
    assert.deepEqual(jump.watched, [[0, 9]])
    assert.equal(jump.watchedSeconds, 9)
    assert.equal(jump.playedSeconds, 9)

    const honest = acceptPlayback({
      watched: [[0, 20]],
      claimed: [
        [10, 20],
        [20, 38],
      ],
      mediaSeconds: 600,
      secondsSincePrevious: 10,
    })
    assert.deepEqual(honest.watched, [[0, 38]])
    assert.equal(honest.addedSeconds, 18)
    /* Watching 10–20 again is study time, not new watched seconds. */
    assert.equal(honest.playedSeconds, 25)
  })

  test('what a report leaves unused counts for the next: a report held up on its way cuts nothing after it', ({
    assert,
  }) => {
    /* The speed chosen (the lesson's first report, nothing played) reaches the server 3 s late... */
    const rateSaved = acceptPlayback({
      watched: [],
      claimed: [],
      mediaSeconds: 7.5,
      secondsSincePrevious: null,
    })
    assert.equal(rateSaved.unusedSeconds, 5)
    /* ...and the whole 7.5 s video, played at 2×, is reported 0.8 s after it arrived. */
    const ended = acceptPlayback({
      watched: rateSaved.watched,
      claimed: [[0, 7.5]],
      mediaSeconds: 7.5,
      secondsSincePrevious: 0.8 + rateSaved.unusedSeconds,
    })
    assert.deepEqual(ended.watched, [[0, 7.5]])
    /* Without the carried time it would have kept 0.8 × 2 + 5 = 6.6 s, under 90 %. */
    assert.equal(newWatchedAllowance(0.8), 6.6)

    /* Reports 10 s apart at 2×, one of them 4 s late: the one after it keeps its 20 s. */
    const late = acceptPlayback({
      watched: [[0, 20]],
      claimed: [[20, 40]],
      mediaSeconds: 600,
      secondsSincePrevious: 14,
    })
    assert.equal(late.addedSeconds, 20)
    assert.equal(late.unusedSeconds, 4)
    const next = acceptPlayback({
      watched: late.watched,
      claimed: [[40, 60]],
      mediaSeconds: 600,
      secondsSincePrevious: 6 + late.unusedSeconds,
    })
    assert.equal(next.addedSeconds, 20)

    /* What was used is gone: a report that took its whole allowance leaves nothing. */
    const greedy = acceptPlayback({
      watched: [],
      claimed: [[0, 600]],
      mediaSeconds: 600,
      secondsSincePrevious: 10,
    })
    assert.equal(greedy.unusedSeconds, 0)
    /* Nor does the carry go past the 30 s one report may account for. */
    assert.equal(newWatchedAllowance(3600 + 30), 65)
  })

  test('a forward step the clock allows at the current speed is played; a seek is not', ({
    assert,
  }) => {
    assert.isTrue(isPlayedStep(10, 10.25, 0.25, 1))
    assert.isTrue(isPlayedStep(10, 10.5, 0.25, 2))
    assert.isTrue(isPlayedStep(10, 30, 10, 2))
    assert.isFalse(isPlayedStep(10, 40, 10, 2))
    assert.isFalse(isPlayedStep(10, 25, 0.25, 1))
    assert.isFalse(isPlayedStep(30, 10, 0.25, 1))
    assert.isFalse(isPlayedStep(10, 10, 0.25, 1))
  })
})
