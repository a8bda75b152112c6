import { test } from '@japa/runner'
import { LESSON_TYPES } from '#domain/catalog/catalog'
import {
  clampPosition,
  formatPlaybackTime,
  lessonLengthSeconds,
  rendererFor,
  videoSourceFor,
  youtubeVideoId,
} from '#domain/catalog/lessons'

test.group('Lesson renderers', () => {
  test('every lesson type of the catalogue has a real renderer', ({ assert }) => {
    for (const type of LESSON_TYPES) {
      assert.notEqual(rendererFor(type), 'unknown', type)
    }
  })

  test('types map to the renderer the spec describes; anything else is unknown', ({ assert }) => {
    assert.equal(rendererFor('video'), 'video')
    assert.equal(rendererFor('youtube'), 'video')
    assert.equal(rendererFor('pdf'), 'pdf')
    assert.equal(rendererFor('case-study'), 'markdown')
    assert.equal(rendererFor('podcast'), 'audio')
    assert.equal(rendererFor('exam'), 'quiz')
    assert.equal(rendererFor('simulation'), 'simulator')
    assert.equal(rendererFor('spreadsheet'), 'project')
    assert.equal(rendererFor('capstone'), 'project')
    assert.equal(rendererFor('hologram'), 'unknown')
  })

  test('YouTube links and bare ids are recognised; other links play as files', ({ assert }) => {
    assert.equal(youtubeVideoId('dQw4w9WgXcQ'), 'dQw4w9WgXcQ')
    assert.equal(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10'), 'dQw4w9WgXcQ')
    assert.equal(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ'), 'dQw4w9WgXcQ')
    assert.equal(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ'), 'dQw4w9WgXcQ')
    assert.equal(youtubeVideoId('https://youtube.com/shorts/dQw4w9WgXcQ'), 'dQw4w9WgXcQ')
    assert.isNull(youtubeVideoId('https://vimeo.com/123'))
    assert.isNull(youtubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ'))
    assert.deepEqual(videoSourceFor('https://youtu.be/dQw4w9WgXcQ'), {
      kind: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    })
    assert.deepEqual(videoSourceFor('/uploads/course-videos/aula.mp4'), {
      kind: 'file',
      url: '/uploads/course-videos/aula.mp4',
    })
    assert.isNull(videoSourceFor(''))
    assert.isNull(videoSourceFor('javascript:alert(1)'))
  })

  test('the simulated player is 720 s by default and positions stay within 0…length', ({
    assert,
  }) => {
    assert.equal(lessonLengthSeconds(0), 720)
    assert.equal(lessonLengthSeconds(null), 720)
    assert.equal(lessonLengthSeconds(600), 600)
    assert.equal(clampPosition(-10, 720), 0)
    assert.equal(clampPosition(730, 720), 720)
    assert.equal(clampPosition(Number.NaN, 720), 0)
    assert.equal(formatPlaybackTime(725), '12:05')
    assert.equal(formatPlaybackTime(3725), '1:02:05')
  })
})
