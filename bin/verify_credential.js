/*
| Checks a Ganja Talks credential the way a wallet or any third party would,
| with no code of the app: fetches the credential, verifies its
| eddsa-jcs-2022 proof with the published key, fetches the W3C Bitstring
| Status List its credentialStatus points to, verifies that list's proof
| and reads the certificate's bit (docs/certificates.md).
|
|   node bin/verify_credential.js https://<site>/certificado/<id>/credencial.json
|
| Exit code 0: valid and not revoked; 1: revoked or invalid; 2: cannot check.
*/
import { createHash, createPublicKey, verify } from 'node:crypto'
import canonicalize from 'canonicalize'
import bs58 from 'bs58'
import { Bitstring } from '@digitalbazaar/bitstring'

const sha256 = (text) => createHash('sha256').update(text).digest()

async function getJson(url) {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url} respondeu ${response.status}`)
  return response.json()
}

/** The Ed25519 key of a Multikey document (publicKeyMultibase: z + base58btc of 0xed01 + 32 bytes). */
function keyOf(document) {
  const bytes = Buffer.from(bs58.decode(document.publicKeyMultibase.slice(1)))
  if (bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01)
    throw new Error('a chave publicada não é Ed25519')
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: bytes.subarray(2).toString('base64url') },
    format: 'jwk',
  })
}

/** eddsa-jcs-2022: Ed25519 over SHA-256(JCS(proof options)) ‖ SHA-256(JCS(document)). */
async function proofValid(credential) {
  const { proof, ...document } = credential
  if (!proof || proof.type !== 'DataIntegrityProof' || proof.cryptosuite !== 'eddsa-jcs-2022')
    return false
  const { proofValue, ...options } = proof
  if (canonicalize(options['@context']) !== canonicalize(document['@context'])) return false
  const key = keyOf(await getJson(proof.verificationMethod))
  const data = Buffer.concat([sha256(canonicalize(options)), sha256(canonicalize(document))])
  return verify(null, data, key, Buffer.from(bs58.decode(proofValue.slice(1))))
}

async function main(url) {
  const credential = await getJson(url)
  if (!(await proofValid(credential))) return fail('assinatura da credencial inválida')
  const status = credential.credentialStatus
  if (status?.type !== 'BitstringStatusListEntry' || status.statusPurpose !== 'revocation')
    return fail('credencial sem status de revogação')

  const list = await getJson(status.statusListCredential)
  if (!(await proofValid(list))) return fail('assinatura da lista de status inválida')
  if (
    !list.type.includes('BitstringStatusListCredential') ||
    list.id !== status.statusListCredential
  )
    return fail('a lista de status não é a indicada na credencial')
  const issuer = (value) => (typeof value === 'string' ? value : value?.id)
  if (
    issuer(list.issuer) !== issuer(credential.issuer) ||
    list.proof.verificationMethod !== credential.proof.verificationMethod
  )
    return fail('a lista de status é de outro emissor')
  const subject = list.credentialSubject
  if (subject.statusPurpose !== 'revocation') return fail('a lista não é de revogação')
  if (!subject.encodedList.startsWith('u')) return fail('encodedList sem o prefixo multibase u')

  const buffer = await Bitstring.decodeBits({ encoded: subject.encodedList.slice(1) })
  if (buffer.length < 16 * 1024) return fail('lista de status menor que 16 KB')
  const revoked = new Bitstring({ buffer }).get(Number(status.statusListIndex))
  if (revoked) return fail(`REVOGADO (bit ${status.statusListIndex} da lista ligado)`)
  console.log(
    `VÁLIDO: assinaturas conferem e o bit ${status.statusListIndex} da lista está desligado`
  )
  return 0
}

function fail(reason) {
  console.log(`INVÁLIDO: ${reason}`)
  return 1
}

const url = process.argv[2]
if (!url) {
  console.error('uso: node bin/verify_credential.js <URL da credencial.json>')
  process.exit(2)
}
main(url).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`não foi possível verificar: ${error.message}`)
    process.exit(2)
  }
)
