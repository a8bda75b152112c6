import { AppTransformer } from '#transformers/cheap_transform'
import type { CourseMaterials } from '#services/catalog/course_materials_service'
import {
  materialDownloadHref,
  materialFileKey,
  materialHref,
} from '#services/platform/protected_media'

/**
 * The course page's 'Materiais do curso' (`courses/show`, prop `materials`).
 * Locked materials keep their title and type, never an address.
 */
export default class CourseMaterialsTransformer extends AppTransformer<CourseMaterials> {
  toObject() {
    const open = this.resource.access === 'allowed'
    return {
      access: this.resource.access,
      items: this.resource.materials.map((material) => {
        const stored = materialFileKey(material) !== null
        return {
          id: material.id,
          title: material.title,
          fileType: material.fileType,
          sizeBytes: material.fileSizeBytes,
          url: open ? materialHref(material) : null,
          downloadUrl: open && stored ? materialDownloadHref(material) : null,
        }
      }),
    }
  }
}
