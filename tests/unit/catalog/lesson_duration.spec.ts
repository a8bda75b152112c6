import { test } from '@japa/runner'
import {
  MAX_REQUIRED_READING_SECONDS,
  formatDuration,
  isMediaLesson,
  isQuizLesson,
  lessonDurationSeconds,
  minutesAndSeconds,
  readingSeconds,
  requiredReadingSeconds,
  typedMediaSeconds,
  wordCount,
} from '#domain/catalog/lesson_duration'
import { lessonFormErrors } from '#domain/admin/admin_forms'
import { secondsIn } from '#tests/helpers/durations'

const words = (count: number) => Array.from({ length: count }, () => 'palavra').join(' ')

test.group('Lesson durations (#domain/lesson_duration)', () => {
  test('words are counted in the text a reader reads, not in the Markdown marks', ({ assert }) => {
    assert.equal(wordCount(null), 0)
    assert.equal(wordCount(''), 0)
    assert.equal(wordCount('   \n  '), 0)
    assert.equal(wordCount('Três palavras simples'), 3)
    /* Heading, bold, a link's text and inline code count; the URL, list marks and a code block do not. */
    const markdown = [
      '## Sistema endocanabinoide',
      '',
      'Os **receptores** CB1 e CB2, veja [o guia](https://exemplo.com/guia-longo).',
      '',
      '- item `THC`',
      '- 2 itens',
      '',
      '```',
      'const ignorado = true',
      '```',
    ].join('\n')
    assert.equal(wordCount(markdown), 14)
    /* Punctuation alone is not a word. */
    assert.equal(wordCount('Fim — e só.'), 3)
  })

  test('reading time is 200 words a minute, rounded up to the second', ({ assert }) => {
    assert.equal(readingSeconds(0), 0)
    assert.equal(readingSeconds(1), 1)
    assert.equal(readingSeconds(200), 60)
    assert.equal(readingSeconds(201), 61)
    assert.equal(readingSeconds(2000), 600)
  })

  test('the minimum time on a reading lesson follows its words up to 10 minutes', ({ assert }) => {
    assert.equal(requiredReadingSeconds(null), 0)
    assert.equal(requiredReadingSeconds(words(400)), 120)
    assert.equal(requiredReadingSeconds(words(2000)), 600)
    assert.equal(requiredReadingSeconds(words(5000)), MAX_REQUIRED_READING_SECONDS)
    assert.equal(MAX_REQUIRED_READING_SECONDS, 600)
  })

  test('a lesson lasts its media, its quiz time limit or its reading time, by type', ({
    assert,
  }) => {
    const body = words(300)
    for (const lessonType of ['video', 'youtube', 'podcast', 'audio']) {
      assert.isTrue(isMediaLesson(lessonType), lessonType)
      assert.equal(lessonDurationSeconds({ lessonType, mediaSeconds: 32.4, content: body }), 32)
      /* Unknown media: no length at all (no badge), never the words of its transcript. */
      assert.equal(lessonDurationSeconds({ lessonType, mediaSeconds: null, content: body }), 0)
    }
    for (const lessonType of ['quiz', 'exam']) {
      assert.isTrue(isQuizLesson(lessonType), lessonType)
      assert.equal(
        lessonDurationSeconds({ lessonType, mediaSeconds: 99, content: body, quizSeconds: 300 }),
        300
      )
    }
    for (const lessonType of ['text', 'pdf', 'case-study', 'interactive', 'project', 'outro']) {
      assert.isFalse(isMediaLesson(lessonType), lessonType)
      assert.equal(lessonDurationSeconds({ lessonType, mediaSeconds: 99, content: body }), 90)
    }
  })

  test('lengths read as seconds, minutes and seconds, minutes, then hours', ({ assert }) => {
    assert.equal(formatDuration(0), '0 s')
    assert.equal(formatDuration(-5), '0 s')
    assert.equal(formatDuration(32), '32 s')
    assert.equal(formatDuration(32.4), '32 s')
    assert.equal(formatDuration(60), '1 min')
    assert.equal(formatDuration(99), '1 min 39 s')
    assert.equal(formatDuration(599), '9 min 59 s')
    assert.equal(formatDuration(600), '10 min')
    assert.equal(formatDuration(729), '12 min')
    assert.equal(formatDuration(3599), '1 h')
    assert.equal(formatDuration(3900), '1 h 5 min')
    assert.equal(formatDuration(7200), '2 h')
    assert.equal(formatDuration(8 * 3600 + 29), '8 h')
  })

  test('every text stays within 10 % of the length it stands for', ({ assert }) => {
    let worst = 0
    const lengths = [
      ...Array.from({ length: 4 * 3600 }, (_, index) => index + 1),
      ...Array.from({ length: 200 }, (_, index) => 4 * 3600 + index * 977),
    ]
    for (const seconds of lengths) {
      const error = Math.abs(secondsIn(formatDuration(seconds)) - seconds) / seconds
      worst = Math.max(worst, error)
    }
    assert.isBelow(worst, 0.1)
  })

  test('a YouTube length is typed as minutes and seconds; nothing typed stays unknown', ({
    assert,
  }) => {
    assert.equal(typedMediaSeconds(4, 12), 252)
    assert.equal(typedMediaSeconds(null, 45), 45)
    assert.equal(typedMediaSeconds(3, undefined), 180)
    assert.isNull(typedMediaSeconds(null, null))
    assert.isNull(typedMediaSeconds(0, 0))
    assert.deepEqual(minutesAndSeconds(252), { minutes: '4', seconds: '12' })
    assert.deepEqual(minutesAndSeconds(null), { minutes: '', seconds: '' })
  })

  test('the lesson form names a bad YouTube length next to its field, in pt-BR', ({ assert }) => {
    const fields = {
      title: 'Aula no YouTube',
      description: '',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      youtubeMinutes: '4',
      youtubeSeconds: '12',
    }
    assert.deepEqual(lessonFormErrors(fields), {})
    assert.deepEqual(lessonFormErrors({ ...fields, youtubeMinutes: '', youtubeSeconds: '' }), {})
    assert.deepEqual(
      lessonFormErrors({ ...fields, youtubeMinutes: 'quatro', youtubeSeconds: '75' }),
      {
        youtubeMinutes: 'Informe os minutos do vídeo com um número inteiro de 0 a 600.',
        youtubeSeconds: 'Informe os segundos do vídeo com um número inteiro de 0 a 59.',
      }
    )
    /* An uploaded file's length is read from the file: the fields are not asked for. */
    assert.deepEqual(
      lessonFormErrors({
        ...fields,
        videoUrl: '/uploads/course-videos/aula.webm',
        youtubeSeconds: '75',
      }),
      {}
    )
  })
})
