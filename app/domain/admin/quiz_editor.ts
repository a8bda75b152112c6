/*
| The quiz editor's words (admin area): the messages the validator gives
| next to each field (app/validators/admin/quiz.ts) and the refusals of
| the publication rule. The limits are the quiz rules' own (QUIZ_LIMITS).
*/
import { QUIZ_LIMITS } from '../learning/quiz.js'

export const QUIZ_EDITOR_MESSAGES = {
  title: `Dê ao quiz um título de 3 a 200 caracteres.`,
  passPercent: `Informe a nota mínima em % com um número inteiro de ${QUIZ_LIMITS.passPercent.min} a ${QUIZ_LIMITS.passPercent.max}.`,
  timeLimitSeconds: `Informe o tempo limite em segundos com um número inteiro de ${QUIZ_LIMITS.timeLimitSeconds.min} a ${QUIZ_LIMITS.timeLimitSeconds.max}.`,
  maxAttempts: `Informe as tentativas com um número inteiro de ${QUIZ_LIMITS.maxAttempts.min} a ${QUIZ_LIMITS.maxAttempts.max}, ou deixe em branco para tentativas ilimitadas.`,
  questions: `Um quiz pode ter no máximo ${QUIZ_LIMITS.questions.max} perguntas.`,
  question: `Escreva a pergunta (até ${QUIZ_LIMITS.question.max} caracteres).`,
  options: `Cada pergunta tem de ${QUIZ_LIMITS.options.min} a ${QUIZ_LIMITS.options.max} alternativas.`,
  option: `Escreva a alternativa (até ${QUIZ_LIMITS.option.max} caracteres).`,
  optionRepeated: 'Duas alternativas iguais: escreva alternativas diferentes.',
  correctIndexes: 'Marque ao menos uma alternativa correta.',
  explanation: `A explicação pode ter no máximo ${QUIZ_LIMITS.explanation.max} caracteres.`,
  notPublishable:
    'Um quiz publicado precisa de ao menos uma pergunta com uma alternativa correta. Escreva as perguntas antes de publicar a aula.',
  notPublishableTitle: 'A aula não pode ser publicada',
  emptyWhilePublished:
    'Esta aula está publicada: ela precisa de ao menos uma pergunta com uma alternativa correta. Despublique a aula para deixá-la sem perguntas.',
  saved: 'Quiz salvo com sucesso!',
} as const
