import vine from '@vinejs/vine'
import { email, formFields, textSchema, withFormMessages } from '#validators/rules'
import { EMAIL_FORM, LOGIN_FORM, RESET_PASSWORD_FORM, SIGNUP_FORM } from '#domain/accounts/forms'

/* The fields, limits and messages are the forms' (app/domain/accounts/forms.ts), shared with the pages. */

export const signupValidator = withFormMessages(vine.create(formFields(SIGNUP_FORM)), SIGNUP_FORM)

export const loginValidator = withFormMessages(vine.create(formFields(LOGIN_FORM)), LOGIN_FORM)

/** Resending the confirmation and asking for a reset link only need an e-mail. */
export const emailOnlyValidator = withFormMessages(vine.create(formFields(EMAIL_FORM)), EMAIL_FORM)

export const resetPasswordValidator = withFormMessages(
  vine.create(formFields(RESET_PASSWORD_FORM)),
  RESET_PASSWORD_FORM
)

/** `users:create`: the operator's input, checked with the same rules as the sign-up form. */
export const operatorAccountValidator = withFormMessages(
  vine.create({
    email: email(),
    fullName: textSchema(SIGNUP_FORM.fullName).optional(),
    password: textSchema(SIGNUP_FORM.password).optional(),
  }),
  SIGNUP_FORM
)
