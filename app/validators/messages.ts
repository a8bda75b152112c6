/*
| Brazilian Portuguese messages for every VineJS rule the app uses, and the
| names fields are called by on screen. Keys follow VineJS: 'rule' or
| 'field.rule'. Area validators may add field-specific texts here.
*/
import { ADMIN_FORM_MESSAGES } from '#domain/admin_forms'
import { AVATAR_TEXTS } from '#domain/accounts/avatar_files'

export const validationMessages: Record<string, string> = {
  'required': 'O campo {{ field }} é obrigatório.',
  'string': 'O campo {{ field }} precisa ser um texto.',
  'email': 'Informe um e-mail válido.',
  'url': 'Informe um endereço válido começando com http:// ou https://.',
  'activeUrl': 'Informe um endereço válido.',
  'number': 'O campo {{ field }} precisa ser um número.',
  'withoutDecimals': 'O campo {{ field }} precisa ser um número inteiro.',
  'min': 'O campo {{ field }} precisa ser no mínimo {{ min }}.',
  'max': 'O campo {{ field }} pode ser no máximo {{ max }}.',
  'range': 'O campo {{ field }} precisa estar entre {{ min }} e {{ max }}.',
  'minLength': 'O campo {{ field }} precisa ter pelo menos {{ min }} caracteres.',
  'maxLength': 'O campo {{ field }} pode ter no máximo {{ max }} caracteres.',
  'fixedLength': 'O campo {{ field }} precisa ter {{ size }} caracteres.',
  'confirmed': 'A confirmação de {{ field }} não confere.',
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
  /* Accounts and profiles */
  'password.minLength': 'A senha precisa ter pelo menos {{ min }} caracteres.',
  'password_confirmation.confirmed': 'As senhas não conferem.',
  'yearsExperience.range': 'Informe um número inteiro de anos entre {{ min }} e {{ max }}.',
  'yearsExperience.withoutDecimals': 'Informe um número inteiro de anos, sem casas decimais.',
  'yearsExperience.number': 'Informe os anos de experiência como um número inteiro.',
  'bio.maxLength': 'A bio pode ter no máximo {{ max }} caracteres.',
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
  rating: 'avaliação',
  comment: 'comentário',
  bio: 'bio',
  specialty: 'especialidade',
  location: 'localização',
  yearsExperience: 'anos de experiência',
  linkedinUrl: 'LinkedIn',
  websiteUrl: 'site',
  password_confirmation: 'confirmação da senha',
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

/* Course reviews (Avaliações tab). */
Object.assign(validationMessages, {
  'rating.required': 'Escolha uma nota de 1 a 5 estrelas.',
  'rating.number': 'Escolha uma nota de 1 a 5 estrelas.',
  'rating.withoutDecimals': 'Escolha uma nota de 1 a 5 estrelas.',
  'rating.range': 'Escolha uma nota de 1 a 5 estrelas.',
  'comment.required': 'Escreva um comentário sobre o curso.',
  'comment.minLength': 'Escreva um comentário sobre o curso.',
  'comment.maxLength': 'O comentário pode ter no máximo {{ max }} caracteres.',
})

/* Learning area: study goal, notes, quiz answers, playback reports. */
Object.assign(fieldNames, {
  weeklyHours: 'meta semanal (horas)',
  body: 'anotações',
  seconds: 'segundos',
  ranges: 'trechos reproduzidos',
  duration: 'duração da mídia',
  selectedIndex: 'alternativa',
  questionId: 'pergunta',
})

/* Community forum. */
Object.assign(validationMessages, {
  'message.required': 'Escreva o conteúdo da discussão.',
  'message.minLength': 'Escreva o conteúdo da discussão.',
  'message.maxLength': 'O conteúdo pode ter no máximo {{ max }} caracteres.',
  'reply.required': 'Escreva uma resposta antes de enviar.',
  'reply.minLength': 'Escreva uma resposta antes de enviar.',
  'reply.maxLength': 'A resposta pode ter no máximo {{ max }} caracteres.',
  'tags.array.maxLength': 'Use no máximo {{ max }} tags.',
  'tags.maxLength': 'Use no máximo {{ max }} tags.',
  'tags.*.maxLength': 'Cada tag pode ter no máximo {{ max }} caracteres.',
  'reason.required': 'Informe o motivo.',
  'reason.requiredWhen': 'Informe o motivo.',
  'reason.minLength': 'Descreva o motivo com pelo menos {{ min }} caracteres.',
  'reason.maxLength': 'O motivo pode ter no máximo {{ max }} caracteres.',
})
Object.assign(fieldNames, {
  message: 'conteúdo',
  reply: 'resposta',
  tags: 'tags',
  reason: 'motivo',
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
