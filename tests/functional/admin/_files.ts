/** Small real files for upload tests (their first bytes are what content checks read). */

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
)

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

/** The start of an MP4 (ftyp box, brand isom) followed by an empty mdat. */
export const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2'),
  Buffer.from([0x00, 0x00, 0x00, 0x08]),
  Buffer.from('mdat'),
])

/** A Windows executable header ('MZ'… with a PE signature). */
export const EXE = (() => {
  const buffer = Buffer.alloc(256)
  buffer.write('MZ', 0, 'latin1')
  buffer.writeUInt32LE(0x80, 0x3c)
  buffer.write('PE\0\0', 0x80, 'latin1')
  return buffer
})()

/** A Linux executable header. */
export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]),
  Buffer.alloc(120),
])

export const TEXT = Buffer.from('Anotações da aula 1\nCanabinoides e receptores CB1/CB2.\n')
