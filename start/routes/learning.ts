/*
| Routes of the learning area: dashboard, lessons, progress, notes, study goal, quizzes, analytics.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

router
  .group(() => {
    router.get('/dashboard', [controllers.Dashboard, 'show']).as('dashboard')

    router
      .post('/aulas/:id/conclusao', [controllers.LessonProgress, 'complete'])
      .as('lessons.complete')
    router.delete('/aulas/:id/conclusao', [controllers.LessonProgress, 'undo']).as('lessons.undo')
    router
      .post('/aulas/:id/posicao', [controllers.LessonProgress, 'position'])
      .as('lessons.position')
    router.post('/aulas/:id/estudo', [controllers.LessonProgress, 'study']).as('lessons.study')
    router
      .put('/aulas/:id/anotacoes', [controllers.LessonNotes, 'update'])
      .as('lessons.notes.update')

    /* Lesson videos and material files, authorized by the premium rule (LessonPolicy / PremiumPolicy). */
    router.get('/aulas/:id/video', [controllers.CourseFiles, 'lessonMedia']).as('lessons.video')
    router
      .get('/aulas/:id/legendas', [controllers.CourseFiles, 'lessonCaptions'])
      .as('lessons.captions')
    router.get('/materiais/:id/arquivo', [controllers.CourseFiles, 'material']).as('materials.file')

    router.put('/meta-de-estudo', [controllers.StudyGoals, 'update']).as('study_goal.update')

    router
      .post('/quizzes/:quizSetId/tentativas', [controllers.QuizAttempts, 'store'])
      .as('quiz_attempts.store')
    router
      .post('/quizzes/tentativas/:id/respostas', [controllers.QuizAttempts, 'answer'])
      .as('quiz_attempts.answer')
    router
      .post('/quizzes/tentativas/:id/finalizar', [controllers.QuizAttempts, 'finish'])
      .as('quiz_attempts.finish')
  })
  .use(middleware.auth())

/* The lesson page is public in its shell; what a visitor may see of it is decided by LessonPolicy. */
router.get('/cursos/:slug/aula/:position', [controllers.Lessons, 'show']).as('lessons.show')

/* 'Análises de Performance': the learner's own figures. */
router.get('/analytics', [controllers.Analytics, 'show']).as('analytics').use(middleware.auth())
