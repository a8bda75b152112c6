import env from '#start/env'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import { defineConfig, services } from '@adonisjs/drive'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import type { MediaBucket } from '#domain/admin/admin_media'
import { UPLOADS_BASE_PATH } from '#domain/platform/protected_files'

/** Folder of the local disk. */
export const uploadsRoot = env.get('DRIVE_FS_ROOT') ?? app.makePath('storage/uploads')

/**
 * The three buckets of the spec (course-videos, course-thumbnails,
 * course-materials) are top-level folders of one disk: a local folder by
 * default, or one S3-compatible bucket (AWS, MinIO, R2…) when DRIVE_DISK=s3.
 *
 * The local disk is not served wholesale: the /uploads/* route
 * (PublicUploadsController) hands out only course covers and avatars, and
 * lesson videos and materials go through the authorized routes
 * /aulas/:id/video and /materiais/:id/arquivo. Its URLs are still
 * '<APP_URL>/uploads/<key>', the form stored links already have.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),
  services: {
    fs: () =>
      new FSDriver({
        location: uploadsRoot,
        visibility: 'public',
        urlBuilder: {
          async generateURL(key: string) {
            const path = key.split('/').map(encodeURIComponent).join('/')
            return `${env.get('APP_URL').replace(/\/+$/, '')}${UPLOADS_BASE_PATH}${path}`
          },
          async generateSignedURL() {
            throw new Error('O disco local não gera URLs assinadas: use as rotas autorizadas.')
          },
        },
      }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
      },
      region: env.get('S3_REGION', 'us-east-1'),
      bucket: env.get('S3_BUCKET', 'ganja-talks'),
      endpoint: env.get('S3_ENDPOINT'),
      forcePathStyle: env.get('S3_FORCE_PATH_STYLE', true),
      cdnUrl: env.get('S3_PUBLIC_URL'),
      visibility: 'public',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}

/**
 * Largest file each bucket accepts (bytes). Uploads over the limit are cut
 * off while streaming, before the whole body is stored anywhere.
 * Values like '2gb', '50mb', '10mb' (UPLOAD_LIMIT_VIDEO/DOCUMENT/IMAGE).
 */
export const uploadLimits: Record<MediaBucket, number> = {
  'course-videos': bytes('UPLOAD_LIMIT_VIDEO', '2gb'),
  'course-materials': bytes('UPLOAD_LIMIT_DOCUMENT', '50mb'),
  'course-thumbnails': bytes('UPLOAD_LIMIT_IMAGE', '10mb'),
}

function bytes(
  variable: 'UPLOAD_LIMIT_VIDEO' | 'UPLOAD_LIMIT_DOCUMENT' | 'UPLOAD_LIMIT_IMAGE',
  fallback: string
) {
  const value = string.bytes.parse(env.get(variable) ?? fallback)
  if (value === null || value <= 0)
    throw new Error(`${variable} precisa ser um tamanho como 2gb, 50mb ou 10mb`)
  return value
}
