import { BaseSerializer } from '@adonisjs/core/transformers'

/**
 * Turns a transformer's output into plain JSON outside an Inertia page: a
 * JSON route's answer and a Transmit push carry the same fields (and the
 * same generated type) as the page props built by the same transformer.
 */
class PlainSerializer extends BaseSerializer<{}> {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData
  }
}

export const jsonSerializer = new PlainSerializer()
