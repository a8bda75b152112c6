import { test } from '@japa/runner'
import { BaseTransformer, Collection, Item } from '@adonisjs/core/transformers'
import { AppTransformer } from '#transformers/cheap_transform'
import { jsonSerializer } from '#services/platform/json_serializer'

type Lesson = { id: number; title: string; tags?: { name: string }[] }

class TagTransformer extends AppTransformer<{ name: string }> {
  toObject() {
    return { name: this.resource.name }
  }
}

/* The same transformer on the app's base and on the library's. */
class CheapLessonTransformer extends AppTransformer<Lesson> {
  toObject() {
    return {
      id: this.resource.id,
      title: this.resource.title,
      tags: TagTransformer.transform(this.whenLoaded(this.resource.tags)),
    }
  }
}
class UpstreamLessonTransformer extends BaseTransformer<Lesson> {
  toObject() {
    return {
      id: this.resource.id,
      title: this.resource.title,
      tags: TagTransformer.transform(this.whenLoaded(this.resource.tags)),
    }
  }
}

const lesson: Lesson = { id: 7, title: 'Solo vivo', tags: [{ name: 'cultivo' }] }
const bare: Lesson = { id: 8, title: 'Rega' }

test.group('AppTransformer (the cheap transform)', () => {
  test('gives what the library gives for an item, a list, null and an optional', async ({
    assert,
  }) => {
    const inputs = [lesson, bare, [lesson, bare], null]
    for (const input of inputs) {
      const cheap = CheapLessonTransformer.transform(input as Lesson)
      const upstream = UpstreamLessonTransformer.transform(input as Lesson)
      if (input === null) {
        assert.isNull(cheap)
        continue
      }
      assert.instanceOf(cheap, Array.isArray(input) ? Collection : Item)
      assert.deepEqual(
        await jsonSerializer.serialize(cheap as any),
        await jsonSerializer.serialize(upstream as any)
      )
    }
    assert.deepEqual(await jsonSerializer.serialize(CheapLessonTransformer.transform(lesson)), {
      id: 7,
      title: 'Solo vivo',
      tags: [{ name: 'cultivo' }],
    })
  })

  test('a relation that was not loaded is left out, not an error', async ({ assert }) => {
    const data = await jsonSerializer.serialize(CheapLessonTransformer.transform(bare))
    assert.isUndefined((data as { tags?: unknown }).tags)
  })

  test('an undefined resource still fails with the library error', async ({ assert }) => {
    const cheap = CheapLessonTransformer.transform(undefined as unknown as Lesson)
    await assert.rejects(
      () => jsonSerializer.serialize(cheap as any),
      /Cannot transform undefined value/
    )
  })

  test('the library itself is left untouched', ({ assert }) => {
    assert.notStrictEqual(AppTransformer.transform, BaseTransformer.transform)
    assert.strictEqual(UpstreamLessonTransformer.transform, BaseTransformer.transform)
  })
})
