import { test } from '@japa/runner'
import { courseFigures, ratingLabel, reviewsLabel } from '#domain/catalog/course_figures'
import { initialCourseTab, lessonMark, visibleCourseTabs } from '#domain/catalog/course_page'

test.group('Course page rules', () => {
  test('tabs follow the course data; Certificado only for a signed-in learner, at any progress', ({
    assert,
  }) => {
    const fundamentals = [
      'conteudo',
      'progresso',
      'mentor',
      'objetivos',
      'avaliacoes',
      'certificado',
    ]
    assert.deepEqual(visibleCourseTabs(fundamentals, null), [
      'conteudo',
      'progresso',
      'mentor',
      'objetivos',
      'avaliacoes',
    ])
    /* A learner sees what is left to earn it at 0 or 99 %, and the certificate itself once earned */
    assert.deepEqual(visibleCourseTabs(fundamentals, 0), fundamentals)
    assert.deepEqual(visibleCourseTabs(fundamentals, 99), fundamentals)
    assert.deepEqual(visibleCourseTabs(fundamentals, 100), fundamentals)
    assert.deepEqual(visibleCourseTabs(['quiz', 'conteudo', 'instrutor', 'quiz'], 0), [
      'quiz',
      'conteudo',
    ])
  })

  test('?aba= picks a visible tab, else the first', ({ assert }) => {
    assert.equal(initialCourseTab(['conteudo', 'mentor'], 'mentor'), 'mentor')
    assert.equal(initialCourseTab(['conteudo', 'mentor'], 'certificado'), 'conteudo')
    assert.equal(initialCourseTab(['conteudo', 'mentor'], ['mentor']), 'conteudo')
    assert.isNull(initialCourseTab([], 'mentor'))
  })

  test('lesson marks: completed, current (where Continue goes), pending, upcoming drafts', ({
    assert,
  }) => {
    const base = { completed: false, started: true, percent: 40, continuePosition: 3 }
    assert.equal(lessonMark({ ...base, position: null }), 'upcoming')
    assert.equal(lessonMark({ ...base, position: 1, completed: true }), 'completed')
    assert.equal(lessonMark({ ...base, position: 3 }), 'current')
    assert.equal(lessonMark({ ...base, position: 4 }), 'pending')
    assert.equal(lessonMark({ ...base, position: 3, started: false }), 'pending')
    assert.equal(lessonMark({ ...base, position: 1, percent: 100, continuePosition: 1 }), 'pending')
  })

  test('figures count only learners and reviews in the database; no review reads Sem avaliações', ({
    assert,
  }) => {
    assert.deepEqual(courseFigures({ enrolledLearners: 3, reviewCount: 4, ratingSum: 19 }), {
      students: 3,
      rating: 4.8,
      reviews: 4,
    })
    assert.deepEqual(courseFigures({ enrolledLearners: 2, reviewCount: 2, ratingSum: 7 }), {
      students: 2,
      rating: 3.5,
      reviews: 2,
    })
    assert.deepEqual(courseFigures({ enrolledLearners: 0, reviewCount: 0, ratingSum: 0 }), {
      students: 0,
      rating: null,
      reviews: 0,
    })
    assert.equal(ratingLabel(null), 'Sem avaliações')
    assert.equal(ratingLabel(4.75), '4,8')
    assert.equal(ratingLabel(4), '4,0')
    assert.equal(reviewsLabel(0), 'Sem avaliações')
    assert.equal(reviewsLabel(1), '1 avaliação')
    assert.equal(reviewsLabel(1234), '1.234 avaliações')
  })
})
