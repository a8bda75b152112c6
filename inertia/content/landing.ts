/*
| Every text of the landing page, in one place for review. Its figures are
| counted in the database (the `figures` prop, PlatformFiguresService) and
| only labelled here; the outcome claims it cannot measure live in
| ~/content/marketing.ts.
*/
import { PRICE_AMOUNT, PRICE_LABEL, SUBSCRIPTION_TEXT } from '~/components/subscription/texts'

export const OFFER_BUTTON = `Assinar Agora - ${PRICE_LABEL}`

export const HERO = {
  badge: 'A primeira universidade de cannabis com IA do Brasil',
  title: 'Domine a ciência, o cultivo e o mercado da cannabis',
  highlight: 'com mentores de Inteligência Artificial',
  subtitle:
    'Cursos práticos e baseados em evidências, mentores de IA disponíveis 24/7, simuladores interativos e certificados verificáveis. Tudo em português, feito para o Brasil.',
  secondaryButton: 'Ver Demonstração',
  /* Labels of the hero's figures: courses from the database, then a fact and the employability claim. */
  coursesLabel: (n: number) => (n === 1 ? 'Curso publicado' : 'Cursos publicados'),
  mentors: { value: '24/7', label: 'Mentores de IA' },
}

export const ABOUT = {
  eyebrow: 'Por que a Ganja Talks',
  title: 'O ensino sobre cannabis no Brasil ficou para trás',
  problemTitle: 'O problema',
  problems: [
    'Cursos desatualizados, que ignoram a regulamentação e a pesquisa recente',
    'Conteúdo sem método científico, baseado em opinião e achismo',
    'Nenhuma mentoria ou suporte 24/7: o aluno fica sozinho com as dúvidas',
  ],
  solutionTitle: 'A nossa solução',
  solutions: [
    'Um mentor de IA em cada curso e uma meta de estudo semanal no seu ritmo',
    'Conteúdo revisado por especialistas e baseado em evidências científicas',
    'Mentores de IA disponíveis 24 horas por dia, 7 dias por semana',
  ],
}

export const TEAM = {
  eyebrow: 'Quem faz',
  title: 'Um time que une ciência, tecnologia e educação',
  members: [
    {
      name: 'Rafael Mendes',
      role: 'CEO e Fundador',
      specialty: 'Estratégia e mercado canábico',
      /* No photo yet: the card shows the designed initials badge (put a file in public/images/team/ to use one). */
      image: null as string | null,
      experience: '15+ anos',
      description:
        'Empreendedor em educação e saúde, lidera a expansão da Ganja Talks pelo Brasil.',
      achievements: ['Fundador serial', 'Mentor de startups', 'Palestrante TEDx'],
    },
    {
      name: 'Juliana Costa',
      role: 'CTO',
      specialty: 'Inteligência artificial aplicada',
      image: null as string | null,
      experience: '12+ anos',
      description:
        'Engenheira de machine learning, responsável pelos mentores de IA e simuladores.',
      achievements: [
        'Mestre em IA',
        'Patentes em visão computacional',
        'Ex-líder técnica em healthtech',
      ],
    },
    {
      name: 'Prof. André Lima',
      role: 'Head de Educação',
      specialty: 'Design instrucional',
      image: null as string | null,
      experience: '8+ anos',
      description:
        'Desenha as trilhas de aprendizagem e garante que cada aula leve a um resultado prático.',
      achievements: ['Doutor em Educação', '+40 cursos publicados', 'Prêmio de inovação docente'],
    },
    {
      name: 'Dra. Camila Rocha',
      role: 'Diretora Médica',
      specialty: 'Medicina canabinoide',
      image: null as string | null,
      experience: '20+ anos',
      description:
        'Médica e pesquisadora, revisa todo o conteúdo clínico e farmacológico da plataforma.',
      achievements: [
        'Pesquisadora clínica',
        'Autora de artigos científicos',
        'Consultora de associações',
      ],
    },
  ],
  hiring: {
    title: 'Vagas abertas',
    text: 'Buscamos pessoas apaixonadas por educação, ciência e tecnologia. Trabalho remote-first e participação (equity) para quem constrói com a gente.',
    tags: ['Vagas abertas', 'Remote-first', 'Equity'],
    button: 'Fale com o time',
    email: 'vagas@ganjatalks.com.br',
  },
}

