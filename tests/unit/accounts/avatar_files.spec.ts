import { test } from '@japa/runner'
import { storedAvatarName } from '#domain/accounts/avatar_files'

test.group('Stored profile photo names', () => {
  test('a stored photo URL gives its file name, whatever the host', ({ assert }) => {
    assert.equal(storedAvatarName('/uploads/avatars/7-abc_D-9.webp'), '7-abc_D-9.webp')
    assert.equal(storedAvatarName('https://cdn.example.com/avatars/12-xyz.jpg'), '12-xyz.jpg')
    assert.equal(storedAvatarName('/uploads/avatars/3-q.png'), '3-q.png')
  })

  test('any other URL is never taken for a stored photo', ({ assert }) => {
    assert.isNull(storedAvatarName(null))
    assert.isNull(storedAvatarName('https://gravatar.com/avatar/abc'))
    assert.isNull(storedAvatarName('/uploads/avatars/7-abc.gif'))
    assert.isNull(storedAvatarName('/uploads/avatars/../course-materials/1-a.pdf'))
    assert.isNull(storedAvatarName('/uploads/avatars/abc.jpg'))
  })
})
