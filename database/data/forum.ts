/**
 * Seed content of the community forum: a few community members and the
 * discussions they (and the demo learner) started, with replies, likes and
 * accepted answers. Pure data; database/seeding/forum.ts writes it.
 *
 * People are referred to by e-mail. Content by an account that does not exist
 * when the seed runs (the demo learner in the test environment) is skipped.
 */

export type SeedForumCategory = 'geral' | 'cultivo' | 'business' | 'ciencia' | 'ia' | 'legal'

export type SeedForumMember = {
  fullName: string
  email: string
  specialty: string
  /** City, UF */
  location: string
  yearsExperience: number
  /** One sentence, pt-BR */
  bio: string
  role: 'student' | 'instructor'
}

export type SeedForumReply = {
  /** E-mail of the author */
  author: string
  /** Markdown */
  body: string
  /** Hours after the discussion was opened */
  hoursAfter: number
  /** E-mails of the members who liked the reply */
  likes?: string[]
}

export type SeedForumDiscussion = {
  /** Stable identifier of the seed entry (unique in this list) */
  key: string
  /** E-mail of the author */
  author: string
  category: SeedForumCategory
  /** At most 150 characters; with the author, what makes the seed idempotent */
  title: string
  /** Markdown */
  body: string
  /** 2 to 4 lowercase words */
  tags: string[]
  /** Days before the seed run the discussion was opened (0 to 40) */
  daysAgo: number
  pinned?: boolean
  locked?: boolean
  /** E-mails of the members who liked the discussion */
  likes: string[]
  replies: SeedForumReply[]
  /** Index in `replies` of the answer the author accepted */
  solutionReply?: number
}

const DOMAIN = 'comunidade.ganjatalks.com.br'
const RAFAEL = `rafael.nogueira@${DOMAIN}`
const JULIANA = `juliana.cavalcanti@${DOMAIN}`
const THIAGO = `thiago.albuquerque@${DOMAIN}`
const CAMILA = `camila.ferreira@${DOMAIN}`
const LUCAS = `lucas.bezerra@${DOMAIN}`
const ANA = `ana.moura@${DOMAIN}`
const FELIPE = `felipe.tavares@${DOMAIN}`
const PATRICIA = `patricia.lemos@${DOMAIN}`
/** The demo learner (database/seeding/demo_users.ts); absent in the test environment. */
const MARINA = 'aluno@ganjatalks.com.br'

/** Markdown helpers: paragraphs separated by a blank line, bulleted and numbered lists. */
const md = (...blocks: string[]) => blocks.join('\n\n')
const bullets = (...items: string[]) => items.map((item) => `- ${item}`).join('\n')
const numbered = (...items: string[]) =>
  items.map((item, index) => `${index + 1}. ${item}`).join('\n')

export const FORUM_MEMBERS: SeedForumMember[] = [
  {
    fullName: 'Rafael Nogueira',
    email: RAFAEL,
    specialty: 'Cultivo indoor e nutrição de plantas',
    location: 'Campinas, SP',
    yearsExperience: 9,
    bio: 'Agrônomo, acompanho projetos de cultivo indoor em associações e ensino manejo de nutrição e ambiente.',
    role: 'instructor',
  },
  {
    fullName: 'Juliana Cavalcanti',
    email: JULIANA,
    specialty: 'Farmacologia dos canabinoides',
    location: 'Recife, PE',
    yearsExperience: 12,
    bio: 'Farmacêutica e pesquisadora, estudo o sistema endocanabinoide e a farmacologia dos canabinoides há mais de uma década.',
    role: 'instructor',
  },
  {
    fullName: 'Thiago Albuquerque',
    email: THIAGO,
    specialty: 'Automação e sensores para cultivo',
    location: 'Florianópolis, SC',
    yearsExperience: 4,
    bio: 'Engenheiro de computação, monto sistemas de monitoramento com sensores e microcontroladores para estufas.',
    role: 'student',
  },
  {
    fullName: 'Camila Ferreira',
    email: CAMILA,
    specialty: 'Direito sanitário e regulação da cannabis',
    location: 'Rio de Janeiro, RJ',
    yearsExperience: 6,
    bio: 'Advogada, atuo com regulação sanitária e acompanho pacientes e associações em pedidos judiciais.',
    role: 'student',
  },
  {
    fullName: 'Lucas Bezerra',
    email: LUCAS,
    specialty: 'Cânhamo industrial e agronegócio',
    location: 'Londrina, PR',
    yearsExperience: 5,
    bio: 'Técnico agrícola do norte do Paraná, estudo o cânhamo industrial e as cadeias produtivas que ele pode criar.',
    role: 'student',
  },
  {
    fullName: 'Ana Beatriz Moura',
    email: ANA,
    specialty: 'Gestão de associações de pacientes',
    location: 'Salvador, BA',
    yearsExperience: 3,
    bio: 'Administradora, cuido da gestão e do atendimento de uma associação de pacientes em Salvador.',
    role: 'student',
  },
  {
    fullName: 'Felipe Tavares',
    email: FELIPE,
    specialty: 'Ciência de dados aplicada ao cultivo',
    location: 'Porto Alegre, RS',
    yearsExperience: 2,
    bio: 'Cientista de dados, aplico aprendizado de máquina a imagens e séries temporais de cultivo.',
    role: 'student',
  },
  {
    fullName: 'Patrícia Lemos',
    email: PATRICIA,
    specialty: 'Botânica e melhoramento genético',
    location: 'Brasília, DF',
    yearsExperience: 7,
    bio: 'Bióloga, trabalho com melhoramento genético de plantas e estudo os quimiotipos da cannabis.',
    role: 'student',
  },
]