export const SPECIALIZATIONS = {
  eyebrow: 'Áreas de especialização',
  title: 'Escolha o seu caminho',
  areas: [
    {
      key: 'cultivo',
      icon: 'sprout',
      title: 'Cultivo profissional',
      description: 'Cultivo indoor e outdoor com monitoramento por IA, do planejamento à colheita.',
      benefits: [
        'Controle de clima, luz e nutrição',
        'Sensores e monitoramento inteligente',
        'Protocolos de qualidade e colheita',
      ],
      cta: 'Explorar cursos de cultivo',
      category: 'cultivo',
    },
    {
      key: 'science',
      icon: 'flask',
      title: 'Ciência e pesquisa',
      description:
        'Farmacologia dos canabinoides, terpenos e os usos terapêuticos com base em evidências.',
      benefits: [
        'Sistema endocanabinoide',
        'Evidências clínicas atualizadas',
        'Laboratório virtual de moléculas',
      ],
      cta: 'Explorar cursos de ciência',
      category: 'science',
    },
    {
      key: 'business',
      icon: 'briefcase',
      title: 'Negócios e mercado',
      description: 'Planos de negócio, análise de mercado, regulamentação e networking no setor.',
      benefits: [
        'Plano de negócios e finanças',
        'Regulamentação e compliance',
        'Rede de contatos do setor',
      ],
      cta: 'Explorar cursos de negócios',
      category: 'business',
    },
  ],
}

export const COURSES = {
  eyebrow: 'Cursos em destaque',
  title: 'Os lançamentos mais recentes',
  subtitle: 'Comece agora e aprenda com mentores de IA em cada aula.',
  empty: 'Cursos em Preparação',
  emptyText: 'Nossos especialistas estão finalizando os primeiros cursos. Volte em breve!',
  start: 'Começar Agora',
  all: 'Ver Todos os Cursos',
}

/* `icon`: a name from inertia/components/catalog/landing/sections/landing_icon.tsx (drawn: no font needed). */
export type Slide = { title: string; description: string; place: string; icon: string }

export const WORKSHOPS = {
  eyebrow: 'Workshops presenciais',
  title: 'Aprenda com as mãos na massa',
  subtitle: 'Encontros práticos em várias cidades, com especialistas e turmas pequenas.',
  slides: [
    {
      title: 'Cultivo indoor na prática',
      description: 'Montagem de grow room, iluminação e controle de clima.',
      place: 'São Paulo, SP',
      icon: 'sprout',
    },
    {
      title: 'Extração e controle de qualidade',
      description: 'Boas práticas, laudos e segurança em laboratório.',
      place: 'Rio de Janeiro, RJ',
      icon: 'flask',
    },
    {
      title: 'Cannabis medicinal para profissionais de saúde',
      description: 'Prescrição, titulação e acompanhamento de pacientes.',
      place: 'Belo Horizonte, MG',
      icon: 'stethoscope',
    },
    {
      title: 'Plano de negócios canábico',
      description: 'Da ideia ao pitch, com modelagem financeira.',
      place: 'Curitiba, PR',
      icon: 'chart',
    },
    {
      title: 'IA aplicada ao cultivo',
      description: 'Sensores, dados e visão computacional no grow.',
      place: 'Porto Alegre, RS',
      icon: 'bot',
    },
  ] satisfies Slide[],
}

