import { test } from '@japa/runner'
import { CAPTIONS_TEXTS, checkWebVtt, vttSeconds } from '#domain/catalog/captions'
import { captionCues, webVtt } from '#domain/catalog/demo_media'

const vtt = (text: string) => new TextEncoder().encode(text)

function problemOf(text: string | Uint8Array, videoSeconds: number | null = null) {
  const result = checkWebVtt(typeof text === 'string' ? vtt(text) : text, { videoSeconds })
  return result.ok ? null : result.message
}

const VALID = [
  'WEBVTT - Aula 3',
  '',
  'NOTE revisado pela equipe',
  '',
  '1',
  '00:00:01.000 --> 00:00:04.500 line:90%',
  'Os tricomas guardam os canabinoides.',
  '',
  '00:05.000 --> 00:07.250',
  '<i>Olhe com uma lupa</i>',
  'de 60 vezes.',
  '',
].join('\n')

test.group('Uploaded WebVTT captions', () => {
  test('a valid file gives its cues: identifiers, notes and cue settings allowed, hours optional', ({
    assert,
  }) => {
    const result = checkWebVtt(vtt(VALID), { videoSeconds: 8 })
    assert.isTrue(result.ok)
    if (!result.ok) return
    assert.deepEqual(result.cues, [
      { start: 1, end: 4.5, text: 'Os tricomas guardam os canabinoides.', line: 6 },
      { start: 5, end: 7.25, text: '<i>Olhe com uma lupa</i>\nde 60 vezes.', line: 9 },
    ])
  })

  test('a BOM and Windows line endings are accepted', ({ assert }) => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('WEBVTT\r\n\r\n00:00:00.500 --> 00:00:02.000\r\nOlá\r\n'),
    ])
    const result = checkWebVtt(bytes)
    assert.isTrue(result.ok)
    if (result.ok) assert.deepEqual(result.cues[0], { start: 0.5, end: 2, text: 'Olá', line: 3 })
  })

  test('the captions the demo media generates pass the check', ({ assert }) => {
    const cues = captionCues([{ text: 'Genética. Fenótipos estáveis e clones.', seconds: 9.5 }])
    assert.isTrue(checkWebVtt(vtt(webVtt(cues)), { videoSeconds: 9.5 }).ok)
  })

  test('a file that is not UTF-8 is refused', ({ assert }) => {
    const latin1 = Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nCanção\n', 'latin1')
    assert.equal(problemOf(latin1), CAPTIONS_TEXTS.notUtf8)
  })

  test('the first line must be WEBVTT', ({ assert }) => {
    const expected = 'O arquivo não é um WebVTT válido: a primeira linha deve ser WEBVTT.'
    assert.equal(problemOf('1\n00:00:01,000 --> 00:00:02,000\nOi\n'), expected)
    assert.equal(problemOf('WEBVTTX\n\n00:01.000 --> 00:02.000\nOi\n'), expected)
    assert.equal(problemOf(''), expected)
  })

  test('a file without any cue is refused', ({ assert }) => {
    assert.equal(problemOf('WEBVTT\n\nNOTE só um comentário\n'), CAPTIONS_TEXTS.noCues)
    assert.equal(problemOf('WEBVTT\n'), CAPTIONS_TEXTS.noCues)
  })

  test('a malformed timing line is named by its line number', ({ assert }) => {
    const file = (timing: string) =>
      `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nUm\n\n2\n${timing}\nDois\n`
    assert.equal(
      problemOf(file('00:00:03 --> 00:00:04')),
      'Linha 7: tempo inválido. Use 00:00:01.000 --> 00:00:04.000 (horas opcionais).'
    )
    assert.equal(problemOf(file('00:00:03.000 -> 00:00:04.000')), CAPTIONS_TEXTS.badTiming(7))
    assert.equal(problemOf(file('00:61:03.000 --> 00:62:04.000')), CAPTIONS_TEXTS.badTiming(7))
    assert.equal(problemOf(file('texto sem tempo')), CAPTIONS_TEXTS.badTiming(7))
    /* A subtitle converted from SRT keeps its commas: say so. */
    assert.equal(
      problemOf(file('00:00:03,000 --> 00:00:04,000')),
      'Linha 7: tempo inválido. Use ponto antes dos milésimos (00:00:01.000), não vírgula.'
    )
    /* A block that starts with a time-like line has no identifier: that line is the timing. */
    assert.equal(
      problemOf('WEBVTT\n\n00:00:01.000 -- 00:00:02.000\nUm\n'),
      CAPTIONS_TEXTS.badTiming(3)
    )
  })

  test('a missing blank line is named where it is missing', ({ assert }) => {
    assert.equal(
      problemOf('WEBVTT\n00:00:01.000 --> 00:00:02.000\nUm\n'),
      'Linha 2: falta uma linha em branco depois de WEBVTT.'
    )
    assert.equal(
      problemOf(
        'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nUm\n00:00:02.000 --> 00:00:03.000\nDois\n'
      ),
      'Linha 5: falta uma linha em branco antes deste tempo.'
    )
  })

  test('each cue ends after it starts, and cues start in order', ({ assert }) => {
    assert.equal(
      problemOf('WEBVTT\n\n00:00:04.000 --> 00:00:03.000\nAo contrário\n'),
      'Linha 3: o fim (00:00:03.000) deve vir depois do início (00:00:04.000).'
    )
    assert.equal(
      problemOf('WEBVTT\n\n00:00:02.000 --> 00:00:02.000\nVazia\n'),
      CAPTIONS_TEXTS.endBeforeStart(3, 2, 2)
    )
    assert.equal(
      problemOf(
        'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nDepois\n\n00:00:01.000 --> 00:00:02.000\nAntes\n'
      ),
      'Linha 6: a legenda começa antes da anterior (00:00:05.000).'
    )
  })

  test('no cue ends after the video, beyond a two-second tolerance; an unknown length is not checked', ({
    assert,
  }) => {
    const ending = (end: string) => `WEBVTT\n\n00:00:01.000 --> ${end}\nFim\n`
    assert.isNull(problemOf(ending('00:00:10.000'), 8))
    assert.equal(
      problemOf(ending('00:00:10.001'), 8),
      'Linha 3: a legenda termina em 00:00:10.001, depois do fim do vídeo (00:00:08.000).'
    )
    assert.isNull(problemOf(ending('01:00:00.000'), null))
  })

  test('timestamps read hours, minutes, seconds and milliseconds', ({ assert }) => {
    assert.equal(vttSeconds('01:02:03.500'), 3723.5)
    assert.equal(vttSeconds('02:03.500'), 123.5)
    assert.equal(vttSeconds('100:00:00.000'), 360000)
    assert.isNull(vttSeconds('2:03.500'))
    assert.isNull(vttSeconds('00:02:03.5'))
  })

  test('the admin dialog summarises the captions by cue count and file name', ({ assert }) => {
    assert.equal(CAPTIONS_TEXTS.summary(12, 'aula-3.vtt'), '12 legendas · aula-3.vtt')
    assert.equal(CAPTIONS_TEXTS.summary(1, null), '1 legenda')
    assert.equal(CAPTIONS_TEXTS.summary(null, null), '')
  })
})
