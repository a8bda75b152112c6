import { test } from '@japa/runner'
import { PLAYBACK_RATES, initialPlaybackRate, playbackRateLabel } from '#domain/learning/playback'

test.group('Playback speed', () => {
  test('the menu goes from 0,75× to 2×', ({ assert }) => {
    assert.deepEqual([...PLAYBACK_RATES], [0.75, 1, 1.25, 1.5, 1.75, 2])
    assert.equal(playbackRateLabel(0.75), '0,75×')
    assert.equal(playbackRateLabel(1), '1×')
    assert.equal(playbackRateLabel(1.5), '1,5×')
  })

  test('the lesson’s speed wins, then the last one used, then normal speed', ({ assert }) => {
    assert.equal(initialPlaybackRate('1.50', 2), 1.5)
    assert.equal(initialPlaybackRate(null, '1.25'), 1.25)
    assert.equal(initialPlaybackRate(null, null), 1)
    assert.equal(initialPlaybackRate(3, 0.5), 1)
  })
})
