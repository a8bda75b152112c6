import { test } from '@japa/runner'
import {
  LESSON_TYPES,
  LESSON_TYPE_TABLE,
  lessonTypeLabel,
  lessonTypesCounted,
  rendererFor,
} from '#domain/catalog/lesson_types'
import { completionRuleFor } from '#domain/learning/completion'

test.group('Lesson types', () => {
  test('every type has one pt-BR name, distinct, so the admin select tells them apart', ({
    assert,
  }) => {
    const labels = LESSON_TYPES.map((type) => lessonTypeLabel(type))
    assert.lengthOf(new Set(labels), LESSON_TYPES.length)
    for (const label of labels) assert.match(label, /^\p{Lu}/u)
  })

  test('the names the pages show', ({ assert }) => {
    assert.equal(lessonTypeLabel('exam'), 'Prova')
    assert.equal(lessonTypeLabel('youtube'), 'YouTube')
    assert.equal(lessonTypeLabel('text'), 'Leitura')
    assert.equal(lessonTypeLabel('template'), 'Modelo')
    assert.equal(lessonTypeLabel('hologram'), 'hologram')
  })

  test('media are watched, quiz and exam passed, the rest read', ({ assert }) => {
    const byRule = (rule: string) => LESSON_TYPES.filter((type) => completionRuleFor(type) === rule)
    assert.sameMembers(byRule('watch'), ['video', 'youtube', 'podcast', 'audio'])
    assert.sameMembers(byRule('pass'), ['quiz', 'exam'])
    assert.lengthOf(byRule('read'), LESSON_TYPES.length - 6)
    assert.equal(rendererFor('hologram'), 'unknown')
  })

  test("the landing page's figures count the media and reading types", ({ assert }) => {
    assert.sameMembers(lessonTypesCounted('videos'), ['video', 'youtube'])
    assert.sameMembers(lessonTypesCounted('podcasts'), ['podcast', 'audio'])
    assert.sameMembers(lessonTypesCounted('articles'), ['text', 'document', 'pdf', 'case-study'])
    for (const type of lessonTypesCounted('videos')) {
      assert.equal(LESSON_TYPE_TABLE[type].renderer, 'video')
    }
  })
})
