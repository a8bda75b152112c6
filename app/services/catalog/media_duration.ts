import drive from '@adonisjs/drive/services/main'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import logger from '@adonisjs/core/services/logger'
import { parseFile, parseStream, type IAudioMetadata } from 'music-metadata'
import { localPathOf } from '#services/platform/file_delivery_service'

/*
| How long a media file plays, read from its container (WebM/Matroska, MP4/
| MOV, MP3, Ogg, WAV, M4A) by music-metadata: the header's duration, or the
| frames counted when the header has none. A file that states no length
| (a live WebM, an AVI, something that is not media) is unknown: null, never
| a guess.
*/
const OPTIONS = { duration: true, skipCovers: true }

/** Whole seconds of a media file on this machine (an upload being received, a demo file). */
export function mediaFileSeconds(path: string) {
  return secondsOf(path, () => parseFile(path, OPTIONS))
}

/** Whole seconds of a file stored in the Drive disk (local folder or S3 bucket). */
export async function storedMediaSeconds(key: string) {
  const disk = drive.use()
  if (disk.driver instanceof FSDriver) return mediaFileSeconds(localPathOf(disk.driver, key))
  return secondsOf(key, async () => {
    const metadata = await disk.getMetaData(key)
    const stream = await disk.getStream(key)
    try {
      return await parseStream(
        stream,
        { mimeType: metadata.contentType, size: metadata.contentLength },
        OPTIONS
      )
    } finally {
      stream.destroy()
    }
  })
}

async function secondsOf(name: string, parse: () => Promise<IAudioMetadata>) {
  try {
    const { format } = await parse()
    const seconds = format.duration
    if (!seconds || !Number.isFinite(seconds) || seconds <= 0) return null
    return Math.max(1, Math.round(seconds))
  } catch (error) {
    logger.warn({ err: error, file: name }, 'duração da mídia não pôde ser lida')
    return null
  }
}
