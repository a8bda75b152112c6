/*
| The checks of the admin forms, written once: the VineJS validators
| (app/validators/admin) read the limits and the pages (@domain/admin_forms)
| run the same checks before sending, so a bad value is named next to its
| field in pt-BR, in the same words, with or without JavaScript.
*/
import { isSafeLink } from '../platform/links.js'
import { parseMoney, stripModulePrefix } from './admin_text.js'
import { formatMoney } from '../platform/format.js'
import { MAX_TYPED_MEDIA_MINUTES } from '../catalog/lesson_duration.js'
import { detectYoutube } from './admin_media.js'
import { messageFor } from '../platform/form_rules.js'

export const COURSE_LIMITS = {
  title: { min: 3, max: 200 },
  slug: { max: 160 },
  description: { max: 5000 },
  url: { max: 500 },
  /* BRL, two decimals; a Premium course has a reference price above zero. */
  price: { min: 0.01, max: 100000 },
} as const

export const LESSON_LIMITS = {
  title: { min: 3, max: 200 },
  description: { max: 2000 },
} as const

export const MODULE_LIMITS = {
  title: { min: 2, max: 200 },
  description: { max: 2000 },
} as const

/** The messages, the same as app/validators/messages.ts gives for these rules. */
export const ADMIN_FORM_MESSAGES = {
  required: (field: string) => messageFor({ label: field }, 'required'),
  minLength: (field: string, min: number) => messageFor({ label: field }, 'minLength', { min }),
  maxLength: (field: string, max: number) => messageFor({ label: field }, 'maxLength', { max }),
  youtubeMinutes: `Informe os minutos do vídeo com um número inteiro de 0 a ${MAX_TYPED_MEDIA_MINUTES}.`,
  youtubeSeconds: 'Informe os segundos do vídeo com um número inteiro de 0 a 59.',
  slug: 'Use apenas letras minúsculas sem acento, números e hífens no endereço (slug).',
  link: 'Informe um endereço começando com http:// ou https://.',
  videoLink: 'Informe um endereço começando com http:// ou https://, ou envie um vídeo.',
  price: 'Informe o preço em reais, por exemplo 37,00.',
  priceMin: 'Um curso Premium precisa de um preço de referência maior que zero.',
  priceMax: `O preço pode ser no máximo ${formatMoney(COURSE_LIMITS.price.max)}.`,
  simulator: 'Escolha um dos simuladores da lista.',
} as const

type Errors = Record<string, string>

function checkText(
  errors: Errors,
  key: string,
  value: string,
  field: string,
  limits: { min?: number; max?: number },
  required: boolean
) {
  const text = value.trim()
  if (!text) {
    if (required) errors[key] = ADMIN_FORM_MESSAGES.required(field)
    return
  }
  if (limits.min !== undefined && text.length < limits.min)
    errors[key] = ADMIN_FORM_MESSAGES.minLength(field, limits.min)
  else if (limits.max !== undefined && text.length > limits.max)
    errors[key] = ADMIN_FORM_MESSAGES.maxLength(field, limits.max)
}

function checkLink(
  errors: Errors,
  key: string,
  value: string,
  field: string,
  message: string = ADMIN_FORM_MESSAGES.link
) {
  const text = value.trim()
  if (!text) return
  if (text.length > COURSE_LIMITS.url.max)
    errors[key] = ADMIN_FORM_MESSAGES.maxLength(field, COURSE_LIMITS.url.max)
  else if (!isSafeLink(text)) errors[key] = message
}

/** An optional whole number from 0 to `max` (empty: not given). */
function checkWholeNumber(
  errors: Errors,
  key: string,
  value: string,
  max: number,
  message: string
) {
  const text = value.trim()
  if (text && (!/^\d+$/.test(text) || Number(text) > max)) errors[key] = message
}

/** The price of a Premium course; null when the value is fine. */
export function priceProblem(value: string): string | null {
  if (!value.trim()) return ADMIN_FORM_MESSAGES.required('preço')
  const price = parseMoney(value)
  if (Number.isNaN(price)) return ADMIN_FORM_MESSAGES.price
  if (price < COURSE_LIMITS.price.min) return ADMIN_FORM_MESSAGES.priceMin
  if (price > COURSE_LIMITS.price.max) return ADMIN_FORM_MESSAGES.priceMax
  return null
}

export type CourseFormFields = {
  title: string
  slug: string
  description: string
  thumbnailUrl: string
  previewVideoUrl: string
  premium: boolean
  price: string
}

/** 'Novo Curso' / 'Editar Curso' before sending. */
export function courseFormErrors(fields: CourseFormFields): Errors {
  const errors: Errors = {}
  checkText(errors, 'title', fields.title, 'título', COURSE_LIMITS.title, true)
  checkText(errors, 'slug', fields.slug, 'endereço (slug)', COURSE_LIMITS.slug, false)
  if (!errors.slug && fields.slug.trim() && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(fields.slug.trim()))
    errors.slug = ADMIN_FORM_MESSAGES.slug
  checkText(
    errors,
    'description',
    fields.description,
    'descrição',
    COURSE_LIMITS.description,
    false
  )
  checkLink(errors, 'thumbnailUrl', fields.thumbnailUrl, 'capa')
  checkLink(
    errors,
    'previewVideoUrl',
    fields.previewVideoUrl,
    'vídeo de prévia',
    ADMIN_FORM_MESSAGES.videoLink
  )
  if (fields.premium) {
    const problem = priceProblem(fields.price)
    if (problem) errors.price = problem
  }
  return errors
}

export type LessonFormFields = {
  title: string
  description: string
  videoUrl: string
  /** A YouTube video's length (an uploaded file's is read from the file) */
  youtubeMinutes: string
  youtubeSeconds: string
}

/** 'Nova Aula' / 'Editar Aula' before sending (a YouTube id is turned into a link on blur). */
export function lessonFormErrors(fields: LessonFormFields): Errors {
  const errors: Errors = {}
  checkText(errors, 'title', fields.title, 'título', LESSON_LIMITS.title, true)
  checkText(
    errors,
    'description',
    fields.description,
    'descrição',
    LESSON_LIMITS.description,
    false
  )
  checkLink(errors, 'videoUrl', fields.videoUrl, 'vídeo', ADMIN_FORM_MESSAGES.videoLink)
  if (detectYoutube(fields.videoUrl)) {
    checkWholeNumber(
      errors,
      'youtubeMinutes',
      fields.youtubeMinutes,
      MAX_TYPED_MEDIA_MINUTES,
      ADMIN_FORM_MESSAGES.youtubeMinutes
    )
    checkWholeNumber(
      errors,
      'youtubeSeconds',
      fields.youtubeSeconds,
      59,
      ADMIN_FORM_MESSAGES.youtubeSeconds
    )
  }
  return errors
}

/** 'Adicionar Módulo' / 'Renomear' before sending. */
export function moduleFormErrors(fields: { title: string }): Errors {
  const errors: Errors = {}
  checkText(errors, 'title', stripModulePrefix(fields.title), 'título', MODULE_LIMITS.title, true)
  return errors
}