export const FESTIVAL = {
  eyebrow: 'Festival Ganja Talks',
  title: 'Três dias de ciência, cultura e negócios',
  subtitle: 'Palestras, painéis e networking com quem está construindo o setor no Brasil.',
  slides: [
    {
      title: 'Palco de ciência',
      description: 'Pesquisadores apresentam os estudos mais recentes sobre canabinoides.',
      place: 'Dia 1',
      icon: 'microscope',
    },
    {
      title: 'Painel regulatório',
      description: 'ANVISA, associações e advogados debatem o futuro da regulamentação.',
      place: 'Dia 1',
      icon: 'scale',
    },
    {
      title: 'Arena de negócios',
      description: 'Rodadas de pitch e conexões com investidores do setor.',
      place: 'Dia 2',
      icon: 'briefcase',
    },
    {
      title: 'Oficinas práticas',
      description: 'Cultivo, análise de terpenos e IA em sessões mão na massa.',
      place: 'Dia 2',
      icon: 'leaf',
    },
    {
      title: 'Noite da comunidade',
      description: 'Encontro de alunos, mentores e parceiros com música ao vivo.',
      place: 'Dia 3',
      icon: 'music',
    },
  ] satisfies Slide[],
}

export const AI_FEATURES = {
  eyebrow: 'Inteligência artificial',
  title: 'Tecnologia que acelera o seu aprendizado',
  features: [
    {
      icon: 'bot',
      title: 'Mentor IA 24/7',
      description: 'Tire dúvidas a qualquer hora com um mentor treinado no conteúdo de cada curso.',
    },
    {
      icon: 'scan',
      title: 'Quizzes comentados',
      description: 'Cada resposta vem com a explicação e um reforço do que a aula ensinou.',
    },
    {
      icon: 'route',
      title: 'Metas de estudo',
      description:
        'Defina quantas horas quer estudar por semana e acompanhe a previsão de conclusão de cada curso.',
    },
    {
      icon: 'gauge',
      title: 'Simuladores inteligentes',
      description: 'Teste clima, nutrição e finanças em simuladores antes de investir de verdade.',
    },
  ],
}

export const AI_MENTORS = {
  eyebrow: 'Mentores IA',
  title: 'Conheça os seus mentores',
  mentors: [
    {
      icon: 'sprout',
      name: 'Mentor de Cultivo',
      area: 'Cultivo indoor e outdoor',
      description: 'Ajuda a ajustar clima, luz, nutrição e a resolver problemas no cultivo.',
      courseSlug: 'cultivo-indoor-avancado',
    },
    {
      icon: 'briefcase',
      name: 'Mentor de Negócios',
      area: 'Mercado e empreendedorismo',
      description: 'Tira dúvidas de plano de negócios, finanças e entrada no mercado com as aulas.',
      courseSlug: 'business-plan-cannabis',
    },
    {
      icon: 'microscope',
      name: 'Mentor de Ciência',
      area: 'Farmacologia e pesquisa',
      description: 'Explica canabinoides, terpenos e evidências clínicas com referências.',
      courseSlug: 'farmacologia-cannabinoide',
    },
  ],
  button: 'Conversar com o mentor',
}

export const TESTIMONIALS = {
  eyebrow: 'Resultados e depoimentos',
  title: 'Quem estuda aqui, recomenda',
  /* Labels of the figures counted in the database. */
  ratingLabel: 'Avaliação média dos cursos',
  reviewsLabel: (n: number) => (n === 1 ? 'Avaliação de aluno' : 'Avaliações de alunos'),
  membersLabel: (n: number) => (n === 1 ? 'Membro na comunidade' : 'Membros na comunidade'),
  items: [
    {
      name: 'Fernanda Alves',
      role: 'Farmacêutica, Recife',
      text: 'O curso de farmacologia me deu segurança para atender pacientes com prescrição de cannabis. O mentor IA respondeu cada dúvida.',
    },
    {
      name: 'Lucas Pereira',
      role: 'Cultivador em associação, Florianópolis',
      text: 'Os simuladores de clima e nutrição mudaram a forma como planejo cada ciclo. Conteúdo técnico e direto ao ponto.',
    },
    {
      name: 'Beatriz Santos',
      role: 'Empreendedora, São Paulo',
      text: 'Montei meu plano de negócios durante o curso e apresentei para investidores com muito mais confiança.',
    },
  ],
}

/*
| Only what the plan really has: no struck-through price it never had and no
| bonuses (guide, spreadsheets, live group mentoring) that do not exist.
*/
export const OFFER = {
  eyebrow: 'Plano Premium',
  title: 'Acesso completo por menos que um livro por mês',
  price: PRICE_AMOUNT,
  period: '/mês',
  perks: SUBSCRIPTION_TEXT.perks,
  guarantee: 'Garantia incondicional de 30 dias',
  cancel: SUBSCRIPTION_TEXT.cancelAnyTime,
}

