import { formatNumber } from '@domain/platform/format'

/* Every pt-BR text of the mentor's chat in one place for review (the server's are in @domain/mentor). */
export const MENTOR_TEXT = {
  tabTitle: 'Mentor IA',
  available: 'Disponível',
  offlineBadge: 'Respostas das aulas',
  offlineHint:
    'Sem um modelo de IA configurado, o mentor responde citando os trechos das aulas mais relevantes.',
  intro: (name: string, course: string) =>
    `Olá! Sou ${name}, o mentor do curso ${course}. Pergunte sobre o conteúdo das aulas e eu respondo citando as aulas de onde tirei a resposta.`,
  lessonIntro: (title: string) =>
    `Você está na aula “${title}”: os trechos desta aula vêm primeiro nas respostas.`,
  placeholder: 'Escreva sua pergunta… (Enter envia, Shift+Enter quebra a linha)',
  inputLabel: 'Sua pergunta ao mentor',
  send: 'Enviar pergunta',
  typing: 'O mentor está digitando…',
  you: 'Você',
  newConversation: 'Nova conversa',
  newConversationFailed: 'Não foi possível começar uma nova conversa. Tente novamente.',
  sources: 'Aulas citadas',
  suggestions: 'Aulas sugeridas',
  useful: 'Útil',
  notUseful: 'Não útil',
  feedbackLabel: 'Esta resposta foi útil?',
  feedbackThanks: 'Obrigado pela avaliação!',
  feedbackFailed: 'Não foi possível registrar sua avaliação.',
  failed: 'O mentor não conseguiu responder agora. Sua pergunta foi mantida: tente enviar de novo.',
  offline: 'Sem conexão. Verifique sua internet e tente novamente.',
  remaining: (n: number) =>
    n === 1 ? 'Resta 1 pergunta hoje' : `Restam ${formatNumber(n)} perguntas hoje`,
  disclaimer:
    'O Mentor IA tem fins educativos: responde com base nas aulas deste curso e pode errar. Não substitui orientação médica, jurídica ou profissional.',
  signIn: 'Entre na sua conta para conversar com o mentor deste curso.',
  signInAction: 'Entrar',
  premium: 'O mentor deste curso é exclusivo do Plano Premium.',
  premiumHint: 'Assine para tirar dúvidas com o mentor a qualquer hora.',
  tipsTitle: 'Dicas para aproveitar o mentor',
  /** The first tip's examples come from this course's lessons (MentorPanel.examples). */
  tips: (examples: string[]) => [
    examples.length
      ? `Pergunte sobre um tema das aulas, por exemplo: ${examples.map((example) => `“${example}”`).join(' ou ')}`
      : 'Pergunte sobre um tema das aulas deste curso.',
    'Seja específico: cite a aula, o conceito ou o número que gerou a dúvida.',
    'Confira as aulas citadas em cada resposta para se aprofundar no assunto.',
    'Dúvidas sobre doses ou tratamentos de uma pessoa devem ser levadas a um médico.',
  ],
  kindLabel: {
    offline: 'Resposta com trechos das aulas',
    nothing_relevant: 'Nada encontrado nas aulas',
    refusal: 'Orientação de segurança',
    model: 'Resposta do mentor',
  } as Record<string, string>,
}
