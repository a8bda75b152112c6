import vine from '@vinejs/vine'
import { fileTypeFromFile } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { formFields, withFormMessages } from '#validators/rules'
import { PROFILE_FORM } from '#domain/accounts/forms'
import {
  AVATAR_EXTENSIONS,
  AVATAR_MAX_MEGABYTES,
  AVATAR_MEDIA_TYPES,
  AVATAR_TEXTS,
} from '#domain/accounts/avatar_files'

/** Reads the uploaded bytes and rejects anything that is not really a JPEG, PNG or WebP image. */
const imageContent = vine.createRule(async (value, _options, field) => {
  const file = value as MultipartFile
  if (!field.isValid || !file?.tmpPath) return
  const detected = await fileTypeFromFile(file.tmpPath).catch(() => undefined)
  if (!detected || !AVATAR_MEDIA_TYPES[detected.mime]) {
    field.report(AVATAR_TEXTS.wrongContent, 'imageContent', field)
  }
})

/** 'Editar Perfil': the form's fields (app/domain/accounts/forms.ts), shared with the page. */
export const profileValidator = withFormMessages(
  vine.create(formFields(PROFILE_FORM)),
  PROFILE_FORM
)

export const avatarValidator = vine.create({
  avatar: vine
    .file({ size: `${AVATAR_MAX_MEGABYTES}mb`, extnames: AVATAR_EXTENSIONS })
    .use(imageContent()),
})
