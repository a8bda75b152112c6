import vine, { SimpleMessagesProvider, type VineNumber, type VineString } from '@vinejs/vine'
import { MAX_RECORD_ID } from '#domain/platform/record_ids'
import {
  RULE_MESSAGES,
  emailField,
  formMessages,
  type FormField,
  type FormRules,
  type TextField,
  type WholeNumberField,
} from '#domain/platform/form_rules'
import { fieldNames, validationMessages } from '#validators/messages'

/** A trimmed text left blank is reported as missing, like an empty one. */
const filled = vine.createRule((value, _options, field) => {
  if (value === '') field.report(RULE_MESSAGES.required, 'required', field)
})

/** The VineJS schema of a text field of a form table (app/domain/platform/form_rules.ts). */
export function textSchema(field: TextField) {
  let schema = vine.string()
  if (!field.keepSpaces) schema = schema.trim()
  if (!field.keepSpaces && !field.optional) schema = schema.use(filled())
  if (field.format === 'email') schema = schema.toLowerCase().email()
  if (field.format === 'httpUrl')
    schema = schema.url({ protocols: ['http', 'https'], require_protocol: true })
  if (field.min !== undefined) schema = schema.minLength(field.min)
  schema = schema.maxLength(field.max)
  return field.confirmation ? schema.confirmed() : schema
}

/** The VineJS schema of a whole-number field of a form table. */
export function wholeNumberSchema(field: WholeNumberField) {
  return vine.number().withoutDecimals().range([field.min, field.max])
}

type Nullable<Schema extends VineString | VineNumber> = ReturnType<Schema['nullable']>
type SchemaOf<Field extends FormField> = Field extends WholeNumberField
  ? Field['optional'] extends true
    ? Nullable<VineNumber>
    : VineNumber
  : Field['optional'] extends true
    ? Nullable<VineString>
    : VineString

/** A form table's fields as VineJS schemas, for `vine.create({ ...formFields(FORM), ...serverOnly })`. */
export function formFields<Rules extends FormRules>(rules: Rules) {
  const schemas: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(rules)) {
    const schema = field.kind === 'text' ? textSchema(field) : wholeNumberSchema(field)
    schemas[name] = field.optional ? schema.nullable() : schema
  }
  return schemas as { [Name in keyof Rules]: SchemaOf<Rules[Name]> }
}

/** The app's pt-BR messages plus the labels and texts of the form tables a validator is built from. */
export function formMessagesProvider(...forms: FormRules[]) {
  const messages = { ...validationMessages }
  const labels = { ...fieldNames }
  for (const form of forms) {
    const own = formMessages(form)
    Object.assign(messages, own.messages)
    Object.assign(labels, own.labels)
  }
  return new SimpleMessagesProvider(messages, labels)
}

/** A validator that answers with its form tables' own labels and texts. */
export function withFormMessages<Validator extends { messagesProvider?: unknown }>(
  validator: Validator,
  ...forms: FormRules[]
) {
  validator.messagesProvider = formMessagesProvider(...forms)
  return validator
}

/** E-mails are compared trimmed and lower-cased everywhere. */
export const email = () => textSchema(emailField())

/** The id of a row (integer column): 1 to 2 147 483 647, nothing else reaches a query. */
export const recordId = () => vine.number().withoutDecimals().range([1, MAX_RECORD_ID])

/** A page number of a paginated list. */
export const pageNumber = () => vine.number().withoutDecimals().range([1, 10_000])
