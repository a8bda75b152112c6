import vine from '@vinejs/vine'
import { fileTypeFromFile } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { httpUrl } from '#validators/rules'
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

export const profileValidator = vine.create({
  fullName: vine.string().trim().minLength(1).maxLength(160),
  specialty: vine.string().trim().maxLength(120).nullable(),
  bio: vine.string().trim().maxLength(1000).nullable(),
  location: vine.string().trim().maxLength(120).nullable(),
  yearsExperience: vine.number().withoutDecimals().range([0, 80]).nullable(),
  linkedinUrl: httpUrl().nullable(),
  websiteUrl: httpUrl().nullable(),
})

export const avatarValidator = vine.create({
  avatar: vine
    .file({ size: `${AVATAR_MAX_MEGABYTES}mb`, extnames: AVATAR_EXTENSIONS })
    .use(imageContent()),
})
