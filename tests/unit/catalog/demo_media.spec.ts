import { test } from '@japa/runner'
import {
  CAPTION_CUE_MAX_CHARS,
  captionCues,
  captionsKeyFor,
  captionsText,
  coverSvg,
  demoMediaFiles,
  markdownToPlainText,
  vttTimestamp,
  webVtt,
} from '#domain/catalog/demo_media'

test.group('Demo media', () => {
  test('each lesson type has its file, key and captions', ({ assert }) => {
    const files = demoMediaFiles('cultivo-indoor')
    assert.deepEqual(files.lesson(3, 'video'), {
      kind: 'video',
      file: 'course-videos/demo/cultivo-indoor/aula-03.webm',
      captions: 'course-videos/demo/cultivo-indoor/aula-03.vtt',
    })
    assert.equal(
      files.lesson(12, 'podcast')?.file,
      'course-videos/demo/cultivo-indoor/aula-12.webm'
    )
    assert.equal(files.lesson(4, 'pdf')?.file, 'course-materials/demo/cultivo-indoor/aula-04.pdf')
    assert.isNull(files.lesson(5, 'text'))
    assert.isTrue(files.preview.video.startsWith('course-thumbnails/'))
    assert.equal(
      captionsKeyFor('course-videos/demo/x/aula-03.webm'),
      'course-videos/demo/x/aula-03.vtt'
    )
    assert.equal(captionsKeyFor('course-videos/a.b/video'), 'course-videos/a.b/video.vtt')
  })

  test('captions share each segment’s time and never pass two lines', ({ assert }) => {
    const long = 'palavra '.repeat(40).trim() + '.'
    const cues = captionCues([
      { text: 'Primeira frase. Segunda frase!', seconds: 4 },
      { text: long, seconds: 10 },
    ])
    assert.equal(cues[0].start, 0)
    assert.equal(cues[0].text, 'Primeira frase.')
    assert.closeTo(cues[1].end, 4, 0.001)
    assert.closeTo(cues[cues.length - 1].end, 14, 0.001)
    for (const cue of cues) assert.isAtMost(cue.text.length, CAPTION_CUE_MAX_CHARS)
  })

  test('WebVTT is written and read back as plain words', ({ assert }) => {
    assert.equal(vttTimestamp(75.5), '00:01:15.500')
    const vtt = webVtt([
      { start: 0, end: 2, text: 'Olá, genética.' },
      { start: 2, end: 3.25, text: 'Tchau.' },
    ])
    assert.isTrue(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nOlá, genética.'))
    assert.equal(captionsText(vtt), 'Olá, genética. Tchau.')
  })

  test('markdown is read as plain text and covers are SVG', ({ assert }) => {
    assert.equal(
      markdownToPlainText('## Título\n\nTexto **forte** e [link](https://x).\n- item'),
      'Título. Texto forte e link. item'
    )
    assert.match(coverSvg('x', 'cultivo'), /^<svg [^>]*viewBox="0 0 640 360"/)
  })
})
