import { readFile } from 'node:fs/promises'
import vine from '@vinejs/vine'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { extensionOf } from '#domain/admin/admin_media'
import {
  CAPTIONS_EXTENSIONS,
  CAPTIONS_MAX_KILOBYTES,
  CAPTIONS_TEXTS,
  checkWebVtt,
} from '#domain/catalog/captions'

/**
 * The name must end in .vtt. Judged on the name, not on VineJS `extnames`:
 * the bodyparser reads the extension of a .vtt from its first bytes, so a
 * file without its 'WEBVTT' line would be called the wrong type instead of
 * getting the WebVTT check's message.
 */
const vttName = vine.createRule((value, _options, field) => {
  const file = value as MultipartFile
  if (!field.isValid || !file) return
  if (!CAPTIONS_EXTENSIONS.includes(extensionOf(file.clientName))) {
    field.report(CAPTIONS_TEXTS.wrongExtension, 'file.extname', field)
  }
})

/** Reads the uploaded file and reports its first WebVTT problem ('Linha 7: tempo inválido…'). */
const webVttContent = vine.createRule(async (value, _options, field) => {
  const file = value as MultipartFile
  if (!field.isValid || !file?.tmpPath) return
  const result = checkWebVtt(await readFile(file.tmpPath), {
    videoSeconds: field.meta.videoSeconds ?? null,
  })
  if (!result.ok) field.report(result.message, 'webVtt', field)
})

/**
 * 'Legendas (.vtt)' of a lesson's uploaded video. `videoSeconds` (meta): the
 * video's probed length, which no cue may end after (null: not checked).
 */
export const captionsValidator = vine.withMetaData<{ videoSeconds: number | null }>().create({
  captions: vine
    .file({ size: `${CAPTIONS_MAX_KILOBYTES}kb` })
    .use(vttName())
    .use(webVttContent()),
})