/* The figures are counted in the database; only their labels are here. */
export const METRICS = {
  title: 'A plataforma em números',
  students: (n: number) => (n === 1 ? 'Aluno' : 'Alunos'),
  courses: (n: number) => (n === 1 ? 'Curso' : 'Cursos'),
  lessons: (n: number) => (n === 1 ? 'Aula' : 'Aulas'),
  support: { value: '24/7', label: 'Suporte IA' },
  /* Shown in place of a figure the server could not count. */
  unavailable: '—',
}

export const STRUCTURE = {
  eyebrow: 'Estrutura da plataforma',
  title: 'Conteúdo para aprender do seu jeito',
  items: [
    {
      icon: 'video',
      figure: 'videos' as const,
      label: 'Vídeos',
      description: 'Aulas gravadas com especialistas e demonstrações práticas.',
    },
    {
      icon: 'mic',
      figure: 'podcasts' as const,
      label: 'Podcasts',
      description: 'Episódios para ouvir no trânsito, com entrevistas do setor.',
      route: 'podcast' as const,
    },
    {
      icon: 'book',
      figure: 'articles' as const,
      label: 'Artigos',
      description: 'Textos revisados, guias e resumos de estudos científicos.',
    },
  ],
}

export const SUPPORT = {
  title: 'Suporte',
  text: 'Dúvidas sobre cursos, pagamentos ou acesso? Fale com a nossa equipe: respondemos em até um dia útil.',
  email: 'suporte@ganjatalks.com.br',
  faq: [
    {
      q: 'Preciso de autorização para estudar cannabis?',
      a: 'Não. Os cursos são educacionais. Atividades como cultivo dependem de autorização legal, e isso é tratado em cada curso.',
    },
    {
      q: 'Posso cancelar a assinatura?',
      a: 'Sim, a qualquer momento e sem multa, direto no portal de assinatura.',
    },
    {
      q: 'Os certificados são reconhecidos?',
      a: 'São certificados livres de conclusão, com código de verificação público para qualquer pessoa conferir.',
    },
  ],
}

export const LEGAL = [
  {
    id: 'privacy',
    title: 'Privacidade',
    text: "Tratamos seus dados conforme a LGPD: usamos nome, e-mail e progresso apenas para oferecer os cursos, emitir certificados e cobrar a assinatura. Não vendemos dados. Você corrige seus dados em Meu Perfil e, em Meu Perfil › Privacidade e dados, baixa tudo o que guardamos sobre você (perfil, progresso, anotações, quizzes, fórum, mensagens enviadas, perguntas ao Mentor IA, certificados, assinatura, preferências de notificação e sessões) num arquivo JSON, preparado em segundo plano e disponível por 7 dias, com uma notificação quando fica pronto. Lá também exclui sua conta, confirmando a senha: a exclusão acontece 7 dias depois e pode ser cancelada até lá. Então apagamos seus dados pessoais e o cadastro no Stripe, revogamos seus certificados, e suas publicações no fórum e mensagens enviadas ficam para os outros com o autor 'Membro removido'. As aulas que você salva para ler offline ficam só no seu aparelho e são apagadas dele quando você sai da conta, perde o acesso a elas ou outra pessoa entra com a conta dela no mesmo aparelho; anotações escritas sem conexão esperam no aparelho até serem enviadas para a sua conta.",
  },
  {
    id: 'terms',
    title: 'Termos de Uso',
    text: 'O conteúdo é educacional e não substitui orientação médica ou jurídica. Atividades com cannabis no Brasil dependem de autorização legal. A conta é pessoal e o conteúdo não pode ser redistribuído.',
  },
  {
    id: 'cookies',
    title: 'Cookies',
    text: 'Usamos apenas cookies essenciais: a sessão da sua conta e a proteção contra falsificação de requisições (CSRF). A preferência de tema fica no seu navegador. Não usamos cookies de publicidade.',
  },
]
