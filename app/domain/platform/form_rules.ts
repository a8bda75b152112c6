/*
| A form's fields, written once: label, limits, format and pt-BR messages.
| The server builds its VineJS schema from the same table (`formFields` in
| app/validators/rules.ts) and the pages run `formErrors` before sending, so
| a limit or a message changes in one place. VineJS itself stays off the
| pages (about 38 KB gzip, async); tests/unit/platform/form_parity.spec.ts
| runs both on the same inputs and asserts the same answer, word for word.
*/

/** VineJS's message for each rule the app uses ('{{ field }}' is the field's label). */
export const RULE_MESSAGES = {
  required: 'O campo {{ field }} é obrigatório.',
  requiredWhen: 'O campo {{ field }} é obrigatório.',
  email: 'Informe um e-mail válido.',
  url: 'Informe um endereço válido começando com http:// ou https://.',
  number: 'O campo {{ field }} precisa ser um número.',
  withoutDecimals: 'O campo {{ field }} precisa ser um número inteiro.',
  range: 'O campo {{ field }} precisa estar entre {{ min }} e {{ max }}.',
  minLength: 'O campo {{ field }} precisa ter pelo menos {{ min }} caracteres.',
  maxLength: 'O campo {{ field }} pode ter no máximo {{ max }} caracteres.',
  confirmed: 'A confirmação de {{ field }} não confere.',
} as const

export type FieldRule = keyof typeof RULE_MESSAGES
type Messages = Partial<Record<FieldRule, string>>

export type TextField = {
  kind: 'text'
  /** What the field is called on screen, in messages */
  label: string
  max: number
  /** Length after trimming; a required field must at least not be blank */
  min?: number
  /** May be left empty: it arrives as null */
  optional?: boolean
  /** Passwords are checked as typed, spaces included */
  keepSpaces?: boolean
  format?: 'email' | 'httpUrl'
  /** A `<name>_confirmation` field must repeat it */
  confirmation?: { label: string; messages?: Messages }
  messages?: Messages
}

export type WholeNumberField = {
  kind: 'wholeNumber'
  label: string
  min: number
  max: number
  optional?: boolean
  messages?: Messages
}

export type FormField = TextField | WholeNumberField
export type FormRules = Record<string, FormField>

/* No side effects: a page keeps only the tables it uses. */
export const text = /* @__NO_SIDE_EFFECTS__ */ <const F extends Omit<TextField, 'kind'>>(
  field: F
) => ({ kind: 'text', ...field }) as F & { kind: 'text' }

export const wholeNumber = /* @__NO_SIDE_EFFECTS__ */ <
  const F extends Omit<WholeNumberField, 'kind'>,
>(
  field: F
) => ({ kind: 'wholeNumber', ...field }) as F & { kind: 'wholeNumber' }

/** An e-mail as the app stores it: trimmed, lower-cased, no longer than an address can be. */
export const emailField = /* @__NO_SIDE_EFFECTS__ */ () =>
  text({ label: 'e-mail', max: 254, format: 'email' })

/** An http(s) link of a profile. */
export const linkField = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  text({ label, max: 500, format: 'httpUrl', optional: true })

function interpolate(template: string, values: Record<string, string | number>) {
  return template.replace(/{{\s*(\w+)\s*}}/g, (match, key: string) =>
    key in values ? String(values[key]) : match
  )
}

/** The message of a broken rule: the field's own text, else the rule's, with its label. */
export function messageFor(
  field: { label: string; messages?: Messages },
  rule: FieldRule,
  values: Record<string, number> = {}
) {
  return interpolate(field.messages?.[rule] ?? RULE_MESSAGES[rule], {
    field: field.label,
    ...values,
  })
}

/** What the server's VineJS messages provider needs for these fields: 'field.rule' texts and labels. */
export function formMessages(rules: FormRules) {
  const messages: Record<string, string> = {}
  const labels: Record<string, string> = {}
  const add = (name: string, field: { label: string; messages?: Messages }) => {
    labels[name] = field.label
    for (const [rule, message] of Object.entries(field.messages ?? {})) {
      messages[`${name}.${rule}`] = message
    }
  }
  for (const [name, field] of Object.entries(rules)) {
    add(name, field)
    if (field.kind === 'text' && field.confirmation) {
      add(`${name}_confirmation`, field.confirmation)
    }
  }
  return { messages, labels }
}

