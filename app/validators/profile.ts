import vine from '@vinejs/vine'
import { fileTypeFromFile } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { httpUrl } from '#validators/rules'

/** Avatar formats, recognised by the file's bytes rather than its name. */
export const AVATAR_MIME_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** Reads the uploaded bytes and rejects anything that is not really a JPEG, PNG or WebP image. */
const imageContent = vine.createRule(async (value, _options, field) => {
  const file = value as MultipartFile
  if (!field.isValid || !file?.tmpPath) return
  const detected = await fileTypeFromFile(file.tmpPath).catch(() => undefined)
  if (!detected || !AVATAR_MIME_TYPES[detected.mime]) {
    field.report('O arquivo não é uma imagem JPEG, PNG ou WebP válida.', 'imageContent', field)
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
  avatar: vine.file({ size: '2mb', extnames: ['jpg', 'jpeg', 'png', 'webp'] }).use(imageContent()),
})
