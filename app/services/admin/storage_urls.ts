import drive from '@adonisjs/drive/services/main'
import env from '#start/env'

/**
 * Public URL of a stored file. Files of the local disk get a path of this
 * site ('/uploads/course-materials/…') instead of an absolute URL, so stored
 * links keep working when APP_URL or the domain changes; S3 URLs stay absolute.
 */
export async function publicUrlOf(key: string) {
  const url = await drive.use().getUrl(key)
  const appUrl = env.get('APP_URL').replace(/\/+$/, '')
  return url.startsWith(`${appUrl}/`) ? url.slice(appUrl.length) : url
}

/** Every form a stored file's URL may have been saved in (relative and absolute). */
export async function urlFormsOf(key: string) {
  const url = await drive.use().getUrl(key)
  return [...new Set([url, await publicUrlOf(key)])]
}
