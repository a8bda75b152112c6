/*
| The school's Ed25519 key and what it does with certificates: the SHA-256
| hash of the canonical serialization and the signature over it. Server
| only (node:crypto); pure functions of their inputs so unit tests pin them.
*/
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto'
import bs58 from 'bs58'
import { canonicalCertificate, type CertifiedFields } from './certificates.js'

/** DER prefix of an Ed25519 PKCS#8 private key; the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
/** Multicodec prefix of an Ed25519 public key (0xed 0x01) in a Multikey. */
const MULTICODEC_ED25519_PUB = Buffer.from([0xed, 0x01])

export type SigningKey = { privateKey: KeyObject; publicKey: KeyObject }

/**
 * CERTIFICATE_SIGNING_KEY: the 32-byte Ed25519 seed in base64url (what
 * `npm start` writes), or a whole PKCS#8 DER key in base64url.
 */
export function signingKeyFromEnv(value: string): SigningKey {
  const bytes = Buffer.from(value.trim(), 'base64url')
  const der = bytes.length === 32 ? Buffer.concat([PKCS8_ED25519_PREFIX, bytes]) : bytes
  const privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('CERTIFICATE_SIGNING_KEY não é uma chave Ed25519')
  return { privateKey, publicKey: createPublicKey(privateKey) }
}

/** The raw 32 bytes of an Ed25519 public key. */
export function rawPublicKey(publicKey: KeyObject) {
  return Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url')
}

/** The public key as a JWK (OKP / Ed25519). */
export function publicKeyJwk(publicKey: KeyObject) {
  const { kty, crv, x } = publicKey.export({ format: 'jwk' })
  return { kty: kty!, crv: crv!, x: x! }
}

/** The public key as a Multikey `publicKeyMultibase` (base58btc, 'z6Mk…'). */
export function publicKeyMultibase(publicKey: KeyObject) {
  return `z${bs58.encode(Buffer.concat([MULTICODEC_ED25519_PUB, rawPublicKey(publicKey)]))}`
}

/** A Multikey `publicKeyMultibase` back into a key object. */
export function publicKeyFromMultibase(multibase: string) {
  if (!multibase.startsWith('z')) throw new Error('multibase sem o prefixo z (base58btc)')
  const bytes = Buffer.from(bs58.decode(multibase.slice(1)))
  if (bytes.length !== 34 || !bytes.subarray(0, 2).equals(MULTICODEC_ED25519_PUB))
    throw new Error('não é uma chave pública Ed25519')
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: bytes.subarray(2).toString('base64url') },
    format: 'jwk',
  })
}

export function sha256(data: string | Buffer) {
  return createHash('sha256').update(data).digest()
}

/** SHA-256 (hex) of the UTF-8 canonical serialization of the certified fields. */
export function certificateHash(fields: CertifiedFields) {
  return sha256(Buffer.from(canonicalCertificate(fields), 'utf8')).toString('hex')
}

/** Ed25519 signature (base64url) over the same UTF-8 canonical serialization. */
export function signCertificate(fields: CertifiedFields, privateKey: KeyObject) {
  return sign(null, Buffer.from(canonicalCertificate(fields), 'utf8'), privateKey).toString(
    'base64url'
  )
}

export function certificateSignatureValid(
  fields: CertifiedFields,
  signature: string,
  publicKey: KeyObject
) {
  try {
    return verify(
      null,
      Buffer.from(canonicalCertificate(fields), 'utf8'),
      publicKey,
      Buffer.from(signature, 'base64url')
    )
  } catch {
    return false
  }
}
