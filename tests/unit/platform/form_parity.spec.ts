import { test } from '@japa/runner'
import { errors as vineErrors } from '@vinejs/vine'
import { formErrors, type FormField, type FormRules } from '#domain/platform/form_rules'
import {
  EMAIL_FORM,
  LOGIN_FORM,
  PROFILE_FORM,
  RESET_PASSWORD_FORM,
  SIGNUP_FORM,
} from '#domain/accounts/forms'
import { DISCUSSION_FORM, HIDE_FORM, REPLY_FORM, REPORT_FORM } from '#domain/community/forms'
import { REVIEW_FORM } from '#domain/catalog/forms'
import { STUDY_GOAL_FORM } from '#domain/learning/forms'
import { REVOCATION_FORM } from '#domain/certificates/forms'
import {
  emailOnlyValidator,
  loginValidator,
  resetPasswordValidator,
  signupValidator,
} from '#validators/auth'
import { newsletterValidator } from '#validators/newsletter'
import { profileValidator } from '#validators/profile'
import { courseReviewValidator } from '#validators/course_review'
import { studyGoalValidator } from '#validators/learning'
import { certificateRevocationValidator } from '#validators/certificate'
import {
  discussionModerationValidator,
  discussionValidator,
  replyModerationValidator,
  replyValidator,
  reportValidator,
} from '#validators/forum'

/*
| Every form the pages check before sending, run through the server's real
| VineJS validator and the page's check (formErrors) on the same inputs:
| both must accept or refuse each field, with the same pt-BR message. The
| inputs come from the form table itself (each limit ±1, empty, blank, wrong
| formats), so a limit or a rule changed on one side only fails here.
*/

type Validator = { validate(data: unknown): Promise<unknown> }

type Form = {
  name: string
  validator: Validator
  rules: FormRules
  /** A submission both sides accept; each case changes one field of it */
  valid: Record<string, unknown>
  /** Inputs worth trying beyond the ones the table gives */
  more?: Record<string, unknown[]>
}

const x = (length: number) => 'x'.repeat(Math.max(length, 0))

/** A well-formed e-mail of exactly `length` characters (local part 64, labels ≤ 63). */
function emailOfLength(length: number) {
  const local = 'a'.repeat(64)
  const rest = length - local.length - 1 - '.com'.length
  const labels: string[] = []
  let left = rest
  while (left > 0) {
    const size = Math.min(63, left)
    labels.push('b'.repeat(size))
    left -= size + 1
  }
  return `${local}@${labels.join('.')}.com`
}

const WRONG_EMAILS = [
  'ana',
  'ana@',
  '@exemplo.com',
  'ana@exemplo',
  'ana@exemplo.c',
  'ana@exemplo.123',
  'ana silva@exemplo.com',
  'ana@exem plo.com',
  'ana..silva@exemplo.com',
  '.ana@exemplo.com',
  'ana@-exemplo.com',
  'ana@exemplo-.com',
  'ana@exemplo..com',
  'ana@exemplo.com.',
  'ana@ex_emplo.com',
  'ana@@exemplo.com',
  `${'a'.repeat(65)}@exemplo.com`,
  `ana@${'b'.repeat(64)}.com`,
]
const GOOD_EMAILS = [
  'ana@exemplo.com',
  '  Ana.Silva@Exemplo.COM.br  ',
  'ana+cursos@exemplo.com',
  "o'neil@exemplo.com",
  'joão@exemplo.com.br',
  'ana@sub-dominio.exemplo.io',
]
const LINKS = [
  'exemplo.com',
  'www.exemplo.com',
  'ftp://exemplo.com',
  'https://exemplo',
  'http://localhost:3333',
  'https://meu site.com',
  'javascript:alert(1)',
  'https://',
  'https://exemplo.com',
  'HTTPS://Exemplo.com/Perfil',
  'https://www.linkedin.com/in/ana-souza?x=1#topo',
  'http://192.168.0.1/painel',
  'https://exemplo.com:8080/a',
  'https://exemplo.com:99999',
  'https://ana:segredo@exemplo.com',
  '  https://exemplo.com.br  ',
]

/** What a user can type in each field: the table's limits ±1 and the usual mistakes. */
function inputsFor(field: FormField): unknown[] {
  const values: unknown[] = ['', ' ', '   ', null]
  if (field.kind === 'wholeNumber') {
    const { min, max } = field
    for (const n of [min - 1, min, min + 1, max - 1, max, max + 1]) values.push(String(n), n)
    values.push('abc', '1,5', '1.5', 2.5, ` ${min} `, '1e1', 'Infinity', '-0', '0x10', '007')
    return values
  }
  const min = field.min ?? 1
  for (const length of [min - 1, min, min + 1, field.max - 1, field.max, field.max + 1]) {
    values.push(x(length), `  ${x(length)}  `)
  }
  if (field.keepSpaces) values.push(' '.repeat(min), ' '.repeat(min - 1), ` ${x(min - 2)} `)
  if (field.format === 'email') {
    values.push(...WRONG_EMAILS, ...GOOD_EMAILS, emailOfLength(254), emailOfLength(255))
  }
  if (field.format === 'httpUrl') {
    values.push(...LINKS, `https://exemplo.com/${x(field.max - 20)}`)
    values.push(`https://exemplo.com/${x(field.max - 19)}`, `https://exemplo.com/${x(field.max)}`)
  }
  return values
}

/** The body parser turns an empty text into null before the validator sees it. */
const asSent = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value === '' ? null : value]))

