/*
| The account forms' fields (app/domain/platform/form_rules.ts): the server's
| validators (app/validators/auth.ts, profile.ts) are built from them and the
| pages check the same before sending.
*/
import { emailField, linkField, text, wholeNumber } from '../platform/form_rules.js'

const fullName = text({ label: 'nome completo', max: 160 })

/** The spec's password: at least 6 characters (and a sane upper bound for the hasher). */
const newPassword = text({
  label: 'senha',
  keepSpaces: true,
  min: 6,
  max: 128,
  messages: { minLength: 'A senha precisa ter pelo menos {{ min }} caracteres.' },
})

export const SIGNUP_FORM = { fullName, email: emailField(), password: newPassword }

export const LOGIN_FORM = {
  email: emailField(),
  password: text({ label: 'senha', keepSpaces: true, max: 128 }),
}

/** 'Excluir minha conta': the current password confirms it is the member. */
export const DELETE_ACCOUNT_FORM = {
  password: text({ label: 'senha', keepSpaces: true, max: 128 }),
}

/** Resending the confirmation, asking for a reset link, the newsletter. */
export const EMAIL_FORM = { email: emailField() }

export const RESET_PASSWORD_FORM = {
  password: text({
    ...newPassword,
    confirmation: {
      label: 'confirmação da senha',
      messages: { confirmed: 'As senhas não conferem.' },
    },
  }),
}

export const PROFILE_FORM = {
  fullName,
  specialty: text({ label: 'especialidade', max: 120, optional: true }),
  bio: text({
    label: 'bio',
    max: 1000,
    optional: true,
    messages: { maxLength: 'A bio pode ter no máximo {{ max }} caracteres.' },
  }),
  location: text({ label: 'localização', max: 120, optional: true }),
  yearsExperience: wholeNumber({
    label: 'anos de experiência',
    min: 0,
    max: 80,
    optional: true,
    messages: {
      number: 'Informe os anos de experiência como um número inteiro.',
      withoutDecimals: 'Informe um número inteiro de anos, sem casas decimais.',
      range: 'Informe um número inteiro de anos entre {{ min }} e {{ max }}.',
    },
  }),
  linkedinUrl: linkField('LinkedIn'),
  websiteUrl: linkField('site'),
}
