import { test } from '@japa/runner'
import {
  DELETED_WITH_ACCOUNT,
  KEPT_ANONYMISED,
  REMOVED_MEMBER_NAME,
  TOMBSTONE_PROFILE,
  deletionDate,
  deletionScheduledText,
  exportExpiry,
  exportState,
  isDeletionDue,
  tombstoneEmail,
} from '#domain/accounts/privacy'

test.group('Account deletion: the 7-day grace period', () => {
  test('a deletion asked at 23:30 in São Paulo happens 7 days later, same time', ({ assert }) => {
    const asked = new Date('2026-11-27T02:30:00.000Z')
    assert.equal(deletionDate(asked).toISOString(), '2026-12-04T02:30:00.000Z')
    /* Shown in São Paulo: asked on 26/11, deleted on 03/12. */
    assert.equal(
      deletionScheduledText(deletionDate(asked)),
      'Sua conta será excluída em 03/12/2026.'
    )
  })

  test('it is due from the scheduled moment on, never before, never without a schedule', ({
    assert,
  }) => {
    const scheduled = new Date('2026-12-04T02:30:00.000Z')
    assert.isFalse(isDeletionDue(scheduled, new Date('2026-12-04T02:29:59.999Z')))
    assert.isTrue(isDeletionDue(scheduled, new Date('2026-12-04T02:30:00.000Z')))
    assert.isTrue(isDeletionDue(scheduled, new Date('2027-01-01T00:00:00.000Z')))
    assert.isFalse(isDeletionDue(null, new Date('2027-01-01T00:00:00.000Z')))
  })
})

test.group('Data export: what the page shows', () => {
  const now = new Date('2026-11-27T12:00:00.000Z')

  test('a ready file may be downloaded for 7 days, then it is expired', ({ assert }) => {
    const expiresAt = exportExpiry(new Date('2026-11-20T12:00:00.001Z'))
    assert.equal(expiresAt.toISOString(), '2026-11-27T12:00:00.001Z')
    assert.equal(exportState({ status: 'ready', expiresAt }, now), 'ready')
    assert.equal(
      exportState({ status: 'ready', expiresAt: new Date('2026-11-27T12:00:00.000Z') }, now),
      'expired'
    )
  })

  test('no export, one being prepared, one that failed', ({ assert }) => {
    assert.equal(exportState(null, now), 'none')
    assert.equal(exportState({ status: 'pending', expiresAt: null }, now), 'pending')
    assert.equal(exportState({ status: 'failed', expiresAt: null }, now), 'failed')
  })
})

test.group('Account deletion: what is removed and what others keep', () => {
  test('the profile keeps only the label others see; every field the member filled is empty', ({
    assert,
  }) => {
    assert.equal(REMOVED_MEMBER_NAME, 'Membro removido')
    assert.deepEqual(TOMBSTONE_PROFILE, {
      fullName: 'Membro removido',
      specialty: null,
      location: null,
      yearsExperience: null,
      bio: null,
      linkedinUrl: null,
      websiteUrl: null,
      avatarUrl: null,
    })
  })

  test('the tombstone e-mail is nobody’s and cannot receive mail', ({ assert }) => {
    assert.equal(tombstoneEmail(42), 'membro-removido-42@conta-excluida.invalid')
    assert.match(tombstoneEmail(42), /\.invalid$/)
  })

  test('study, notes, mentor, notifications and sign-ins go; posts, messages and certificates stay', ({
    assert,
  }) => {
    for (const table of [
      'lesson_notes',
      'lesson_progress',
      'quiz_attempts',
      'mentor_conversations',
      'notifications',
      'login_sessions',
      'subscriptions',
    ]) {
      assert.include(DELETED_WITH_ACCOUNT as readonly string[], table)
    }
    for (const table of ['forum_discussions', 'forum_replies', 'messages', 'certificates']) {
      assert.include(KEPT_ANONYMISED as readonly string[], table)
      assert.notInclude(DELETED_WITH_ACCOUNT as readonly string[], table)
    }
  })
})