async function serverErrors(validator: Validator, data: Record<string, unknown>) {
  try {
    await validator.validate(asSent(data))
    return {}
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    const messages: Record<string, string> = {}
    for (const item of error.messages as { field: string; message: string }[]) {
      messages[item.field] ??= item.message
    }
    return messages
  }
}

/** Only the fields the page checks (and their confirmations) are compared. */
function checkedFields(rules: FormRules) {
  return Object.entries(rules).flatMap(([name, field]) =>
    field.kind === 'text' && field.confirmation ? [name, `${name}_confirmation`] : [name]
  )
}

const pick = (errors: Record<string, string>, fields: string[]) =>
  Object.fromEntries(fields.filter((field) => errors[field]).map((field) => [field, errors[field]]))

const FORMS: Form[] = [
  {
    name: 'Cadastro',
    validator: signupValidator,
    rules: SIGNUP_FORM,
    valid: { fullName: 'Ana Souza', email: 'ana@exemplo.com', password: 'segredo1' },
  },
  {
    name: 'Entrar',
    validator: loginValidator,
    rules: LOGIN_FORM,
    valid: { email: 'ana@exemplo.com', password: 'segredo1' },
  },
  {
    name: 'Esqueci a senha / reenviar confirmação',
    validator: emailOnlyValidator,
    rules: EMAIL_FORM,
    valid: { email: 'ana@exemplo.com' },
  },
  {
    name: 'Newsletter',
    validator: newsletterValidator,
    rules: EMAIL_FORM,
    valid: { email: 'ana@exemplo.com' },
  },
  {
    name: 'Nova senha',
    validator: resetPasswordValidator,
    rules: RESET_PASSWORD_FORM,
    valid: { password: 'segredo1', password_confirmation: 'segredo1' },
    more: { password_confirmation: ['', 'segredo', 'segredo1 ', 'SEGREDO1', 'segredo1'] },
  },
  {
    name: 'Editar Perfil',
    validator: profileValidator,
    rules: PROFILE_FORM,
    valid: {
      fullName: 'Ana Souza',
      specialty: '',
      bio: '',
      location: 'Recife, PE',
      yearsExperience: '3',
      linkedinUrl: '',
      websiteUrl: 'https://exemplo.com.br',
    },
  },
  {
    name: 'Avaliação do curso',
    validator: courseReviewValidator,
    rules: REVIEW_FORM,
    valid: { rating: 5, comment: 'Ótimo curso.' },
  },
  {
    name: 'Meta semanal',
    validator: studyGoalValidator,
    rules: STUDY_GOAL_FORM,
    valid: { weeklyHours: '5' },
  },
  {
    name: 'Nova Discussão',
    validator: discussionValidator,
    rules: DISCUSSION_FORM,
    valid: { title: 'Como regar mudas', category: 'cultivo', message: 'Dúvida.', tags: [] },
  },
  {
    name: 'Responder',
    validator: replyValidator,
    rules: REPLY_FORM,
    valid: { reply: 'Regue pouco.' },
  },
  {
    name: 'Denunciar',
    validator: reportValidator,
    rules: REPORT_FORM,
    valid: { reason: 'Spam' },
  },
  {
    name: 'Ocultar discussão',
    validator: discussionModerationValidator,
    rules: HIDE_FORM,
    valid: { action: 'hide', reason: 'Fora do tema' },
  },
  {
    name: 'Ocultar resposta',
    validator: replyModerationValidator,
    rules: HIDE_FORM,
    valid: { action: 'hide', reason: 'Fora do tema' },
  },
  {
    name: 'Revogar certificado',
    validator: certificateRevocationValidator,
    rules: REVOCATION_FORM,
    valid: { reason: 'Emitido por engano' },
  },
]

test.group('Client checks and server validators agree (same rules, same words)', () => {
  for (const form of FORMS) {
    test(`${form.name}: every field accepts and refuses what the server does`, async ({
      assert,
    }) => {
      const fields = checkedFields(form.rules)
      assert.deepEqual(await serverErrors(form.validator, form.valid), {}, 'valid on the server')
      assert.deepEqual(formErrors(form.rules, form.valid), {}, 'valid on the page')

      let refused = 0
      const inputs: [string, unknown][] = [
        ...Object.entries(form.rules).flatMap(([name, field]) =>
          inputsFor(field).map((value) => [name, value] as [string, unknown])
        ),
        ...Object.entries(form.more ?? {}).flatMap(([name, values]) =>
          values.map((value) => [name, value] as [string, unknown])
        ),
      ]
      for (const [name, value] of inputs) {
        const data = { ...form.valid, [name]: value }
        const server = pick(await serverErrors(form.validator, data), fields)
        const page = pick(formErrors(form.rules, data), fields)
        assert.deepEqual(page, server, `${form.name} › ${name} = ${JSON.stringify(value)}`)
        if (Object.keys(server).length > 0) refused++
      }
      /* The corpus really reaches the rules: a good share of it is refused. */
      assert.isAbove(refused, inputs.length / 4)
    })
  }

  test('the messages are the pt-BR texts of the tables', async ({ assert }) => {
    const server = await serverErrors(signupValidator, {
      fullName: '   ',
      email: 'ana@exemplo',
      password: '12345',
    })
    assert.deepEqual(server, {
      fullName: 'O campo nome completo é obrigatório.',
      email: 'Informe um e-mail válido.',
      password: 'A senha precisa ter pelo menos 6 caracteres.',
    })
    assert.deepEqual(
      formErrors(PROFILE_FORM, { fullName: 'Ana', bio: x(1001), yearsExperience: '2.5' }),
      {
        bio: 'A bio pode ter no máximo 1000 caracteres.',
        yearsExperience: 'Informe um número inteiro de anos, sem casas decimais.',
      }
    )
  })
})
