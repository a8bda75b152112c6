import { test } from '@japa/runner'
import {
  catalogQuery,
  coursesFoundLabel,
  parseCatalogFilters,
  prefixTsquery,
  searchTerms,
} from '#domain/catalog/catalog_filters'

test.group('Catalogue filters from the URL', () => {
  test('known values are kept, unknown ones become "no filter"', ({ assert }) => {
    assert.deepEqual(
      parseCatalogFilters({
        q: '  cultivo   indoor ',
        categoria: 'cultivo',
        nivel: 'advanced',
        duracao: 'media',
        pagina: '3',
      }),
      {
        q: 'cultivo indoor',
        category: 'cultivo',
        level: 'advanced',
        duration: 'media',
        page: 3,
      }
    )
    assert.deepEqual(
      parseCatalogFilters({ categoria: 'x', nivel: ['beginner'], duracao: 1, pagina: '-2' }),
      {
        q: '',
        category: null,
        level: null,
        duration: null,
        page: 1,
      }
    )
    assert.lengthOf(parseCatalogFilters({ q: 'a'.repeat(500) }).q, 100)
  })

  test('the query string carries only the filters in use', ({ assert }) => {
    assert.deepEqual(catalogQuery({ q: 'ia', category: null, level: 'beginner', duration: null }), {
      q: 'ia',
      nivel: 'beginner',
    })
    assert.deepEqual(catalogQuery({ q: '', category: null, level: null, duration: null }), {})
  })

  test('search words keep letters and digits only, so tsquery syntax cannot get in', ({
    assert,
  }) => {
    assert.deepEqual(searchTerms("Canabinóide & | ! ( ) ':* CB2"), ['canabinóide', 'cb2'])
    assert.deepEqual(searchTerms('cultivo cultivo Cultivo'), ['cultivo'])
    assert.equal(prefixTsquery('Terpenos e IA'), 'terpenos:* & e:* & ia:*')
    assert.isNull(prefixTsquery('  !!! '))
  })

  test("the counter reads '{n} curso(s) encontrado(s)'", ({ assert }) => {
    assert.equal(coursesFoundLabel(0), '0 curso(s) encontrado(s)')
    assert.equal(coursesFoundLabel(6), '6 curso(s) encontrado(s)')
    assert.equal(coursesFoundLabel(1234), '1.234 curso(s) encontrado(s)')
  })
})
