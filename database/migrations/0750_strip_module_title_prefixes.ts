import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The course page numbers modules itself ('Módulo 1: …'). Titles saved as
 * 'Módulo 1: Fundamentos' showed 'Módulo 1: Módulo 1: Fundamentos': keep only
 * what follows the prefix (the admin form strips it from now on, see
 * stripModulePrefix in app/domain/admin/admin_text.ts). Not reversible: the prefix
 * carried no information.
 */
const PREFIX = '^(\\s*m[óoÓO]dulo\\s+\\d+\\s*[:.–—-]\\s*)+'

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE course_modules SET title = regexp_replace(title, ?, '', 'i') WHERE title ~* ?`,
        [PREFIX, `${PREFIX}\\S`]
      )
    })
  }

  async down() {}
}
