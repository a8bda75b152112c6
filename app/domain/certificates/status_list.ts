/*
| Revocation inside the credential: the W3C Bitstring Status List v1.0
| (Recommendation, 2025). Each certificate owns one bit of a list, at its
| `status_index`; the list is a signed BitstringStatusListCredential whose
| `encodedList` is the multibase base64url ('u') of the GZIP-compressed
| bits, bit 0 being the most significant bit of the first byte. A set bit
| means revoked. Encoding by @digitalbazaar/bitstring.
*/
/// <reference path="../../../types/digitalbazaar_bitstring.d.ts" />
import { Bitstring } from '@digitalbazaar/bitstring'
import { VC_CONTEXT, type IssuerProfile } from './open_badges.js'

/** Bits per list: the spec's minimum of 16 KB, so a bit reveals nothing of who is checked. */
export const STATUS_LIST_LENGTH = 131_072

/** The last list a certificate can be on (status_index is a PostgreSQL integer). */
export const LAST_STATUS_LIST = Math.floor(2_147_483_647 / STATUS_LIST_LENGTH) + 1

/** Whether `list` (from a URL) names a list that can exist: 1…LAST_STATUS_LIST. */
export function isStatusList(list: number) {
  return Number.isSafeInteger(list) && list >= 1 && list <= LAST_STATUS_LIST
}

/** Where an index lands: list 1 holds 0…131071, list 2 the next ones, and so on. */
export function statusListPlace(statusIndex: number) {
  return {
    list: Math.floor(statusIndex / STATUS_LIST_LENGTH) + 1,
    position: statusIndex % STATUS_LIST_LENGTH,
  }
}

export type BitstringStatusListEntry = {
  id: string
  type: 'BitstringStatusListEntry'
  statusPurpose: 'revocation'
  statusListIndex: string
  statusListCredential: string
}

/** The `credentialStatus` of a certificate's credential; `listUrl` is its list's address. */
export function statusListEntry(listUrl: string, statusIndex: number): BitstringStatusListEntry {
  const { position } = statusListPlace(statusIndex)
  return {
    id: `${listUrl}#${position}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(position),
    statusListCredential: listUrl,
  }
}

/** `encodedList` with the given positions set. */
export async function encodeStatusList(revokedPositions: Iterable<number>) {
  const bits = new Bitstring({ length: STATUS_LIST_LENGTH })
  for (const position of revokedPositions) bits.set(position, true)
  return `u${await bits.encodeBits()}`
}

/** Whether `position` is set in an `encodedList` (what a verifier does). */
export async function statusListBit(encodedList: string, position: number) {
  if (!encodedList.startsWith('u')) throw new Error('encodedList sem o prefixo multibase u')
  const buffer = await Bitstring.decodeBits({ encoded: encodedList.slice(1) })
  if (buffer.length * 8 < STATUS_LIST_LENGTH) throw new Error('lista menor que 16 KB')
  return new Bitstring({ buffer }).get(position)
}

export type StatusListCredential = {
  '@context': string[]
  'id': string
  'type': ['VerifiableCredential', 'BitstringStatusListCredential']
  'issuer': IssuerProfile
  'validFrom': string
  'credentialSubject': {
    id: string
    type: 'BitstringStatusList'
    statusPurpose: 'revocation'
    encodedList: string
  }
}

/** The unsigned list credential published at `listUrl`. */
export function statusListCredential(input: {
  listUrl: string
  issuer: IssuerProfile
  encodedList: string
  validFrom: string
}): StatusListCredential {
  return {
    '@context': [VC_CONTEXT],
    'id': input.listUrl,
    'type': ['VerifiableCredential', 'BitstringStatusListCredential'],
    'issuer': input.issuer,
    'validFrom': input.validFrom,
    'credentialSubject': {
      id: `${input.listUrl}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: input.encodedList,
    },
  }
}
