import { test } from '@japa/runner'
import { formatFileSize, formatMoney } from '#domain/platform/format'

test.group('pt-BR formatting', () => {
  test('money is shown as R$ with two decimals, and a free course as Gratuito', ({ assert }) => {
    assert.equal(formatMoney(37), 'R$ 37,00')
    assert.equal(formatMoney(1234.5), 'R$ 1.234,50')
    assert.equal(formatMoney(0, 'Gratuito'), 'Gratuito')
  })

  test('file sizes use base 1024 with at most two decimals', ({ assert }) => {
    assert.equal(formatFileSize(0), '0 bytes')
    assert.equal(formatFileSize(512), '512 bytes')
    assert.equal(formatFileSize(1536), '1,5 KB')
    assert.equal(formatFileSize(5 * 1024 * 1024), '5 MB')
    assert.equal(formatFileSize(1.256 * 1024 ** 3), '1,26 GB')
  })
})
