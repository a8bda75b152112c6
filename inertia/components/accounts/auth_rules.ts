import { check, type Rules } from '~/lib/form_checks'

/* The limits of app/validators/auth.ts and rules.ts (e-mail up to 254, password 6 to 128). */
const email = [check.required('e-mail'), check.email(), check.maxLength('e-mail', 254)]
const newPassword = [
  check.required('senha'),
  check.minLength('senha', 6, 'A senha precisa ter pelo menos 6 caracteres.'),
  check.maxLength('senha', 128),
]

export const SIGNUP_RULES: Rules = {
  fullName: [check.required('nome completo'), check.maxLength('nome completo', 160)],
  email,
  password: newPassword,
}

export const LOGIN_RULES: Rules = {
  email,
  password: [check.required('senha'), check.maxLength('senha', 128)],
}

export const EMAIL_ONLY_RULES: Rules = { email }

export const RESET_PASSWORD_RULES: Rules = {
  password: newPassword,
  password_confirmation: [check.sameAs('password', 'As senhas não conferem.')],
}
