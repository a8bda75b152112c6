import vine from '@vinejs/vine'
import { email } from '#validators/rules'

/** Password rule of the spec: at least 6 characters (and a sane upper bound for the hasher). */
const newPassword = () => vine.string().minLength(6).maxLength(128)

export const signupValidator = vine.create({
  fullName: vine.string().trim().minLength(1).maxLength(160),
  email: email(),
  password: newPassword(),
})

export const loginValidator = vine.create({
  email: email(),
  password: vine.string().maxLength(128),
})

/** Resending the confirmation and asking for a reset link only need an e-mail. */
export const emailOnlyValidator = vine.create({
  email: email(),
})

export const resetPasswordValidator = vine.create({
  password: newPassword().confirmed(),
})

/** `users:create`: the operator's input, checked with the same rules as the sign-up form. */
export const operatorAccountValidator = vine.create({
  email: email(),
  fullName: vine.string().trim().minLength(1).maxLength(160).optional(),
  password: newPassword().optional(),
})
