/*
| Routes of the learning area: dashboard, lessons, progress, notes, study goal, quizzes, analytics.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.get('/dashboard', [controllers.Dashboard, 'show']).as('dashboard')

    router
      .post('/aulas/:id/conclusao', [controllers.LessonProgress, 'complete'])
      .as('lessons.complete')
      .use(throttle.lesson_progress)
    router
      .delete('/aulas/:id/conclusao', [controllers.LessonProgress, 'undo'])
      .as('lessons.undo')
      .use(throttle.lesson_progress)
    router
      .post('/aulas/:id/posicao', [controllers.LessonProgress, 'position'])
      .as('lessons.position')
      .use(throttle.lesson_progress)
    router
      .post('/aulas/:id/estudo', [controllers.LessonProgress, 'study'])
      .as('lessons.study')
      .use(throttle.lesson_progress)
    router
      .put('/aulas/:id/anotacoes', [controllers.LessonNotes, 'update'])
      .as('lessons.notes.update')
      .use(throttle.notes)

    /* Lesson videos and material files, authorized by the premium rule (LessonPolicy / PremiumPolicy). */
    router.get('/aulas/:id/video', [controllers.CourseFiles, 'lessonMedia']).as('lessons.video')
    router
      .get('/aulas/:id/legendas', [controllers.CourseFiles, 'lessonCaptions'])
      .as('lessons.captions')
    router.get('/materiais/:id/arquivo', [controllers.CourseFiles, 'material']).as('materials.file')

    /* 'Baixar para ler offline': the lesson copies the device keeps, by the same rule (LessonPolicy). */
    router.get('/aulas/:id/offline', [controllers.OfflineLessons, 'lesson']).as('lessons.offline')
    router.get('/modulos/:id/offline', [controllers.OfflineLessons, 'module']).as('modules.offline')

    router
      .put('/meta-de-estudo', [controllers.StudyGoals, 'update'])
      .as('study_goal.update')
      .use(throttle.preferences)

    /* Spaced review ('Revisão') of the questions missed or slow in quizzes. */
    router.get('/revisao', [controllers.Reviews, 'show']).as('review.show')
    router
      .post('/revisao/:id/resposta', [controllers.Reviews, 'answer'])
      .as('review.answer')
      .use(throttle.quiz)

    router
      .post('/quizzes/:quizSetId/tentativas', [controllers.QuizAttempts, 'store'])
      .as('quiz_attempts.store')
      .use(throttle.quiz)
    router
      .post('/quizzes/tentativas/:id/respostas', [controllers.QuizAttempts, 'answer'])
      .as('quiz_attempts.answer')
      .use(throttle.quiz)
    router
      .post('/quizzes/tentativas/:id/finalizar', [controllers.QuizAttempts, 'finish'])
      .as('quiz_attempts.finish')
      .use(throttle.quiz)
  })
  .use(middleware.auth())

/* The lesson page is public in its shell; what a visitor may see of it is decided by LessonPolicy. */
router.get('/cursos/:slug/aula/:position', [controllers.Lessons, 'show']).as('lessons.show')

/* 'Análises de Performance': the learner's own figures. */
router.get('/analytics', [controllers.Analytics, 'show']).as('analytics').use(middleware.auth())
