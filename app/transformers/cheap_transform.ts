import { BaseTransformer, Collection, Item, Maybe } from '@adonisjs/http-transformers'
import { RuntimeException } from '@adonisjs/core/exceptions'

/*
| BaseTransformer.transform builds a RuntimeException on every call, only so
| that an Item of an `undefined` resource can throw it with the caller's
| stack. Capturing a stack costs more than the transform itself on a page
| with many rows, and every page transforms. This version builds the
| exception only in that one case (the resource is known to be undefined
| when transform is called) and gives the other Items and Collections one
| shared placeholder they never throw. Same results, same error message.
*/

/* Never thrown: an Item throws its error only for an undefined resource, which gets its own. */
const NEVER_THROWN = new RuntimeException('unused')

type Statics = {
  transform(data: unknown, ...rest: unknown[]): unknown
}

let installed = false
export function installCheapTransform() {
  if (installed) return
  installed = true
  const original = BaseTransformer.transform as (...args: unknown[]) => unknown
  ;(BaseTransformer as unknown as Statics).transform = function (
    this: any,
    data: unknown,
    ...rest: unknown[]
  ) {
    const optional = data instanceof Maybe
    const value = optional ? (data as Maybe<unknown>).value : data
    if (value === undefined) {
      return optional ? undefined : original.call(this, data, ...rest)
    }
    if (Array.isArray(value))
      return new Collection([value, rest], this, 1, 'toObject', NEVER_THROWN)
    if (value === null) return null
    return new Item([value, rest], this, 1, 'toObject', NEVER_THROWN)
  }
}
