import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import { uploadLimits } from '#config/drive'
import env from '#start/env'

/** Configurações: the guide (how-tos, shortcuts, buckets, formats) and the feature catalogue. */
export default class SettingsController {
  async show({ inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('access')
    return inertia.render('admin/settings', {
      storage: {
        disk: env.get('DRIVE_DISK', 'fs'),
        limits: uploadLimits,
      },
    })
  }
}