/*
| The formats of VineJS's `email()` and `url()` (validator.js isEmail / isURL
| with the app's options), for the inputs people type: the parity test pins
| them on the same corpus. The server checks again; its answer wins.
*/
const TLD = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i
const HOST_LABEL = /^[a-z\u00a1-\uffff0-9-]+$/i
const EMAIL_LOCAL_PART = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

const utf8Length = (value: string) => new TextEncoder().encode(value).length

function isDomainName(value: string) {
  const labels = value.split('.')
  if (labels.length < 2 || !TLD.test(labels[labels.length - 1])) return false
  return labels.every(
    (label) =>
      label.length <= 63 &&
      HOST_LABEL.test(label) &&
      !/[\uff01-\uff5e]/.test(label) &&
      !/^-|-$/.test(label)
  )
}

export function isEmailAddress(value: string) {
  if (value.length > 254) return false
  const at = value.lastIndexOf('@')
  if (at < 1) return false
  const local = value.slice(0, at)
  const domain = value.slice(at + 1).toLowerCase()
  if (utf8Length(local) > 64 || utf8Length(domain) > 254 || !isDomainName(domain)) return false
  return local.split('.').every((part) => EMAIL_LOCAL_PART.test(part))
}

export function isHttpUrl(value: string) {
  if (!value || value.length >= 2083 || /[\s<>]/.test(value)) return false
  const match = /^(https?):\/\/([^/?#]*)/i.exec(value)
  if (!match) return false
  const authority = match[2]
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1)
  const port = /:(\d*)$/.exec(hostAndPort)
  if (port && (port[1] === '' || Number(port[1]) > 65535)) return false
  const host = port ? hostAndPort.slice(0, port.index) : hostAndPort
  return isDomainName(host) || IPV4.test(host)
}

const asText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value)

function textProblem(name: string, field: TextField, data: Record<string, unknown>) {
  const raw = asText(data[name])
  if (raw === '') return field.optional ? undefined : messageFor(field, 'required')
  const value = field.keepSpaces ? raw : raw.trim()
  if (!field.optional && value === '') return messageFor(field, 'required')
  if (field.format === 'email' && !isEmailAddress(value.toLowerCase()))
    return messageFor(field, 'email')
  if (field.format === 'httpUrl' && !isHttpUrl(value)) return messageFor(field, 'url')
  if (field.min !== undefined && value.length < field.min)
    return messageFor(field, 'minLength', { min: field.min })
  if (value.length > field.max) return messageFor(field, 'maxLength', { max: field.max })
}

function wholeNumberProblem(name: string, field: WholeNumberField, data: Record<string, unknown>) {
  const raw = asText(data[name])
  if (raw === '') return field.optional ? undefined : messageFor(field, 'required')
  const number = Number(raw)
  if (!Number.isFinite(number)) return messageFor(field, 'number')
  if (!Number.isInteger(number)) return messageFor(field, 'withoutDecimals')
  if (number < field.min || number > field.max)
    return messageFor(field, 'range', { min: field.min, max: field.max })
}

/**
 * The client check: the message of each field's first broken rule, as the
 * server's `errors` bag ({ field: message }); empty when the form may be sent.
 */
export function formErrors(rules: FormRules, data: Record<string, unknown>) {
  const errors: Record<string, string> = {}
  for (const [name, field] of Object.entries(rules)) {
    const problem =
      field.kind === 'text' ? textProblem(name, field, data) : wholeNumberProblem(name, field, data)
    if (problem) errors[name] = problem
    else if (field.kind === 'text' && field.confirmation && data[name] !== null) {
      const confirmation = `${name}_confirmation`
      if (asText(data[confirmation]) !== asText(data[name]))
        errors[confirmation] = messageFor(field.confirmation, 'confirmed')
    }
  }
  return errors
}
