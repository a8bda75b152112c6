import { test } from '@japa/runner'
import { decodeCopyLine, encodeCopyField, loadOrder } from '#services/platform/logical_dump'

test.group('Backup built-in format', () => {
  test('a field with tabs, line breaks, backslashes and a literal \\N comes back the same', ({
    assert,
  }) => {
    const fields = ['Regue de manhã,\n\tcom calma.\r', 'C:\\pasta\\N', '\\N', '', null]
    const line = fields.map(encodeCopyField).join('\t')
    assert.notInclude(line, '\n')
    assert.deepEqual(decodeCopyLine(line), fields)
  })

  test('parents load before children; self references and cycles are put back after the rows', ({
    assert,
  }) => {
    const key = (name: string, child: string, parent: string) => ({
      name,
      child,
      parent,
      definition: '',
    })
    const { ordered, deferred } = loadOrder(
      ['forum_replies', 'forum_discussions', 'users', 'categories'],
      [
        key('replies_user', 'forum_replies', 'users'),
        key('replies_discussion', 'forum_replies', 'forum_discussions'),
        key('discussions_accepted', 'forum_discussions', 'forum_replies'),
        key('discussions_user', 'forum_discussions', 'users'),
        key('categories_parent', 'categories', 'categories'),
      ]
    )
    assert.deepEqual(ordered.slice(0, 2).sort(), ['categories', 'users'])
    assert.sameMembers(ordered.slice(2), ['forum_replies', 'forum_discussions'])
    assert.sameMembers(
      deferred.map((fk) => fk.name),
      ['replies_discussion', 'discussions_accepted', 'categories_parent']
    )
  })
})
