/* The pt-BR texts of the quizzes' pass mark and standing, in one place (labels from @domain/quiz). */
import { QUIZ_VERDICT_LABELS, attemptsUsedUpMessage, passMarkLabel } from '@domain/learning/quiz'

export const QUIZ_TEXT = {
  start: 'Iniciar Quiz',
  passMark: passMarkLabel,
  verdict: QUIZ_VERDICT_LABELS,
  bestAttempt: (percent: number) => `Melhor tentativa: ${percent}%`,
  lastAttempt: (percent: number, passed: boolean) =>
    `Última tentativa: ${percent}% (${passed ? QUIZ_VERDICT_LABELS.passed : QUIZ_VERDICT_LABELS.failed})`,
  failedHint: 'Revise o conteúdo e tente novamente: a aula só é concluída com a aprovação.',
  passedHint: 'Você foi aprovado neste quiz. Pode refazê-lo para praticar.',
  resultPassed: 'Parabéns! Você atingiu a nota mínima e concluiu esta aula.',
  resultPassedPractice: 'Você atingiu a nota mínima.',
  resultFailed: 'Esta tentativa não atingiu a nota mínima e não conclui a aula. Tente novamente.',
  questionsLine: (count: number, minutes: number | null) =>
    `${count} ${count === 1 ? 'pergunta' : 'perguntas'} de múltipla escolha${minutes ? ` · ${minutes} minutos` : ''}.`,
  attemptsLeft: (left: number, allowed: number | null) =>
    left === 0
      ? attemptsUsedUpMessage(allowed ?? 0)
      : `${left === 1 ? 'Resta 1 tentativa' : `Restam ${left} tentativas`} de ${allowed}.`,
  rightAnswer: (count: number) => (count > 1 ? 'Respostas corretas:' : 'Resposta correta:'),
  toReview:
    'As perguntas que você errou entraram na sua Revisão: elas voltam no dia certo para você fixar o conteúdo.',
  catalogueIntro: 'Responda às perguntas e veja a explicação de cada resposta.',
} as const
