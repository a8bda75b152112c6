import type { HttpContext } from '@adonisjs/core/http'
import AdminPanelPolicy from '#policies/admin_panel_policy'
import { uploadLimits } from '#config/drive'
import env from '#start/env'
import { authorizeAdmin } from '#services/admin/authorize'

/** Configurações: the guide (how-tos, shortcuts, buckets, formats) and the feature catalogue. */
export default class SettingsController {
  async show({ inertia, bouncer }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminPanelPolicy).authorize('access'))
    return inertia.render('admin/settings', {
      storage: {
        disk: env.get('DRIVE_DISK', 'fs'),
        limits: uploadLimits,
      },
    })
  }
}
