import type { MediaFile } from '#services/admin/media_library_service'
import { AppTransformer } from '#transformers/cheap_transform'

/** A stored file of the media library: name, created_at, size and bucket (spec), plus its key and URL. */
export default class MediaFileTransformer extends AppTransformer<MediaFile> {
  toObject() {
    return this.pick(this.resource, [
      'key',
      'name',
      'bucket',
      'createdAt',
      'size',
      'url',
      'contentType',
    ])
  }
}
