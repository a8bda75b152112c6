import { test } from '@japa/runner'
import { readableOffline } from '#domain/learning/offline_lessons'
import { LESSON_TYPES, rendererFor } from '#domain/catalog/lesson_types'

test.group('Lessons saved to read offline', () => {
  test('text and PDF lessons can be saved; lessons that play, grade or simulate cannot', ({
    assert,
  }) => {
    const savable = LESSON_TYPES.filter((type) => readableOffline(rendererFor(type)))
    assert.includeMembers(savable, ['text', 'pdf', 'document', 'case-study'])
    for (const type of ['video', 'youtube', 'podcast', 'audio', 'quiz', 'exam', 'simulation'])
      assert.notInclude(savable, type, type)
    assert.isFalse(readableOffline('unknown'))
  })
})
