import vine from '@vinejs/vine'
import type User from '#models/user'
import { textSchema, withFormMessages } from '#validators/rules'
import { DELETE_ACCOUNT_FORM } from '#domain/accounts/forms'
import { PRIVACY_TEXTS } from '#domain/accounts/privacy'

/** The member's own password, checked against their account (a wrong one is a field error, not a 500). */
const currentPassword = vine.createRule(async (value, _options, field) => {
  if (!field.isValid || typeof value !== 'string') return
  const user = field.meta.user as User
  if (!(await user.verifyPassword(value))) {
    field.report(`${PRIVACY_TEXTS.wrongPassword}.`, 'currentPassword', field)
  }
})

/** 'Excluir minha conta'. */
export const deleteAccountValidator = withFormMessages(
  vine.withMetaData<{ user: User }>().create({
    password: textSchema(DELETE_ACCOUNT_FORM.password).use(currentPassword()),
  }),
  DELETE_ACCOUNT_FORM
)
