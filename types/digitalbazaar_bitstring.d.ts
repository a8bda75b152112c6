/* The package ships JavaScript only: the part of its API the status list uses. */
declare module '@digitalbazaar/bitstring' {
  export class Bitstring {
    constructor(options: { length: number } | { buffer: Uint8Array })
    readonly length: number
    set(position: number, on: boolean): void
    get(position: number): boolean
    /** base64url (no padding) of the GZIP-compressed bits */
    encodeBits(): Promise<string>
    static decodeBits(options: { encoded: string }): Promise<Uint8Array>
  }
}
