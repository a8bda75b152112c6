import { test } from '@japa/runner'
import { PASSAGE_MAX, chunkText, plainText, splitLesson } from '#domain/mentor/mentor_passages'

test.group('Mentor passages: splitting a lesson', () => {
  test('the first passage is the title with the description and objectives', ({ assert }) => {
    const passages = splitLesson({
      title: 'Iluminação LED',
      description: 'Como escolher o painel.',
      objectives: ['Calcular o PPFD', 'Entender o DLI'],
      content: null,
    })
    assert.deepEqual(passages, [
      {
        heading: 'Iluminação LED',
        body: 'Como escolher o painel.\nCalcular o PPFD\nEntender o DLI',
      },
    ])
  })

  test('the content is cut at its headings, each passage naming its section', ({ assert }) => {
    const passages = splitLesson({
      title: 'Clima',
      description: null,
      objectives: [],
      content:
        'Introdução curta.\n\n## Temperatura\n\nEntre **22 e 26 °C** na floração.\n\n### Umidade\n\n- Vegetativo: 60%\n- Floração: 45%',
    })
    assert.deepEqual(
      passages.map((passage) => [passage.heading, passage.body]),
      [
        ['Clima', 'Clima'],
        ['Clima', 'Introdução curta.'],
        ['Clima › Temperatura', 'Entre 22 e 26 °C na floração.'],
        ['Clima › Umidade', 'Vegetativo: 60%\nFloração: 45%'],
      ]
    )
  })

  test('the video’s captions come last, under “Legendas do vídeo”, cut like the text', ({
    assert,
  }) => {
    const sentence = 'As micorrizas ajudam as raízes a absorver fósforo do substrato. '
    const lesson = { title: 'Solo vivo', description: 'Fungos.', objectives: [], content: 'Texto.' }
    const passages = splitLesson({ ...lesson, captions: sentence.repeat(20) })
    const captions = passages.filter(
      (passage) => passage.heading === 'Solo vivo › Legendas do vídeo'
    )
    assert.deepEqual(passages.slice(0, 2), splitLesson(lesson))
    assert.isAbove(captions.length, 1)
    assert.equal(passages.indexOf(captions[0]), 2)
    for (const passage of captions) assert.isAtMost(passage.body.length, PASSAGE_MAX)
    assert.deepEqual(splitLesson({ ...lesson, captions: '  ' }), splitLesson(lesson))
  })

  test('a long section becomes several passages, none above the maximum', ({ assert }) => {
    const paragraph = 'O VPD relaciona temperatura e umidade do ar com a transpiração da planta. '
    const content = `## VPD\n\n${Array.from({ length: 12 }, () => paragraph.repeat(3)).join('\n\n')}`
    const passages = splitLesson({ title: 'VPD', description: 'x', objectives: [], content })
    assert.isAbove(passages.length, 3)
    for (const passage of passages) {
      assert.isAtMost(passage.body.length, PASSAGE_MAX)
      assert.notEqual(passage.body, '')
    }
  })

  test('a single endless paragraph is still cut', ({ assert }) => {
    const chunks = chunkText('palavra '.repeat(600))
    assert.isAbove(chunks.length, 3)
    for (const chunk of chunks) assert.isAtMost(chunk.length, PASSAGE_MAX)
  })

  test('Markdown marks and links are removed from the text', ({ assert }) => {
    assert.equal(
      plainText('Veja a [RDC 327](https://anvisa.gov.br) e o `pH` **ideal**\n\n> citação'),
      'Veja a RDC 327 e o pH ideal\ncitação'
    )
  })
})
