/*
| Every page's <title> and meta description (pt-BR), in one place. The
| site's name is appended to the title by the Inertia app ('Cursos · Ganja
| Talks'). Public pages also share these texts in their link previews.
*/

export const PAGE_META = {
  home: {
    title: 'Educação canábica com IA',
    description:
      'Cursos de cultivo, ciência, farmacologia e negócios da cannabis com mentores de IA 24/7, simuladores e certificados. R$ 37/mês.',
  },
  catalogue: {
    title: 'Cursos',
    description:
      'Catálogo de cursos da Ganja Talks: cultivo, ciência, farmacologia, negócios e regulamentação da cannabis, com mentores de IA e certificado.',
  },
  podcast: {
    title: 'Podcast',
    description:
      'Episódios do podcast da Ganja Talks: conversas sobre cultivo, ciência e o mercado da cannabis no Brasil.',
  },
  community: {
    description:
      'Discussões da comunidade Ganja Talks: tire dúvidas sobre cultivo, ciência e negócios da cannabis com outros alunos e mentores.',
  },
  trending: {
    description: 'As discussões em alta na comunidade Ganja Talks nesta semana.',
  },
  members: {
    description: 'Os membros da comunidade Ganja Talks: encontre colegas e converse com eles.',
  },
  dashboard: {
    title: 'Painel',
    description:
      'Seu painel na Ganja Talks: cursos em andamento, horas de estudo, certificados e metas.',
  },
  review: {
    title: 'Revisão',
    description:
      'Sua revisão espaçada na Ganja Talks: as questões que você errou nos quizzes, no dia certo de rever.',
  },
  analytics: {
    description:
      'Suas análises de estudo: horas, aulas concluídas, desempenho nos quizzes e metas.',
  },
  ownProfile: {
    title: 'Meu Perfil',
    description: 'Seu perfil na Ganja Talks: cursos, conquistas e atividade na comunidade.',
  },
  privacy: {
    title: 'Privacidade e dados',
    description: 'Baixe seus dados ou exclua sua conta na Ganja Talks.',
  },
  memberProfile: (name: string) => ({
    title: name,
    description: `O perfil de ${name} na Ganja Talks: cursos, conquistas e atividade na comunidade.`,
  }),
  messages: {
    description: 'Suas conversas com outros membros da Ganja Talks.',
  },
  notifications: {
    description: 'Suas notificações na Ganja Talks: respostas, mensagens, certificados e avisos.',
  },
  certificates: {
    description: 'Os certificados que você conquistou na Ganja Talks, para baixar e compartilhar.',
  },
  lesson: (lessonTitle: string, courseTitle: string) => ({
    description: `${lessonTitle}: aula do curso ${courseTitle} na Ganja Talks, com mentor de IA e anotações.`,
  }),
  lockedLesson: {
    title: 'Conteúdo exclusivo do Plano Premium',
    description:
      'Esta aula faz parte do Plano Premium da Ganja Talks. Assine para continuar estudando.',
  },
  signup: {
    title: 'Criar conta',
    description: 'Crie sua conta na Ganja Talks e comece a estudar cannabis com mentores de IA.',
  },
  login: {
    title: 'Entrar',
    description: 'Entre na sua conta da Ganja Talks para continuar seus cursos.',
  },
  forgotPassword: {
    title: 'Esqueceu sua senha?',
    description: 'Receba por e-mail um link para criar uma nova senha da sua conta Ganja Talks.',
  },
  resetPassword: {
    title: 'Criar nova senha',
    description: 'Crie uma nova senha para a sua conta Ganja Talks.',
  },
  resetLinkInvalid: {
    title: 'Link inválido',
    description: 'Este link para criar uma nova senha é inválido ou expirou. Peça um novo.',
  },
  verifyEmail: {
    title: 'Confirme seu e-mail',
    description: 'Confirme seu e-mail para ativar a sua conta Ganja Talks.',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'A página que você procurou não existe na Ganja Talks. Veja nossos cursos.',
  },
  serverError: {
    title: 'Erro inesperado',
    description: 'Algo deu errado do nosso lado. Tente novamente em alguns instantes.',
  },
}

/** A description cut at a word near `max` characters (link previews show about 160). */
export function summary(text: string | null | undefined, max = 160) {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
}
