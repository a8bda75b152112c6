import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MemberDirectoryService from '#services/member_directory_service'
import MemberTransformer from '#transformers/member_transformer'
import { memberSearchValidator } from '#validators/community'

@inject()
export default class CommunityController {
  constructor(private directory: MemberDirectoryService) {}

  /** /comunidade: the members directory, searchable by name, specialty or city. */
  async index({ request, inertia }: HttpContext) {
    const { q, pagina } = await memberSearchValidator.validate(request.qs())
    const result = await this.directory.search(q, pagina ?? 1)
    return inertia.render('community/index', {
      members: MemberTransformer.transform(result.all()),
      pagination: {
        currentPage: result.currentPage,
        lastPage: result.lastPage,
        total: result.total,
      },
      q: q ?? '',
    })
  }
}
