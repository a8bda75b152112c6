import { test } from '@japa/runner'
import {
  contentDisposition,
  isProtectedKey,
  parseByteRange,
  protectedKeyFromUrl,
  publicUploadKey,
} from '#domain/platform/protected_files'

const segments = (path: string) => path.split('/')

test.group('Public /uploads files', () => {
  test('covers and avatars are public', ({ assert }) => {
    assert.equal(
      publicUploadKey(segments('course-thumbnails/1-capa.png')),
      'course-thumbnails/1-capa.png'
    )
    assert.equal(publicUploadKey(segments('avatars/7-abc.webp')), 'avatars/7-abc.webp')
  })

  test('lesson videos, materials and anything else are not, however the path is written', ({
    assert,
  }) => {
    for (const path of [
      'course-materials/1-apostila.pdf',
      'course-videos/1-aula.mp4',
      'course-thumbnails/../course-materials/1-apostila.pdf',
      'course-thumbnails/%2e%2e/course-materials/1-apostila.pdf',
      'course-thumbnails/..%2Fcourse-materials%2F1-apostila.pdf',
      '/course-materials/1-apostila.pdf',
      './course-materials/1-apostila.pdf',
      'course-thumbnails//1-capa.png',
      'course-thumbnails/.',
      'course-thumbnails',
      'course-thumbnails/a%5Cb.png',
      'course-thumbnails/%E0%A4%A',
      'outra-pasta/arquivo.txt',
      '',
    ]) {
      assert.isNull(publicUploadKey(segments(path)), path)
    }
  })
})

test.group('Protected keys and stored URLs', () => {
  const bases = ['/uploads/', 'https://escola.com.br/uploads/']

  test('keys of course-videos and course-materials are protected, nested folders included', ({
    assert,
  }) => {
    assert.isTrue(isProtectedKey('course-materials/fundamentos/modelo.csv'))
    assert.isTrue(isProtectedKey('course-videos/1-aula.mp4'))
    assert.isFalse(isProtectedKey('course-thumbnails/1-capa.png'))
    assert.isFalse(isProtectedKey('course-materials'))
    assert.isFalse(isProtectedKey('course-materials/../.env'))
    assert.isFalse(isProtectedKey(null))
  })

  test('a stored URL of this site names its protected file; other URLs name none', ({ assert }) => {
    assert.equal(
      protectedKeyFromUrl('/uploads/course-materials/1-apostila.pdf', bases),
      'course-materials/1-apostila.pdf'
    )
    assert.equal(
      protectedKeyFromUrl('https://escola.com.br/uploads/course-videos/1-aula.mp4?v=2', bases),
      'course-videos/1-aula.mp4'
    )
    assert.equal(
      protectedKeyFromUrl('/uploads/course-materials/Apostila%20final.pdf', bases),
      'course-materials/Apostila final.pdf'
    )
    assert.isNull(protectedKeyFromUrl('/uploads/course-thumbnails/1-capa.png', bases))
    assert.isNull(protectedKeyFromUrl('/uploads/course-materials/../../.env', bases))
    assert.isNull(protectedKeyFromUrl('/uploads/course-materials/%2e%2e/x', bases))
    assert.isNull(protectedKeyFromUrl('https://outro.site/uploads/course-materials/a.pdf', bases))
    assert.isNull(protectedKeyFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ', bases))
    assert.isNull(protectedKeyFromUrl(null, bases))
  })
})

test.group('HTTP byte ranges', () => {
  test('single ranges are clamped to the file', ({ assert }) => {
    assert.deepEqual(parseByteRange('bytes=0-99', 1000), { start: 0, end: 99 })
    assert.deepEqual(parseByteRange('bytes=500-', 1000), { start: 500, end: 999 })
    assert.deepEqual(parseByteRange('bytes=-200', 1000), { start: 800, end: 999 })
    assert.deepEqual(parseByteRange('bytes=-5000', 1000), { start: 0, end: 999 })
    assert.deepEqual(parseByteRange('bytes=900-5000', 1000), { start: 900, end: 999 })
    assert.deepEqual(parseByteRange('bytes=999-999', 1000), { start: 999, end: 999 })
  })

  test('a range past the end is unsatisfiable (416)', ({ assert }) => {
    assert.equal(parseByteRange('bytes=1000-', 1000), 'unsatisfiable')
    assert.equal(parseByteRange('bytes=-0', 1000), 'unsatisfiable')
    assert.equal(parseByteRange('bytes=0-', 0), 'unsatisfiable')
  })

  test('no header, other units, several ranges or nonsense send the whole file', ({ assert }) => {
    for (const header of [
      undefined,
      '',
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=-',
      'bytes=abc',
      'bytes=50-10',
    ]) {
      assert.isNull(parseByteRange(header, 1000), String(header))
    }
  })
})

test.group('Content-Disposition', () => {
  test('keeps the pt-BR name in UTF-8 with an ASCII fallback', ({ assert }) => {
    assert.equal(
      contentDisposition('attachment', `Nutrição "final" d'água.pdf`),
      `attachment; filename="Nutricao _final_ d'agua.pdf"; filename*=UTF-8''Nutri%C3%A7%C3%A3o%20%22final%22%20d%27%C3%A1gua.pdf`
    )
  })
})
