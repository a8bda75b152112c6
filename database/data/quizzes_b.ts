import type { SeedQuizQuestion } from './catalog/types.js'

/** Lesson quizzes (5 questions per set) for the business and farmacologia courses. */
export const lessonQuizzesB: Record<'business' | 'farmacologia', SeedQuizQuestion[]> = {
  business: [
    {
      question:
        'Um negócio exige investimento de R$ 50.000 e tem receita anual de R$ 150.000 e custos anuais de R$ 80.000. Qual é o ROI anual?',
      options: ['70%', '140%', '300%', '46,7%'],
      correctIndex: 1,
      explanation:
        'ROI = (receita − custos) / investimento = (150.000 − 80.000) / 50.000 = 70.000 / 50.000 = 1,4, ou seja, 140% ao ano.',
      reinforcement:
        'Os 46,7% correspondem à margem (lucro dividido pela receita), e não ao ROI. Margem e ROI respondem a perguntas diferentes.',
      category: 'Análise Financeira',
      difficulty: 'easy',
    },
    {
      question:
        'Qual norma da Anvisa trata da importação de produtos derivados de cannabis por pessoa física, para uso próprio?',
      options: ['RDC 327/2019', 'RDC 660/2022', 'Lei 13.709/2018', 'RDC 658/2022'],
      correctIndex: 1,
      explanation:
        'A RDC 660/2022 define os critérios para a importação por pessoa física, mediante prescrição de profissional legalmente habilitado e cadastro na Anvisa.',
      reinforcement:
        'A RDC 327/2019 trata dos produtos de cannabis vendidos em farmácias, a Lei 13.709/2018 é a LGPD e a RDC 658/2022 trata de boas práticas de fabricação.',
      category: 'Regulação',
      difficulty: 'easy',
    },
    {
      question:
        'Um projeto tem investimento de R$ 60.000 e lucro anual de R$ 40.000. Qual é o payback em meses?',
      options: ['12 meses', '15 meses', '18 meses', '24 meses'],
      correctIndex: 2,
      explanation:
        'Payback em meses = investimento / lucro anual × 12 = 60.000 / 40.000 × 12 = 1,5 × 12 = 18 meses.',
      reinforcement:
        'O payback simples não considera o valor do dinheiro no tempo. Em projetos longos, complemente a análise com VPL e TIR.',
      category: 'Análise Financeira',
      difficulty: 'medium',
    },
    {
      question:
        'Qual destas ações de comunicação é compatível com as regras de publicidade para negócios de cannabis no Brasil?',
      options: [
        'Anunciar em redes sociais um óleo de CBD da sua marca para o público geral',
        'Publicar depoimentos de pacientes recomendando o seu produto',
        'Publicar um artigo educativo sobre o sistema endocanabinoide, com referências e sem menção a marcas',
        'Oferecer cupons de desconto para a compra de produtos de cannabis',
      ],
      correctIndex: 2,
      explanation:
        'A RDC 327/2019 proíbe a publicidade de produtos de cannabis. Conteúdo educativo e científico, sem citar marcas nem induzir ao consumo, é o caminho responsável.',
      reinforcement:
        'Além da regulação sanitária, as plataformas de anúncios e redes sociais têm políticas próprias, muitas vezes mais restritivas que a lei.',
      category: 'Marketing Ético',
      difficulty: 'medium',
    },
    {
      question: 'Na análise de mercado, o que representa o SOM (Serviceable Obtainable Market)?',
      options: [
        'Toda a demanda possível pelo tipo de solução, em qualquer lugar',
        'A parte do mercado que o modelo e a região da empresa conseguem alcançar',
        'A soma do faturamento de todos os concorrentes diretos',
        'A fatia realista do mercado que a empresa pode conquistar em um horizonte definido',
      ],
      correctIndex: 3,
      explanation:
        'O SOM é a parcela que a empresa pode efetivamente conquistar, geralmente em três a cinco anos, considerando capacidade de venda, preço e concorrência.',
      reinforcement:
        'A primeira opção descreve o TAM e a segunda, o SAM. Investidores preferem um SOM construído de baixo para cima, a partir de clientes e capacidade de venda.',
      category: 'Plano de Negócios',
      difficulty: 'hard',
    },
  ],
  farmacologia: [
    {
      question: 'Qual enzima é a principal responsável pela degradação da anandamida?',
      options: ['MAGL', 'COX-1', 'FAAH', 'DAGL'],
      correctIndex: 2,
      explanation:
        'A FAAH (hidrolase de amidas de ácidos graxos) degrada a anandamida em ácido araquidônico e etanolamina.',
      reinforcement:
        'A MAGL degrada principalmente o 2-AG, e a DAGL participa da síntese do 2-AG, não da sua degradação.',
      category: 'Sistema Endocanabinoide',
      difficulty: 'easy',
    },
    {
      question: 'Onde o receptor CB1 é expresso de forma predominante?',
      options: [
        'No sistema nervoso central, principalmente em terminais pré-sinápticos',
        'Exclusivamente nas células do sistema imune',
        'Apenas no fígado, onde regula o metabolismo dos canabinoides',
        'Somente na pele, onde modula a dor local',
      ],
      correctIndex: 0,
      explanation:
        'O CB1 é um dos receptores acoplados à proteína G mais abundantes do cérebro e fica principalmente em terminais pré-sinápticos, onde reduz a liberação de neurotransmissores.',
      reinforcement:
        'A baixa densidade de CB1 no tronco encefálico, onde ficam os centros respiratórios, ajuda a explicar por que a intoxicação por cannabis raramente causa depressão respiratória fatal.',
      category: 'Farmacodinâmica',
      difficulty: 'easy',
    },
    {
      question:
        'Qual enzima do citocromo P450 é a principal responsável pela conversão do THC em 11-OH-THC?',
      options: ['CYP1A2', 'CYP2C9', 'CYP2D6', 'CYP2E1'],
      correctIndex: 1,
      explanation:
        'A CYP2C9 realiza a hidroxilação do THC na posição 11, formando o 11-OH-THC, um metabólito ativo.',
      reinforcement:
        'Pessoas homozigotas para a variante de baixa atividade CYP2C9*3 podem ter exposição ao THC cerca de três vezes maior.',
      category: 'Farmacocinética',
      difficulty: 'medium',
    },
    {
      question:
        'Por que a mesma quantidade de THC costuma produzir efeitos mais intensos e prolongados pela via oral do que o esperado?',
      options: [
        'Porque a biodisponibilidade oral é maior que a inalatória',
        'Porque o THC não é metabolizado quando ingerido',
        'Porque o estômago converte o THC em CBD',
        'Porque o efeito de primeira passagem no fígado gera grande quantidade de 11-OH-THC, que é ativo',
      ],
      correctIndex: 3,
      explanation:
        'Na via oral, o THC passa pelo fígado antes de chegar à circulação e é convertido em boa parte em 11-OH-THC, metabólito ativo que atravessa bem a barreira hematoencefálica.',
      reinforcement:
        'A biodisponibilidade oral do THC é baixa, de cerca de 4% a 12%, enquanto a inalatória fica entre 10% e 35%. A intensidade vem do metabólito ativo, não de maior absorção.',
      category: 'Farmacocinética',
      difficulty: 'medium',
    },
    {
      question: 'Qual é o principal mecanismo da interação entre o canabidiol (CBD) e o clobazam?',
      options: [
        'O clobazam induz a CYP3A4 e reduz os níveis de CBD a níveis indetectáveis',
        'O CBD bloqueia receptores GABA-A e anula o efeito do clobazam',
        'O CBD inibe a CYP2C19 e aumenta os níveis do metabólito ativo N-desmetilclobazam',
        'Os dois fármacos competem pela ligação ao receptor CB1',
      ],
      correctIndex: 2,
      explanation:
        'O N-desmetilclobazam é metabolizado pela CYP2C19. Ao inibir essa enzima, o CBD eleva os níveis desse metabólito ativo, o que aumenta o risco de sonolência.',
      reinforcement:
        'Nos ensaios com CBD em Dravet e Lennox-Gastaut, a sonolência foi mais frequente em pacientes que também usavam clobazam.',
      category: 'Interações Medicamentosas',
      difficulty: 'hard',
    },
  ],
}

