import vine from '@vinejs/vine'
import { pageNumber } from '#validators/rules'
import { ADMIN_ROLES, PROFILE_ROLES } from '#domain/accounts/roles'

export const userFiltersValidator = vine.create({
  q: vine.string().trim().maxLength(200).optional(),
  role: vine.enum(PROFILE_ROLES).optional(),
  pagina: pageNumber().optional(),
})

export const profileRoleValidator = vine.create({
  role: vine.enum(PROFILE_ROLES),
})

/** 'none' removes panel access. */
export const panelAccessValidator = vine.create({
  adminRole: vine.enum([...ADMIN_ROLES, 'none'] as const),
})
