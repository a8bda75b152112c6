/*
| Brazilian Portuguese messages for every VineJS rule the app uses, and the
| names fields are called by on screen. Keys follow VineJS: 'rule' or
| 'field.rule'. The fields of forms the pages check too have their label and
| texts in their form table (app/domain/<feature>/forms.ts) instead.
*/
import { ADMIN_FORM_MESSAGES } from '#domain/admin/admin_forms'
import { AVATAR_TEXTS } from '#domain/accounts/avatar_files'
import { RULE_MESSAGES } from '#domain/platform/form_rules'
import { MAX_RELEASE_DAYS } from '#domain/catalog/pacing'
import { CAPTIONS_TEXTS } from '#domain/catalog/captions'

export const validationMessages: Record<string, string> = {
  ...RULE_MESSAGES,
  'string': 'O campo {{ field }} precisa ser um texto.',
  'activeUrl': 'Informe um endereço válido.',
  'min': 'O campo {{ field }} precisa ser no mínimo {{ min }}.',
  'max': 'O campo {{ field }} pode ser no máximo {{ max }}.',
  'fixedLength': 'O campo {{ field }} precisa ter {{ size }} caracteres.',
  'enum': 'Escolha uma opção válida para {{ field }}.',
  'in': 'Escolha uma opção válida para {{ field }}.',
  'boolean': 'O campo {{ field }} precisa ser verdadeiro ou falso.',
  'regex': 'O formato de {{ field }} não é válido.',
  'alphaNumeric': 'O campo {{ field }} aceita apenas letras e números.',
  'database.unique': 'Este {{ field }} já está em uso.',
  'database.exists': 'O {{ field }} escolhido não existe.',
  'file': 'Envie um arquivo.',
  'file.size': 'O arquivo pode ter no máximo {{ size }}.',
  'file.extname': 'Tipo de arquivo não aceito. Envie: {{ extnames }}.',
  'array': 'O campo {{ field }} precisa ser uma lista.',
  'object': 'O campo {{ field }} tem um formato inválido.',
  'date': 'Informe uma data válida.',
  'positive': 'O campo {{ field }} precisa ser positivo.',
  /* Profiles */
  'avatar.required': 'Escolha uma foto para enviar.',
  'avatar.file': 'Escolha uma foto para enviar.',
  'avatar.file.size': AVATAR_TEXTS.tooLarge,
  'avatar.file.extname': AVATAR_TEXTS.wrongExtension,
  /* Admin area */
  'slug.regex': 'Use apenas letras minúsculas sem acento, números e hífens no endereço (slug).',
  'thumbnailUrl.safeLink': 'Informe um endereço começando com http:// ou https://.',
  'videoUrl.safeLink': 'Informe um endereço começando com http:// ou https://, ou envie um vídeo.',
  'moduleId.database.exists': 'O módulo escolhido não pertence a este curso.',
}

export const fieldNames: Record<string, string> = {
  fullName: 'nome completo',
  name: 'nome',
  email: 'e-mail',
  password: 'senha',
  title: 'título',
  description: 'descrição',
  slug: 'endereço (slug)',
  level: 'nível',
  category: 'categoria',
  avatar: 'foto',
  /* Admin area */
  lessonType: 'tipo de aula',
  moduleId: 'módulo',
  videoUrl: 'vídeo',
  content: 'conteúdo',
  fileUrl: 'URL do arquivo',
  fileType: 'tipo de material',
  storageKey: 'arquivo',
  courseId: 'curso',
  lessonId: 'aula',
  thumbnailUrl: 'capa',
  role: 'papel',
  adminRole: 'acesso ao painel',
  direction: 'direção',
}

/* Learning area: study goal, notes, quiz answers, playback reports. */
Object.assign(fieldNames, {
  body: 'anotações',
  seconds: 'segundos',
  ranges: 'trechos reproduzidos',
  duration: 'duração da mídia',
  selectedIndex: 'alternativa',
  selectedIndexes: 'alternativas',
  questionId: 'pergunta',
})

