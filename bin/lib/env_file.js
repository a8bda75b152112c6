/*
| Reading and creating the project's .env, shared by the npm scripts.
| Plain JavaScript: these scripts run before anything is compiled.
*/
import { createECDH, randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'

/** Reads a .env file with Node's own parser (no variable expansion); a missing file is empty. */
export function parseEnvFile(path) {
  return existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {}
}

/** A new Ed25519 seed (32 random bytes, base64url) for CERTIFICATE_SIGNING_KEY. */
export function newCertificateSigningKey() {
  return randomBytes(32).toString('base64url')
}

/** A new VAPID key pair for web push (P-256, base64url: the public key uncompressed, the private one raw). */
export function newVapidKeys() {
  const curve = createECDH('prime256v1')
  curve.generateKeys()
  const privateKey = curve.getPrivateKey()
  return {
    publicKey: curve.getPublicKey('base64url'),
    /* 32 bytes always: a key with leading zero bytes comes back shorter. */
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString(
      'base64url'
    ),
  }
}

function vapidLines() {
  const { publicKey, privateKey } = newVapidKeys()
  return [
    '# Web push (VAPID; written by npm start; a new pair unsubscribes every device)',
    `VAPID_PUBLIC_KEY=${publicKey}`,
    `VAPID_PRIVATE_KEY=${privateKey}`,
    'VAPID_SUBJECT=mailto:nao-responda@ganjatalks.com.br',
  ]
}

/** An existing .env written before web push existed gets a VAPID key pair appended. */
function ensureVapidKeys(path) {
  const current = parseEnvFile(path)
  if (current.VAPID_PUBLIC_KEY && current.VAPID_PRIVATE_KEY) return false
  const text = readFileSync(path, 'utf8')
  appendFileSync(
    path,
    `${text.endsWith('\n') || text === '' ? '' : '\n'}${vapidLines().join('\n')}\n`
  )
  console.log('› chaves VAPID (push) novas adicionadas ao .env')
  return true
}

/**
 * An existing .env written before certificates existed gets a signing key
 * appended (never replaced: issued certificates are verified with it).
 */
function ensureCertificateKey(path) {
  if (parseEnvFile(path).CERTIFICATE_SIGNING_KEY) return false
  const current = readFileSync(path, 'utf8')
  appendFileSync(
    path,
    `${current.endsWith('\n') || current === '' ? '' : '\n'}` +
      '# Ed25519 key of the certificates (written by npm start; never change it: it signed the issued ones)\n' +
      `CERTIFICATE_SIGNING_KEY=${newCertificateSigningKey()}\n`
  )
  console.log('› CERTIFICATE_SIGNING_KEY nova adicionada ao .env')
  return true
}

/**
 * On a fresh clone there is no .env: write one with a new APP_KEY, a new
 * certificate signing key and VAPID keys so the first `npm start` needs no
 * manual step; an existing .env without them gets them appended. The file is git-ignored.
 */
export function ensureEnvFile(root) {
  const path = join(root, '.env')
  if (existsSync(path)) {
    ensureCertificateKey(path)
    ensureVapidKeys(path)
    return false
  }
  const key = randomBytes(32).toString('base64url')
  const { port, host, appUrl } = startAddress(process.env)
  writeFileSync(
    path,
    [
      '# Written by the first `npm start`. Every variable is described in docs/operations.md.',
      'TZ=UTC',
      `PORT=${port}`,
      `HOST=${host}`,
      `APP_URL=${appUrl}`,
      'LOG_LEVEL=info',
      `APP_KEY=${key}`,
      'SESSION_DRIVER=cookie',
      `CERTIFICATE_SIGNING_KEY=${newCertificateSigningKey()}`,
      ...vapidLines(),
      '',
      '# Leave DATABASE_URL unset to use the embedded PostgreSQL in .data/postgres.',
      '# DATABASE_URL=postgres://user:password@127.0.0.1:5432/ganja_talks',
      '',
    ].join('\n'),
    { mode: 0o600 }
  )
  return true
}

/**
 * Port, host and public address of the first start: the ones it was started
 * with (`PORT=4000 npm start`), else 3333 on every interface.
 */
export function startAddress(environment) {
  const port = Number(environment.PORT) > 0 ? Number(environment.PORT) : 3333
  return {
    port,
    host: environment.HOST || '0.0.0.0',
    appUrl: environment.APP_URL || `http://localhost:${port}`,
  }
}

/**
 * Environment the app will see: .env values overridden by the real
 * environment. A PORT given on the command line without APP_URL moves the
 * default address (http://localhost:<port> in .env) along with it, so links
 * in pages and e-mails point where the server listens.
 */
export function loadEnv(root, files = ['.env']) {
  const merged = {}
  for (const file of files) Object.assign(merged, parseEnvFile(join(root, file)))
  const env = { ...merged, ...process.env }
  const portMoved = process.env.PORT && !process.env.APP_URL && merged.PORT !== process.env.PORT
  if (portMoved && merged.APP_URL === `http://localhost:${merged.PORT}`) {
    env.APP_URL = `http://localhost:${process.env.PORT}`
  }
  return env
}

/** True when the operator pointed the app at a PostgreSQL server of their own. */
export function hasConfiguredDatabase(env) {
  return Boolean(env.DATABASE_URL || env.DB_HOST)
}
