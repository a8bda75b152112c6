import { BaseTransformer, Collection, Item, Maybe } from '@adonisjs/core/transformers'
import { RuntimeException } from '@adonisjs/core/exceptions'

/*
| Upstream `BaseTransformer.transform` builds a RuntimeException on every
| call, only so that an Item of an `undefined` resource can throw it with the
| caller's stack. Capturing a stack (~15 µs) costs more than the transform
| itself, and nested transformers call it once per row. The app's
| transformers extend AppTransformer, whose `transform` builds the exception
| only in that one case (upstream does it then) and gives the other Items and
| Collections one shared placeholder they never throw. Same results, same
| error; nothing of the library is patched. Pinned by
| tests/unit/platform/cheap_transform.spec.ts against the upstream transform.
*/

/* Never thrown: an Item throws its error only for an undefined resource, which goes upstream. */
const NEVER_THROWN = new RuntimeException('unused')

type TransformerClass = new (resource: any, ...rest: any[]) => BaseTransformer<any>
const upstreamTransform = BaseTransformer.transform as (...args: unknown[]) => unknown

function cheapTransform(this: TransformerClass, data: unknown, ...rest: unknown[]) {
  const optional = data instanceof Maybe
  const value = optional ? (data as Maybe<unknown>).value : data
  if (value === undefined) {
    return optional ? undefined : upstreamTransform.call(this, data, ...rest)
  }
  if (value === null) return null
  if (Array.isArray(value)) return new Collection([value, rest], this, 1, 'toObject', NEVER_THROWN)
  return new Item([value, rest], this, 1, 'toObject', NEVER_THROWN)
}

export abstract class AppTransformer<T> extends BaseTransformer<T> {
  static transform = cheapTransform as unknown as typeof BaseTransformer.transform
}