/** Catalogue quizzes (3 questions per course type) for business and farmacologia. */
export const catalogueQuizzesB: Record<'business' | 'farmacologia', SeedQuizQuestion[]> = {
  business: [
    {
      question:
        'Em torno de qual segmento se organiza o mercado formal de cannabis no Brasil hoje?',
      options: [
        'Uso medicinal, pesquisa e serviços de apoio',
        'Venda para uso adulto em lojas licenciadas',
        'Cultivo comercial de cânhamo em larga escala já regulamentado',
        'Exportação de flores para uso recreativo',
      ],
      correctIndex: 0,
      explanation:
        'No Brasil não há venda para uso adulto. O mercado formal gira em torno do acesso medicinal, por farmácias, importação, associações e decisões judiciais, além de pesquisa e serviços.',
      reinforcement:
        'O STJ autorizou em 2024 o cultivo de cânhamo por empresas para fins medicinais e farmacêuticos, mas a regulamentação ainda está em construção.',
      category: 'Mercado',
      difficulty: 'easy',
    },
    {
      question:
        'Uma empresa tem custos fixos anuais de R$ 60.000 e custos variáveis equivalentes a 20% da receita. Qual é o ponto de equilíbrio anual?',
      options: ['R$ 48.000', 'R$ 60.000', 'R$ 72.000', 'R$ 75.000'],
      correctIndex: 3,
      explanation:
        'Ponto de equilíbrio = custos fixos / (1 − custos variáveis / receita) = 60.000 / (1 − 0,20) = 60.000 / 0,80 = R$ 75.000.',
      reinforcement:
        'A margem de contribuição, de 80% neste exemplo, é a parte de cada real vendido que sobra para cobrir os custos fixos e gerar lucro.',
      category: 'Análise Financeira',
      difficulty: 'medium',
    },
    {
      question: 'Qual afirmação sobre a RDC 327/2019 está correta?',
      options: [
        'Ela autoriza o cultivo de cannabis por empresas com Autorização Sanitária',
        'Produtos com Autorização Sanitária são dispensados em farmácias e drogarias, mediante prescrição médica',
        'Ela permite a manipulação de produtos de cannabis em farmácias magistrais',
        'Ela permite a publicidade de produtos de cannabis ao público geral',
      ],
      correctIndex: 1,
      explanation:
        'A RDC 327/2019 criou os produtos de cannabis com Autorização Sanitária, vendidos em farmácias e drogarias com prescrição médica e retenção de receita.',
      reinforcement:
        'A mesma norma proíbe a publicidade desses produtos, veda a manipulação em farmácias magistrais e não autoriza o cultivo: a fabricação usa insumo importado.',
      category: 'Regulação',
      difficulty: 'hard',
    },
  ],
  farmacologia: [
    {
      question: 'Qual canabinoide é o principal responsável pelos efeitos psicoativos da cannabis?',
      options: [
        'Canabidiol (CBD)',
        'Δ9-tetra-hidrocanabinol (THC)',
        'Canabigerol (CBG)',
        'Palmitoiletanolamida (PEA)',
      ],
      correctIndex: 1,
      explanation:
        'O THC é agonista parcial do receptor CB1, muito presente no cérebro, e é o principal responsável pelos efeitos psicoativos.',
      reinforcement:
        'O THC foi isolado e teve sua estrutura descrita em 1964 por Gaoni e Mechoulam, em Israel.',
      category: 'Farmacodinâmica',
      difficulty: 'easy',
    },
    {
      question: 'Para quais condições o canabidiol purificado tem a evidência clínica mais sólida?',
      options: [
        'Crises epilépticas nas síndromes de Dravet e Lennox-Gastaut',
        'Insônia primária em adultos',
        'Transtorno de ansiedade generalizada',
        'Glaucoma',
      ],
      correctIndex: 0,
      explanation:
        'Ensaios randomizados e controlados mostraram redução significativa das crises nessas síndromes, o que levou à aprovação do CBD farmacêutico pela FDA em 2018.',
      reinforcement:
        'Os resultados valem para CBD purificado de qualidade farmacêutica, usado junto com outros antiepilépticos, e não podem ser extrapolados automaticamente para extratos de composição variável.',
      category: 'Evidências Clínicas',
      difficulty: 'medium',
    },
    {
      question: 'Como o canabidiol (CBD) atua sobre o receptor CB1, segundo estudos in vitro?',
      options: [
        'Como agonista total, mais potente que o THC',
        'Como agonista parcial no mesmo sítio de ligação do THC',
        'Como inibidor irreversível da síntese do receptor',
        'Como modulador alostérico negativo, ligando-se a um sítio diferente do sítio do THC',
      ],
      correctIndex: 3,
      explanation:
        'O CBD tem baixa afinidade pelo sítio de ligação clássico do CB1 e, in vitro, atua como modulador alostérico negativo, reduzindo a capacidade de ativação do receptor.',
      reinforcement:
        'Apesar desse mecanismo, a ideia de que o CBD sempre "anula" os efeitos do THC não é sustentada de forma consistente pelos estudos clínicos.',
      category: 'Farmacodinâmica',
      difficulty: 'hard',
    },
  ],
}
