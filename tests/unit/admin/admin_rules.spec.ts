import { test } from '@japa/runner'
import { isSafeLink } from '#domain/platform/links'
import {
  courseContentStats,
  lessonsPerCourse,
  monthlyGrowth,
  publicationRate,
} from '#domain/admin/admin_stats'
import { parseMoney, slugify, stripModulePrefix } from '#domain/admin/admin_text'
import { courseFormErrors, priceProblem } from '#domain/admin/admin_forms'
import {
  bucketForMediaType,
  bucketForUpload,
  detectYoutube,
  isStoredKey,
  isUnsafeFileName,
  materialTypeForMediaType,
  sanitizeFileName,
  storedFileName,
} from '#domain/admin/admin_media'
import { describeActivity } from '#domain/admin/admin_activity'
import { formatFileSize } from '#domain/platform/format'

test.group('Admin overview formulas', () => {
  test('publication rate = published / total as a rounded percent, 0 without courses', ({
    assert,
  }) => {
    assert.equal(publicationRate(2, 3), 67)
    assert.equal(publicationRate(1, 8), 13)
    assert.equal(publicationRate(0, 0), 0)
  })

  test('lessons per course rounded, 0 without courses', ({ assert }) => {
    assert.equal(lessonsPerCourse(7, 3), 2)
    assert.equal(lessonsPerCourse(5, 2), 3)
    assert.equal(lessonsPerCourse(4, 0), 0)
  })

  test('monthly growth = recent / users before this month, as a rounded percent', ({ assert }) => {
    assert.equal(monthlyGrowth(6, 16), 60)
    assert.equal(monthlyGrowth(0, 12), 0)
    assert.equal(monthlyGrowth(25, 35), 250)
  })

  test('monthly growth is hidden (null) with fewer than 10 users before this month', ({
    assert,
  }) => {
    /* The seeded demo: 25 accounts created this month on top of none was '2500%'. */
    assert.isNull(monthlyGrowth(25, 25))
    assert.isNull(monthlyGrowth(25, 26))
    assert.isNull(monthlyGrowth(3, 12))
    assert.equal(monthlyGrowth(3, 13), 30)
    assert.isNull(monthlyGrowth(0, 0))
  })

  test('course "Progresso" = published lessons / total lessons', ({ assert }) => {
    assert.deepEqual(
      courseContentStats({ totalLessons: 7, publishedLessons: 3, totalMaterials: 2 }),
      {
        totalLessons: 7,
        publishedLessons: 3,
        totalMaterials: 2,
        completion: 43,
      }
    )
    assert.equal(
      courseContentStats({ totalLessons: 0, publishedLessons: 0, totalMaterials: 0 }).completion,
      0
    )
  })
})

test.group('Admin text rules', () => {
  test('slugs strip pt-BR accents and symbols', ({ assert }) => {
    assert.equal(slugify('Introdução à Cannabis & IA'), 'introducao-a-cannabis-ia')
    assert.equal(
      slugify('  Farmacologia  Canabinóide: Módulo 2!  '),
      'farmacologia-canabinoide-modulo-2'
    )
    assert.equal(slugify('🌱🌱'), '')
  })
})