/* Community forum. */
Object.assign(validationMessages, {
  'tags.array.maxLength': 'Use no máximo {{ max }} tags.',
  'tags.maxLength': 'Use no máximo {{ max }} tags.',
  'tags.*.maxLength': 'Cada tag pode ter no máximo {{ max }} caracteres.',
})
Object.assign(fieldNames, {
  tags: 'tags',
  replyId: 'resposta',
  action: 'ação',
  outcome: 'decisão',
})

/* Direct messages. */
Object.assign(validationMessages, {
  'text.required': 'Escreva uma mensagem antes de enviar.',
  'text.string': 'Escreva uma mensagem antes de enviar.',
  'text.minLength': 'Escreva uma mensagem antes de enviar.',
  'text.maxLength': 'A mensagem pode ter no máximo {{ max }} caracteres.',
})
Object.assign(fieldNames, {
  text: 'mensagem',
  antes: 'mensagem anterior',
})

/* Admin area, issue 16: course price and preview, lesson simulator (the pages check the same, @domain/admin_forms). */
Object.assign(validationMessages, {
  'price.number': ADMIN_FORM_MESSAGES.price,
  'price.min': ADMIN_FORM_MESSAGES.priceMin,
  'price.max': ADMIN_FORM_MESSAGES.priceMax,
  'previewVideoUrl.safeLink': ADMIN_FORM_MESSAGES.videoLink,
  'simulator.enum': ADMIN_FORM_MESSAGES.simulator,
})
Object.assign(fieldNames, {
  price: 'preço',
  premium: 'Premium',
  previewVideoUrl: 'vídeo de prévia',
  simulator: 'simulador',
})

/* Admin area, issue 26: a YouTube video's length, typed as minutes and seconds (@domain/admin_forms checks the same). */
Object.assign(validationMessages, {
  'youtubeMinutes.number': ADMIN_FORM_MESSAGES.youtubeMinutes,
  'youtubeMinutes.withoutDecimals': ADMIN_FORM_MESSAGES.youtubeMinutes,
  'youtubeMinutes.range': ADMIN_FORM_MESSAGES.youtubeMinutes,
  'youtubeSeconds.number': ADMIN_FORM_MESSAGES.youtubeSeconds,
  'youtubeSeconds.withoutDecimals': ADMIN_FORM_MESSAGES.youtubeSeconds,
  'youtubeSeconds.range': ADMIN_FORM_MESSAGES.youtubeSeconds,
})
Object.assign(fieldNames, {
  youtubeMinutes: 'minutos do vídeo',
  youtubeSeconds: 'segundos do vídeo',
})

/* Admin area, issue 30: free preview, course pacing and a module's release delay. */
const RELEASE_DAYS_MESSAGE = `Informe um número inteiro de dias entre 0 e ${MAX_RELEASE_DAYS}.`
Object.assign(validationMessages, {
  'pacing.enum': 'Escolha um ritmo válido: livre, em ordem ou liberação programada.',
  'releaseAfterDays.number': RELEASE_DAYS_MESSAGE,
  'releaseAfterDays.withoutDecimals': RELEASE_DAYS_MESSAGE,
  'releaseAfterDays.range': RELEASE_DAYS_MESSAGE,
})
Object.assign(fieldNames, {
  pacing: 'ritmo do curso',
  releaseAfterDays: 'dias para liberar',
  isFreePreview: 'prévia gratuita',
})

/* Admin area, issue 30: captions of a lesson's uploaded video (the WebVTT check words its own messages). */
Object.assign(validationMessages, {
  'captions.required': CAPTIONS_TEXTS.required,
  'captions.file': CAPTIONS_TEXTS.required,
  'captions.file.size': CAPTIONS_TEXTS.tooLarge,
  'captions.file.extname': CAPTIONS_TEXTS.wrongExtension,
})
Object.assign(fieldNames, { captions: 'legendas' })
