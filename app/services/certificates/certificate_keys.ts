import { hkdfSync } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { signingKeyFromEnv, type SigningKey } from '#domain/certificates/certificate_signing'

let cached: SigningKey | undefined

/**
 * The school's Ed25519 certificate key, from CERTIFICATE_SIGNING_KEY (the
 * seed `npm start` writes into .env). Without it the key is derived from
 * APP_KEY, with a warning, so an older .env keeps working; set the variable
 * before issuing real certificates, since changing APP_KEY would change it.
 */
export function certificateSigningKey(): SigningKey {
  if (cached) return cached
  const configured = env.get('CERTIFICATE_SIGNING_KEY')
  if (configured) {
    cached = signingKeyFromEnv(configured)
  } else {
    logger.warn('CERTIFICATE_SIGNING_KEY ausente: chave dos certificados derivada da APP_KEY')
    const seed = hkdfSync(
      'sha256',
      env.get('APP_KEY').release(),
      'ganja-talks',
      'certificados-ed25519',
      32
    )
    cached = signingKeyFromEnv(Buffer.from(seed).toString('base64url'))
  }
  return cached
}