export const FORUM_DISCUSSIONS: SeedForumDiscussion[] = [
  /* ---------------------------------------------------------------- geral */
  {
    key: 'boas-vindas-regras',
    author: RAFAEL,
    category: 'geral',
    title: 'Boas-vindas e regras da comunidade',
    body: md(
      'Seja bem-vindo ao fórum da Ganja Talks! Este é o espaço para trocar experiências sobre os cursos, tirar dúvidas e acompanhar as novidades da educação canábica no Brasil.',
      'Para manter a conversa útil e segura, combinamos algumas regras:',
      bullets(
        '**Respeito sempre.** Discorde das ideias, nunca das pessoas.',
        '**Nada de indicação de doses.** Tratamento é assunto para conversar com o médico prescritor.',
        '**Nada de compra, venda ou troca** de produtos, sementes ou mudas.',
        '**Cultivo dentro da lei.** Falamos de cultivo no contexto de estudo, pesquisa, associações e pacientes com autorização judicial.',
        '**Cite as fontes** quando trouxer dados, estudos ou normas.'
      ),
      'Quando uma resposta resolver a sua dúvida, marque-a como solução: isso ajuda quem chegar depois. Bons estudos!'
    ),
    tags: ['regras', 'comunidade', 'boas-vindas'],
    daysAgo: 40,
    pinned: true,
    locked: true,
    likes: [JULIANA, THIAGO, CAMILA, LUCAS, ANA, FELIPE, PATRICIA, MARINA],
    replies: [
      {
        author: JULIANA,
        body: 'Complementando: quando compartilhar um estudo, coloque o link do artigo ou o DOI. Assim todo mundo consegue ler o original, e não só o resumo.',
        hoursAfter: 3,
        likes: [ANA, THIAGO, PATRICIA],
      },
    ],
  },
  {
    key: 'apresentacoes',
    author: ANA,
    category: 'geral',
    title: 'Apresente-se: de onde você é e o que está estudando?',
    body: md(
      'Que tal a gente se conhecer melhor? Conte de onde você é, com o que trabalha e qual curso está fazendo agora.',
      'Começo eu: sou a Ana Beatriz, de Salvador. Cuido da gestão de uma associação de pacientes e estou fazendo o curso de regulamentação e compliance para entender melhor as exigências sanitárias.'
    ),
    tags: ['apresentação', 'comunidade'],
    daysAgo: 38,
    likes: [THIAGO, LUCAS, PATRICIA, RAFAEL, MARINA],
    replies: [
      {
        author: THIAGO,
        body: 'Thiago, de Florianópolis. Sou engenheiro de computação e entrei pelo curso de fundamentos com IA. Quero juntar sensores e análise de dados no acompanhamento do cultivo.',
        hoursAfter: 2,
      },
      {
        author: MARINA,
        body: 'Marina, de Belo Horizonte! Sou farmacêutica e estou no curso de cultivo indoor avançado. Adorei a ideia do fórum.',
        hoursAfter: 5,
        likes: [ANA],
      },
      {
        author: LUCAS,
        body: 'Lucas, de Londrina (PR). Sou técnico agrícola e estudo o cânhamo industrial. Tenho muita curiosidade sobre como a regulamentação vai chegar ao agro.',
        hoursAfter: 20,
        likes: [ANA],
      },
      {
        author: PATRICIA,
        body: 'Patrícia, de Brasília. Sou bióloga, trabalho com melhoramento genético e estou revisando o curso de análise de terpenos.',
        hoursAfter: 30,
      },
      {
        author: FELIPE,
        body: 'Felipe, de Porto Alegre. Sou cientista de dados, vim pela parte de IA e acabei me apaixonando pela botânica.',
        hoursAfter: 52,
        likes: [THIAGO],
      },
    ],
  },
  {
    key: 'por-onde-comecar',
    author: MARINA,
    category: 'geral',
    title: 'Por onde começar: fundamentos ou farmacologia?',
    body: md(
      'Terminei a graduação em Farmácia e quero montar uma trilha de estudos aqui na plataforma. Fiquei na dúvida entre começar pelo curso de fundamentos ou ir direto para a farmacologia dos canabinoides.',
      'Para quem já fez os dois: a farmacologia exige muita base do primeiro curso? Vale a pena fazer em paralelo?'
    ),
    tags: ['cursos', 'estudos', 'iniciantes'],
    daysAgo: 6,
    likes: [ANA, JULIANA],
    replies: [
      {
        author: JULIANA,
        body: md(
          'Como você já tem formação em Farmácia, dá para começar pela farmacologia sem problema. O curso de fundamentos ajuda mais com o contexto histórico, a botânica e a regulação, que aparecem de forma resumida na farmacologia.',
          'Minha sugestão: faça a farmacologia e use os módulos de fundamentos como consulta quando surgir uma dúvida de contexto.'
        ),
        hoursAfter: 4,
        likes: [MARINA, ANA],
      },
      {
        author: ANA,
        body: 'Fiz os dois em paralelo e funcionou bem. Só recomendo anotar os termos novos: a quantidade de siglas (CB1, CB2, FAAH, 2-AG…) assusta no começo.',
        hoursAfter: 9,
        likes: [MARINA],
      },
    ],
  },

  /* -------------------------------------------------------------- cultivo */
  {
    key: 'ph-drenagem-fibra-de-coco',
    author: THIAGO,
    category: 'cultivo',
    title: 'pH subindo na drenagem da fibra de coco: o que estou fazendo de errado?',
    body: md(
      'Estou acompanhando o cultivo experimental da associação onde faço voluntariado e algo está me intrigando. A solução entra com pH 5,9 e EC 1,4 mS/cm, mas a drenagem sai com pH 6,8 e EC 2,1 mS/cm.',
      'Alguns detalhes:',
      bullets(
        'substrato: fibra de coco pura, em vasos de 11 litros;',
        'uma rega por dia, com cerca de 10% de drenagem;',
        'plantas na terceira semana de floração.'
      ),
      'As folhas de baixo começaram a amarelar entre as nervuras. Pode ser bloqueio de nutrientes por causa do pH?'
    ),
    tags: ['ph', 'ec', 'coco', 'nutrição'],
    daysAgo: 3,
    likes: [RAFAEL, LUCAS, FELIPE, PATRICIA],
    replies: [
      {
        author: LUCAS,
        body: 'Já passei por algo parecido. Você lavou e tamponou a fibra antes de plantar? Fibra sem tamponamento costuma reter cálcio e magnésio e liberar sódio e potássio, o que bagunça a leitura da drenagem.',
        hoursAfter: 2,
      },
      {
        author: RAFAEL,
        body: md(
          'O quadro bate com acúmulo de sais e pouca drenagem. Uma EC de drenagem 0,7 acima da entrada indica que a planta está absorvendo proporcionalmente mais água do que nutrientes, e o excesso de sais fica no vaso.',
          'O que eu faria:',
          numbered(
            'Aumentar a drenagem para 20% a 30% em cada rega e, na fibra, preferir regas menores e mais frequentes a uma única rega grande por dia.',
            'Medir pH e EC da drenagem todos os dias, sempre no mesmo horário, e anotar.',
            'Conferir se a solução nutritiva tem cálcio e magnésio suficientes para fibra de coco: amarelado entre as nervuras nas folhas de baixo é típico de falta de magnésio.'
          ),
          'Em uma ou duas semanas, a diferença de EC entre entrada e drenagem deve cair para algo entre 0,2 e 0,4.'
        ),
        hoursAfter: 5,
        likes: [THIAGO, LUCAS, FELIPE, MARINA],
      },
      {
        author: THIAGO,
        body: 'Era isso! Aumentei a drenagem e passei a regar três vezes ao dia com volumes menores. A drenagem já está com pH 6,3 e EC 1,7. Vou seguir acompanhando e atualizo aqui.',
        hoursAfter: 26,
        likes: [RAFAEL],
      },
      {
        author: PATRICIA,
        body: 'Ótimo resultado. Uma dica: calibre o medidor de pH toda semana com as soluções de 4,0 e 7,0. Sonda descalibrada já me fez perseguir um problema que não existia.',
        hoursAfter: 30,
        likes: [THIAGO],
      },
    ],
    solutionReply: 1,
  },
  {
    key: 'colheita-tricomas',
    author: PATRICIA,
    category: 'cultivo',
    title: 'Colheita: como ler os tricomas sem errar o ponto?',
    body: md(
      'Uma dúvida recorrente nas turmas é a hora certa da colheita. A cor dos pistilos ajuda, mas é um indicador impreciso: o mais confiável é observar os tricomas glandulares com uma lupa de 60x ou um microscópio digital.',
      'Em resumo:',
      bullets(
        '**transparentes:** a resina ainda está em formação, é cedo demais;',
        '**leitosos (opacos):** o ponto que muitos cultivadores consideram o pico de maturação;',
        '**âmbar:** parte dos canabinoides já começou a se degradar.'
      ),
      'Observem os tricomas das flores, e não os das folhas de açúcar. Como vocês registram essa observação? Fotografam sempre no mesmo horário?'
    ),
    tags: ['colheita', 'tricomas', 'floração'],
    daysAgo: 12,
    likes: [RAFAEL, JULIANA, FELIPE, ANA, MARINA],
    replies: [
      {
        author: RAFAEL,
        body: 'Fotografo sempre com a mesma luz, de preferência com as lâmpadas do cultivo desligadas, porque o espectro do LED muda a cor aparente do tricoma. E faço a leitura em pelo menos três flores de alturas diferentes: as do topo costumam amadurecer antes.',
        hoursAfter: 3,
        likes: [PATRICIA, FELIPE, MARINA],
      },
      {
        author: FELIPE,
        body: 'Estou montando um pequeno conjunto de fotos rotuladas (transparente, leitoso e âmbar) para testar um classificador. Se alguém quiser contribuir com imagens, é só me chamar.',
        hoursAfter: 8,
        likes: [THIAGO],
      },
      {
        author: MARINA,
        body: 'Pergunta de iniciante: as folhas de açúcar entram na avaliação? Vi gente olhando só para elas.',
        hoursAfter: 28,
      },
      {
        author: PATRICIA,
        body: 'Melhor não. As folhas de açúcar ficam mais expostas e amadurecem antes, então dão a impressão de que a planta está mais madura do que realmente está. Use as flores como referência.',
        hoursAfter: 31,
        likes: [MARINA, RAFAEL],
      },
    ],
  },
  {
    key: 'secagem-cura-clima-umido',
    author: MARINA,
    category: 'cultivo',
    title: 'Secagem e cura em clima úmido: como segurar a umidade?',
    body: md(
      'Na associação que estou conhecendo aqui em BH, a umidade relativa passou de 80% na última semana de chuva e ficamos com medo de mofo na secagem.',
      'Quais parâmetros vocês usam na sala de secagem? E na cura, como saber se o material está pronto para ir para os potes?'
    ),
    tags: ['secagem', 'cura', 'umidade'],
    daysAgo: 1,
    likes: [RAFAEL, ANA],
    replies: [
      {
        author: RAFAEL,
        body: md(
          'Os parâmetros mais citados são de 18 °C a 21 °C e umidade relativa entre 55% e 62%, no escuro e com o ar circulando sem bater direto nas flores. Com umidade externa alta, um desumidificador na sala faz toda a diferença.',
          'A secagem costuma levar de 7 a 14 dias. O sinal clássico de que o material está pronto para a cura é o galho fino estalar ao ser dobrado, em vez de apenas envergar.'
        ),
        hoursAfter: 2,
        likes: [MARINA, ANA],
      },
      {
        author: ANA,
        body: 'Na nossa associação usamos higrômetros digitais dentro dos potes de vidro. Nas primeiras semanas, abrimos os potes todos os dias por alguns minutos para renovar o ar e cuidamos para que a umidade interna fique perto de 60%.',
        hoursAfter: 6,
        likes: [MARINA],
      },
      {
        author: THIAGO,
        body: 'Se quiserem, dá para registrar a temperatura e a umidade da sala com um sensor barato e receber um alerta no celular quando passarem do limite. Posso compartilhar o esquema que uso.',
        hoursAfter: 12,
      },
    ],
  },

  /* ------------------------------------------------------------- business */
  {
    key: 'mercado-canhamo',
    author: LUCAS,
    category: 'business',
    title: 'Mercado de cânhamo no Brasil: onde estão as oportunidades reais?',
    body: md(
      'Desde a decisão do STJ de novembro de 2024, que admitiu o cultivo de cânhamo com menos de 0,3% de THC por empresas, para fins medicinais e farmacêuticos, muita gente me pergunta se vale a pena investir agora.',
      'Minha leitura: enquanto a regulamentação não estiver definida, investir pesado em área plantada é arriscado. Mas há espaço para se preparar:',
      bullets(
        'estudar as cadeias de fibra, grão e óleo em países vizinhos, como Uruguai e Colômbia;',
        'formar equipe técnica e parcerias com universidades;',
        'montar um plano de negócios com cenários diferentes de regulação.'
      ),
      'Quem aqui está olhando para esse mercado? Em qual elo da cadeia vocês veem mais oportunidade?'
    ),
    tags: ['cânhamo', 'mercado', 'agronegócio'],
    daysAgo: 15,
    likes: [CAMILA, FELIPE, RAFAEL],
    replies: [
      {
        author: CAMILA,
        body: 'Só um cuidado com a leitura da decisão: ela trata de cultivo por pessoas jurídicas, com finalidade medicinal e farmacêutica. Usos industriais mais amplos, como fibra para construção civil ou indústria têxtil, continuam dependendo de regulamentação própria. Antes de qualquer investimento, vale um parecer jurídico específico.',
        hoursAfter: 5,
        likes: [LUCAS, ANA, FELIPE],
      },
      {
        author: FELIPE,
        body: 'Do lado de dados, vejo oportunidade em rastreabilidade: qualquer regulamentação vai exigir controle de lotes, teor de THC e destino da produção. Um software para isso vai ser necessário desde o primeiro dia.',
        hoursAfter: 18,
        likes: [LUCAS],
      },
      {
        author: LUCAS,
        body: 'Concordo com os dois. A rastreabilidade, aliás, é o assunto que mais aparece nas conversas com as cooperativas aqui da região.',
        hoursAfter: 40,
      },
    ],
  },
  {
    key: 'sustentabilidade-associacao',
    author: ANA,
    category: 'business',
    title: 'Como tornar uma associação de pacientes financeiramente sustentável?',
    body: md(
      'Nossa associação cresceu muito nos últimos dois anos e hoje atende centenas de famílias. O problema é que as contribuições cobrem o custo de produção, mas não sobra quase nada para laboratório, assessoria jurídica e equipe.',
      'Algumas perguntas para quem vive essa realidade:',
      numbered(
        'Vocês trabalham com contribuição fixa ou variável conforme a renda do associado?',
        'Como financiam as análises laboratoriais de cada lote?',
        'Alguém já conseguiu apoio de edital ou parceria com universidade?'
      )
    ),
    tags: ['associações', 'gestão', 'finanças'],
    daysAgo: 22,
    likes: [LUCAS, CAMILA, JULIANA, MARINA],
    replies: [
      {
        author: LUCAS,
        body: 'Não participo de associação, mas trabalho com cooperativas agrícolas e a lógica é parecida: separem o orçamento em custo de produção, custo fixo de estrutura e uma reserva. Sem essa reserva, qualquer lote perdido vira crise.',
        hoursAfter: 6,
        likes: [ANA],
      },
      {
        author: CAMILA,
        body: 'Sobre parcerias: convênios com universidades costumam exigir um projeto de pesquisa aprovado em comitê de ética. Dá trabalho, mas abre portas para financiamento e dá respaldo institucional às análises.',
        hoursAfter: 10,
        likes: [ANA, JULIANA],
      },
      {
        author: JULIANA,
        body: 'Reforço a parte das análises: o laudo de cada lote, com o teor de canabinoides e a pesquisa de contaminantes (metais pesados, fungos e agrotóxicos), é o que dá segurança ao paciente e ao médico que o acompanha. Vale negociar com o laboratório um preço por volume.',
        hoursAfter: 27,
        likes: [ANA, RAFAEL],
      },
      {
        author: ANA,
        body: 'Obrigada, pessoal. Vamos montar a reserva, e já marcamos uma reunião com o laboratório para negociar um pacote anual.',
        hoursAfter: 50,
      },
    ],
  },
  {
    key: 'comunicacao-marcas',
    author: CAMILA,
    category: 'business',
    title: 'O que uma marca de produtos de cannabis pode comunicar?',
    body: md(
      'Tenho recebido muitas perguntas de empreendedores sobre marketing. Vale lembrar que a RDC 327/2019 da Anvisa veda a publicidade dos produtos de cannabis, então anúncios, campanhas com influenciadores e promessas de resultado estão fora de questão.',
      'O que continua possível é a comunicação educativa e institucional: conteúdo sobre ciência, regulação e a história da empresa, sem citar produtos nem indicações terapêuticas.',
      'Quem trabalha com comunicação nessa área: como vocês separam conteúdo educativo de propaganda na prática?'
    ),
    tags: ['marketing', 'publicidade', 'compliance'],
    daysAgo: 5,
    likes: [FELIPE, ANA, LUCAS],
    replies: [
      {
        author: FELIPE,
        body: 'Na empresa onde fiz consultoria, a regra interna era simples: se o texto cita um produto, uma marca de produto ou um benefício para alguma condição de saúde, ele passa por revisão jurídica antes de ser publicado.',
        hoursAfter: 3,
        likes: [CAMILA],
      },
      {
        author: LUCAS,
        body: 'E para o cânhamo industrial, quando for regulamentado, a regra deve ser diferente, não? Fibra e tecido não são produtos de saúde.',
        hoursAfter: 20,
      },
      {
        author: CAMILA,
        body: 'Provavelmente sim, Lucas, mas vai depender do texto final da regulamentação. Por enquanto, trate tudo o que envolve a planta com a cautela da regra sanitária.',
        hoursAfter: 23,
        likes: [LUCAS, ANA],
      },
    ],
  },

  /* ------------------------------------------------------------- ciência */
  {
    key: 'sistema-endocanabinoide',
    author: JULIANA,
    category: 'ciencia',
    title: 'Sistema endocanabinoide em cinco minutos: receptores, ligantes e enzimas',
    body: md(
      'Para quem está começando o curso de farmacologia, deixo aqui um resumo do sistema endocanabinoide:',
      bullets(
        '**Receptores:** o CB1 é abundante no sistema nervoso central; o CB2 aparece principalmente em células do sistema imunológico.',
        '**Ligantes endógenos:** a anandamida (AEA) e o 2-araquidonoilglicerol (2-AG), produzidos sob demanda a partir de lipídios da membrana.',
        '**Enzimas de degradação:** a FAAH degrada principalmente a anandamida; a MAGL, o 2-AG.'
      ),
      'Uma característica importante é a sinalização retrógrada: os endocanabinoides são liberados pelo neurônio pós-sináptico e atuam no pré-sináptico, modulando a liberação de neurotransmissores.',
      'Dúvidas sobre esses mecanismos podem ficar aqui nesta discussão.'
    ),
    tags: ['endocanabinoides', 'farmacologia', 'receptores'],
    daysAgo: 30,
    pinned: true,
    likes: [RAFAEL, PATRICIA, THIAGO, ANA, FELIPE, MARINA, CAMILA],
    replies: [
      {
        author: MARINA,
        body: 'Resumo excelente! O THC age nesse mesmo sistema, certo? E o CBD?',
        hoursAfter: 5,
      },
      {
        author: JULIANA,
        body: 'Isso. O THC é um agonista parcial do CB1, o que explica boa parte dos seus efeitos psicoativos. O CBD tem baixa afinidade pelos receptores CB1 e CB2 e atua sobre vários outros alvos; ele também pode modular a ação do THC no CB1. Esse tema aparece com mais detalhes no curso.',
        hoursAfter: 8,
        likes: [MARINA, PATRICIA, FELIPE],
      },
      {
        author: PATRICIA,
        body: 'Vale lembrar também do beta-cariofileno, um terpeno que se liga ao CB2. É um bom exemplo de que o sistema não responde apenas aos fitocanabinoides clássicos.',
        hoursAfter: 26,
        likes: [JULIANA],
      },
      {
        author: THIAGO,
        body: 'Para quem é de exatas como eu, desenhar no papel o caminho do sinal ajudou muito a entender a sinalização retrógrada.',
        hoursAfter: 70,
      },
    ],
  },
  {
    key: 'efeito-entourage',
    author: PATRICIA,
    category: 'ciencia',
    title: 'Efeito entourage: o que a evidência realmente mostra?',
    body: md(
      'O efeito entourage, a ideia de que canabinoides e terpenos agem em conjunto e produzem um resultado diferente do de cada substância isolada, aparece em quase todo material de divulgação. Mas como está a evidência?',
      'Pelo que tenho lido, há estudos em modelos celulares e animais que sugerem interação, além de alguns ensaios com extratos de espectro completo. Por outro lado, trabalhos mais recentes não encontraram efeito de terpenos comuns, como mirceno e limoneno, sobre a ativação dos receptores CB1 e CB2.',
      'Gostaria de montar com vocês uma lista de boas referências, a favor e contra. Quem tem artigos para indicar?'
    ),
    tags: ['terpenos', 'entourage', 'pesquisa'],
    daysAgo: 8,
    likes: [JULIANA, FELIPE, RAFAEL, ANA],
    replies: [
      {
        author: JULIANA,
        body: 'Ótima iniciativa. Do lado cético, recomendo o trabalho de Santiago e colaboradores, de 2019, que testou terpenos comuns junto com o THC em receptores CB1 e CB2 humanos e não encontrou modulação. Do lado favorável, a revisão de Ethan Russo, de 2011, é o ponto de partida clássico.',
        hoursAfter: 4,
        likes: [PATRICIA, FELIPE, MARINA],
      },
      {
        author: FELIPE,
        body: 'Uma observação metodológica: muitos estudos comparam o extrato completo com a substância isolada em concentrações diferentes de canabinoide, o que dificulta atribuir a diferença aos terpenos.',
        hoursAfter: 9,
        likes: [PATRICIA, JULIANA],
      },
      {
        author: ANA,
        body: 'Na associação, os pacientes perguntam muito sobre isso. Vou acompanhar a lista para poder dar respostas mais honestas.',
        hoursAfter: 30,
      },
    ],
  },
  {
    key: 'genetica-quimiotipos',
    author: ANA,
    category: 'ciencia',
    title: 'Genética e quimiotipos: como escolher variedades ricas em CBD?',
    body: md(
      'A associação vai renovar o banco de genéticas do cultivo autorizado e precisamos priorizar variedades com predominância de CBD. Recebemos muitas descrições comerciais que prometem percentuais altíssimos, e não sei como avaliá-las.',
      'Quais critérios vocês usam para escolher? É melhor começar por sementes ou por clones de plantas já analisadas?'
    ),
    tags: ['genética', 'quimiotipos', 'cbd'],
    daysAgo: 18,
    likes: [PATRICIA, LUCAS, RAFAEL, JULIANA, CAMILA],
    replies: [
      {
        author: LUCAS,
        body: 'No cânhamo, a gente desconfia de qualquer número que venha sem laudo. Peça sempre o certificado de análise do lote, e não só a ficha da variedade.',
        hoursAfter: 3,
        likes: [ANA],
      },
      {
        author: PATRICIA,
        body: md(
          'Alguns pontos que ajudam:',
          numbered(
            '**Entenda os quimiotipos.** Costumamos classificar as plantas em tipo I (predomínio de THC), tipo II (THC e CBD em proporções parecidas) e tipo III (predomínio de CBD). Vocês procuram o tipo III.',
            '**Sementes variam.** Mesmo numa variedade considerada estável, uma população de sementes pode gerar plantas de quimiotipos diferentes. Analisem cada candidata a planta-mãe antes de selecionar.',
            '**Clones preservam o perfil.** Depois de encontrar uma planta-mãe com o perfil desejado, confirmado em laboratório, a clonagem mantém a genética e dá previsibilidade aos lotes.'
          ),
          'Em resumo: comecem com sementes de fontes confiáveis, façam a fenotipagem com análise laboratorial e mantenham as melhores mães por clonagem.'
        ),
        hoursAfter: 7,
        likes: [ANA, LUCAS, RAFAEL, JULIANA],
      },
      {
        author: ANA,
        body: 'Perfeito, Patrícia. Vamos seguir esse caminho e separar uma área só para as plantas-mães.',
        hoursAfter: 25,
        likes: [PATRICIA],
      },
      {
        author: RAFAEL,
        body: 'Só lembrando que planta-mãe precisa de fotoperíodo vegetativo permanente, com 18 horas de luz ou mais, e de poda regular para não envelhecer demais.',
        hoursAfter: 29,
        likes: [ANA],
      },
    ],
    solutionReply: 1,
  },

  /* ------------------------------------------------------------------- ia */
  {
    key: 'visao-computacional-pragas',
    author: FELIPE,
    category: 'ia',
    title: 'Visão computacional para identificar pragas nas folhas: alguém já treinou um modelo?',
    body: md(
      'Estou testando um modelo de classificação de imagens para identificar ácaros, tripes e oídio a partir de fotos de folhas tiradas com o celular. Com um conjunto pequeno, de cerca de 1.200 imagens, a acurácia na validação passou de 90%, mas em fotos novas o desempenho cai bastante.',
      'Suspeito de vazamento entre treino e validação, já que muitas fotos são da mesma planta em dias seguidos. Alguém já passou por isso?'
    ),
    tags: ['visão-computacional', 'pragas', 'ia'],
    daysAgo: 10,
    likes: [THIAGO, PATRICIA, RAFAEL, MARINA],
    replies: [
      {
        author: THIAGO,
        body: 'Quase certeza de que é isso. Separe treino e validação por planta (ou por lote), nunca por foto. Senão o modelo aprende a reconhecer a planta, e não a praga.',
        hoursAfter: 4,
        likes: [FELIPE, PATRICIA],
      },
      {
        author: PATRICIA,
        body: 'Do lado da biologia: tripes e ácaros deixam sinais parecidos nas folhas no estágio inicial. Vale incluir no conjunto fotos feitas com lupa, em que dá para ver o próprio inseto ou ácaro, para que o rótulo seja confiável.',
        hoursAfter: 9,
        likes: [FELIPE],
      },
      {
        author: FELIPE,
        body: 'Refiz a divisão por planta e a acurácia caiu para 78%, um número bem mais honesto. Agora o trabalho é conseguir imagens mais variadas.',
        hoursAfter: 50,
        likes: [THIAGO],
      },
      {
        author: RAFAEL,
        body: 'Posso pedir às turmas do curso de cultivo que enviem fotos, com autorização de uso. Vamos conversar.',
        hoursAfter: 55,
        likes: [FELIPE],
      },
    ],
  },
  {
    key: 'sensores-esp32-deriva',
    author: THIAGO,
    category: 'ia',
    title: 'Sensores de pH e EC com ESP32: como lidar com a deriva das sondas?',
    body: md(
      'Montei um sistema com ESP32, sonda de pH, sonda de EC e sensor de temperatura da solução, que envia os dados por MQTT para um painel. Funciona, mas depois de uma ou duas semanas a leitura de pH começa a se afastar da medida do medidor de bancada.',
      'Como vocês lidam com isso? Recalibração automática, troca de sonda, compensação por software?'
    ),
    tags: ['sensores', 'automação', 'calibração'],
    daysAgo: 2,
    likes: [FELIPE, RAFAEL, LUCAS],
    replies: [
      {
        author: FELIPE,
        body: 'Você está compensando a temperatura na EC? A condutividade varia cerca de 2% por grau Celsius, então, sem compensação, a série fica cheia de ruído entre o dia e a noite.',
        hoursAfter: 3,
        likes: [THIAGO],
      },
      {
        author: RAFAEL,
        body: md(
          'Deriva de sonda de pH é normal, principalmente em sondas baratas mergulhadas o tempo todo. O que funciona para mim:',
          bullets(
            'calibrar em dois pontos (pH 4,0 e 7,0) a cada uma ou duas semanas e guardar no firmware a data da última calibração;',
            'conferir com o medidor de bancada e disparar um alerta quando a diferença passar de 0,2;',
            'manter a sonda limpa e nunca deixá-la secar;',
            'trocar a sonda quando a resposta continuar lenta mesmo depois da limpeza: a vida útil costuma ser de um a dois anos.'
          ),
          'Software não corrige sonda degradada, só mascara o problema.'
        ),
        hoursAfter: 6,
        likes: [THIAGO, FELIPE, LUCAS],
      },
      {
        author: THIAGO,
        body: 'Implementei o alerta de diferença e a compensação de temperatura. Ficou muito mais estável. Obrigado!',
        hoursAfter: 20,
        likes: [RAFAEL],
      },
    ],
    solutionReply: 1,
  },
  {
    key: 'ia-resumo-normas',
    author: CAMILA,
    category: 'ia',
    title: 'Usar IA para resumir resoluções da Anvisa: ajuda ou atrapalha?',
    body: md(
      'Tenho testado assistentes de IA para resumir resoluções e notas técnicas da Anvisa. Para ter uma visão geral, eles ajudam bastante. Mas já vi o modelo citar artigos que não existem e misturar regras de resoluções revogadas.',
      'Minha regra hoje: a IA serve para localizar e organizar, nunca como fonte. Toda citação é conferida no texto oficial publicado no Diário Oficial da União.',
      'Como vocês usam essas ferramentas nos estudos?'
    ),
    tags: ['ia', 'regulação', 'anvisa'],
    daysAgo: 0,
    likes: [FELIPE, JULIANA],
    replies: [
      {
        author: FELIPE,
        body: 'Uma técnica que ajuda é fornecer o texto oficial ao modelo e pedir que ele responda citando o trecho exato. Isso reduz bastante as invenções, embora não as elimine.',
        hoursAfter: 1,
        likes: [CAMILA],
      },
      {
        author: MARINA,
        body: 'Eu uso para montar flashcards a partir das minhas anotações, e sempre confiro com o material do curso.',
        hoursAfter: 2,
      },
    ],
  },

  /* ---------------------------------------------------------------- legal */
  {
    key: 'rdc-327-e-660',
    author: FELIPE,
    category: 'legal',
    title: 'RDC 327 e RDC 660: qual é a diferença na prática?',
    body: md(
      'Estou estudando o módulo de regulamentação e ainda confundo as duas resoluções. Pelo que entendi, as duas tratam do acesso a produtos de cannabis, mas por caminhos diferentes.',
      'Alguém consegue explicar de forma simples quando se aplica cada uma?'
    ),
    tags: ['anvisa', 'rdc', 'importação'],
    daysAgo: 25,
    likes: [CAMILA, ANA, LUCAS, JULIANA, RAFAEL, MARINA],
    replies: [
      {
        author: ANA,
        body: 'Na associação essa dúvida também é frequente! Acompanhando.',
        hoursAfter: 2,
      },
      {
        author: CAMILA,
        body: md(
          'De forma resumida:',
          bullets(
            '**RDC 327/2019:** regula a fabricação, a importação e a comercialização de produtos de cannabis no Brasil por empresas, que precisam de autorização sanitária da Anvisa. O paciente compra o produto na farmácia, com receita médica.',
            '**RDC 660/2022:** trata da importação feita pelo próprio paciente, ou pelo seu responsável legal, para uso próprio. Com a prescrição médica, a pessoa faz o cadastro no portal do governo e, depois da aprovação, pode importar o produto.'
          ),
          'Em outras palavras: a 327 cuida do produto vendido aqui; a 660, do produto que o paciente traz de fora. Como as normas mudam, confira sempre a versão vigente no portal da Anvisa.'
        ),
        hoursAfter: 4,
        likes: [FELIPE, ANA, LUCAS, JULIANA, MARINA],
      },
      {
        author: FELIPE,
        body: 'Agora ficou claro. Obrigado, Camila!',
        hoursAfter: 8,
      },
      {
        author: JULIANA,
        body: 'Complementando: nos dois casos, a decisão sobre o tratamento é do médico. O papel da regulação é garantir a origem e a qualidade do produto.',
        hoursAfter: 26,
        likes: [CAMILA],
      },
    ],
    solutionReply: 1,
  },
  {
    key: 'habeas-corpus-cultivo',
    author: PATRICIA,
    category: 'legal',
    title: 'Habeas corpus para cultivo medicinal: que documentos costumam ser pedidos?',
    body: md(
      'Uma paciente da minha família está avaliando, com a médica que a acompanha, um pedido de habeas corpus preventivo para cultivar em casa. Antes de procurar um advogado, queria entender que documentos costumam ser exigidos nesses processos.',
      'Sei que cada caso é único, mas quem já acompanhou algum pedido pode contar como foi?'
    ),
    tags: ['habeas-corpus', 'cultivo', 'justiça'],
    daysAgo: 20,
    likes: [CAMILA, ANA, MARINA],
    replies: [
      {
        author: CAMILA,
        body: md(
          'Posso falar em termos gerais, sem substituir a orientação de um advogado que analise o caso concreto. Os pedidos costumam reunir:',
          bullets(
            'prescrição e relatório médico que expliquem a indicação do tratamento;',
            'comprovação de que a paciente usa ou tentou usar produtos regularizados (por exemplo, com autorização de importação pela RDC 660);',
            'demonstração do custo do tratamento, quando o argumento é o acesso;',
            'um plano de cultivo com número de plantas compatível com a prescrição e, muitas vezes, certificado de curso de cultivo ou de extração.'
          ),
          'Desde 2022, o STJ tem decisões favoráveis ao salvo-conduto para cultivo com finalidade medicinal, mas cada pedido é analisado individualmente.'
        ),
        hoursAfter: 5,
        likes: [PATRICIA, ANA, MARINA, RAFAEL],
      },
      {
        author: ANA,
        body: 'Na associação, orientamos as famílias a organizar tudo em uma pasta desde o começo: receitas, laudos e notas de compra. Isso facilita muito o trabalho do advogado.',
        hoursAfter: 9,
        likes: [PATRICIA],
      },
      {
        author: PATRICIA,
        body: 'Muito obrigada. Vamos conversar com a médica e procurar um advogado com experiência na área.',
        hoursAfter: 30,
      },
    ],
  },
  {
    key: 'associacoes-autorizacao-judicial',
    author: CAMILA,
    category: 'legal',
    title: 'Associações com autorização judicial para cultivo: como funciona o modelo?',
    body: md(
      'No Brasil, parte das associações de pacientes cultiva e produz extratos amparada por decisões judiciais, já que ainda não existe regulamentação específica para o cultivo associativo. A primeira a obter esse tipo de autorização foi a Abrace Esperança, na Paraíba, em 2017.',
      'O modelo costuma envolver:',
      bullets(
        'uma decisão judicial que delimita quem pode ser atendido e em que condições;',
        'prescrição médica para cada associado;',
        'controle de produção e rastreabilidade dos lotes;',
        'análises laboratoriais dos extratos.'
      ),
      'Quem participa de associações: quais são os maiores desafios do dia a dia?'
    ),
    tags: ['associações', 'cultivo', 'regulação'],
    daysAgo: 33,
    likes: [ANA, RAFAEL, LUCAS, JULIANA, PATRICIA],
    replies: [
      {
        author: ANA,
        body: 'Para nós, o maior desafio é a insegurança: a decisão pode ser revista a qualquer momento, então todo investimento é feito com muita cautela.',
        hoursAfter: 4,
        likes: [CAMILA, LUCAS],
      },
      {
        author: RAFAEL,
        body: 'Do lado técnico, o desafio é padronizar. Sem registro sanitário, a associação precisa mostrar por conta própria que cada lote é consistente, e isso exige boas práticas de cultivo e de extração.',
        hoursAfter: 10,
        likes: [CAMILA, ANA],
      },
      {
        author: LUCAS,
        body: 'E a regulamentação do cultivo por empresas, quando vier, pode mudar o cenário para as associações também. Vale acompanhar de perto.',
        hoursAfter: 33,
      },
      {
        author: CAMILA,
        body: 'Exatamente. O PL 399/2015, que trata do cultivo para fins medicinais e industriais, segue em tramitação no Congresso, e qualquer mudança nele afeta diretamente as associações.',
        hoursAfter: 36,
        likes: [LUCAS],
      },
    ],
  },
]