test.group('Admin media rules', () => {
  test('the bucket follows the media type', ({ assert }) => {
    assert.equal(bucketForMediaType('video/mp4'), 'course-videos')
    assert.equal(bucketForMediaType('image/png'), 'course-thumbnails')
    assert.equal(bucketForMediaType('application/pdf'), 'course-materials')
    assert.equal(bucketForMediaType('audio/mpeg'), 'course-materials')
  })

  test('stored names are the timestamp plus the sanitized original name', ({ assert }) => {
    assert.equal(sanitizeFileName('Apostila Módulo 1 (final).PDF'), 'Apostila-Modulo-1-final.pdf')
    /* Never a hidden file. */
    assert.equal(sanitizeFileName('.env'), 'arquivo.env')
    assert.equal(sanitizeFileName('***.txt'), 'arquivo.txt')
    assert.equal(storedFileName('aula 1.mp4', 1732156800000), '1732156800000-aula-1.mp4')
  })

  test('names with paths are unsafe', ({ assert }) => {
    for (const name of ['../a.pdf', 'a/b.pdf', 'a\\b.pdf', 'C:a.pdf', '', 'a\u0000.pdf', '..']) {
      assert.isTrue(isUnsafeFileName(name), name)
    }
    assert.isFalse(isUnsafeFileName('Apostila final.pdf'))
  })

  test('stored keys stay inside the three buckets', ({ assert }) => {
    assert.isTrue(isStoredKey('course-materials/1732156800000-a.pdf'))
    assert.isFalse(isStoredKey('course-materials/../x.pdf'))
    assert.isTrue(isStoredKey('course-materials/demo/curso/aula-01.pdf'))
    assert.isFalse(isStoredKey('course-materials/a//b.pdf'))
    assert.isFalse(isStoredKey('course-materials/.hidden/b.pdf'))
    assert.isFalse(isStoredKey('tmp/a.pdf'))
  })

  test('material type of an upload is the first part of its media type', ({ assert }) => {
    assert.equal(materialTypeForMediaType('image/png'), 'image')
    assert.equal(materialTypeForMediaType('application/pdf'), 'application')
    assert.equal(materialTypeForMediaType('video/mp4'), 'video')
  })

  test('YouTube links: youtube.com, youtu.be, or just the video id', ({ assert }) => {
    assert.deepEqual(detectYoutube('https://www.youtube.com/watch?v=dQw4w9WgXcQ'), {
      videoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    assert.equal(detectYoutube('https://youtu.be/dQw4w9WgXcQ?t=10')?.videoId, 'dQw4w9WgXcQ')
    assert.equal(detectYoutube('https://www.youtube.com/embed/dQw4w9WgXcQ')?.videoId, 'dQw4w9WgXcQ')
    assert.deepEqual(detectYoutube(' dQw4w9WgXcQ '), {
      videoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    assert.isNull(detectYoutube('https://exemplo.com/?u=youtube.com'))
    assert.isNull(detectYoutube('https://notyoutube.com/watch?v=dQw4w9WgXcQ'))
    assert.isNull(detectYoutube('javascript:alert(1)'))
  })

  test('file sizes in Bytes/KB/MB/GB base 1024 with two decimals', ({ assert }) => {
    assert.equal(formatFileSize(0), '0 bytes')
    assert.equal(formatFileSize(1536), '1,5 KB')
    assert.equal(formatFileSize(10 * 1024 * 1024), '10 MB')
    assert.equal(formatFileSize(2 * 1024 ** 3), '2 GB')
    assert.equal(formatFileSize(1234567), '1,18 MB')
  })
})

test.group('Admin links and activity', () => {
  test('admin links are absolute http(s) URLs or clean paths of this site', ({ assert }) => {
    for (const ok of [
      'https://exemplo.com.br/guia.pdf',
      'http://exemplo.com/a?b=c',
      '/uploads/materiais/guia.pdf',
      '/',
    ]) {
      assert.isTrue(isSafeLink(ok), ok)
    }
    for (const bad of [
      '/\\evil.example',
      '//evil.example',
      '/uploads\\..\\x',
      'javascript:alert(1)',
      'ftp://exemplo.com/a',
      'https://',
      '/uploads/a b.pdf',
      '/uploads/a\u0000.pdf',
      'exemplo.com',
    ]) {
      assert.isFalse(isSafeLink(bad), bad)
    }
  })

  test('activity is worded in pt-BR', ({ assert }) => {
    assert.equal(
      describeActivity({ kind: 'course_published', subject: 'Cultivo', context: null }),
      'Curso "Cultivo" publicado'
    )
    assert.equal(
      describeActivity({ kind: 'lesson_created', subject: 'Solo vivo', context: 'Cultivo' }),
      'Aula "Solo vivo" criada em "Cultivo"'
    )
    assert.equal(
      describeActivity({ kind: 'user_signed_up', subject: 'Nova Aluna', context: null }),
      'Novo usuário cadastrado: Nova Aluna'
    )
  })
})

test.group('Admin form rules (issue 16)', () => {
  test("a typed 'Módulo N:' prefix is dropped, once or repeated, but never the whole title", ({
    assert,
  }) => {
    assert.equal(stripModulePrefix('Módulo 1: Fundamentos'), 'Fundamentos')
    assert.equal(stripModulePrefix('Módulo 1: Módulo 1: Fundamentos'), 'Fundamentos')
    assert.equal(stripModulePrefix('modulo 2 - Prática'), 'Prática')
    assert.equal(stripModulePrefix('MÓDULO 3. Clima'), 'Clima')
    assert.equal(stripModulePrefix('Módulos avançados'), 'Módulos avançados')
    assert.equal(stripModulePrefix('Módulo 4:'), 'Módulo 4:')
  })

  test('prices are read the Brazilian way', ({ assert }) => {
    assert.equal(parseMoney('37,50'), 37.5)
    assert.equal(parseMoney('R$ 1.234,56'), 1234.56)
    assert.equal(parseMoney('37.5'), 37.5)
    assert.equal(parseMoney(49.9), 49.9)
    assert.isNaN(parseMoney('trinta'))
    assert.isNaN(parseMoney('1,234'))
    assert.isNaN(parseMoney(''))
  })

  test('the course form names each bad field in pt-BR, the price only for a Premium course', ({
    assert,
  }) => {
    const fields = {
      title: 'Ex',
      slug: 'Com Espaço',
      description: '',
      thumbnailUrl: 'javascript:alert(1)',
      previewVideoUrl: '//outro.site/v.webm',
      premium: true,
      price: '0',
    }
    assert.deepEqual(courseFormErrors(fields), {
      title: 'O campo título precisa ter pelo menos 3 caracteres.',
      slug: 'Use apenas letras minúsculas sem acento, números e hífens no endereço (slug).',
      thumbnailUrl: 'Informe um endereço começando com http:// ou https://.',
      previewVideoUrl: 'Informe um endereço começando com http:// ou https://, ou envie um vídeo.',
      price: 'Um curso Premium precisa de um preço de referência maior que zero.',
    })
    assert.deepEqual(
      courseFormErrors({
        ...fields,
        title: 'Curso',
        slug: '',
        thumbnailUrl: '/uploads/course-thumbnails/capa.png',
        previewVideoUrl: '',
        premium: false,
      }),
      {}
    )
    assert.equal(priceProblem(''), 'O campo preço é obrigatório.')
  })

  test('a preview video goes to the public course-thumbnails bucket; other uploads by type', ({
    assert,
  }) => {
    assert.equal(bucketForUpload('previas', 'video/webm'), 'course-thumbnails')
    assert.equal(bucketForUpload('aulas', 'video/webm'), 'course-videos')
    assert.equal(bucketForUpload('aulas', 'audio/mpeg'), 'course-materials')
  })
})
