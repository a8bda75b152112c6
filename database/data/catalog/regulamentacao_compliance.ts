import type { SeedCourse } from './types.js'
import { REVIEWER } from './reviewers.js'

export default {
  slug: 'regulamentacao-compliance',
  title: 'Regulamentação e Compliance em Cannabis',
  subtitle:
    'Lei de Drogas, normas da Anvisa, decisões judiciais, LGPD e publicidade na prática do dia a dia',
  description:
    'Um guia objetivo do marco regulatório da cannabis no Brasil, da Lei 11.343/2006 às RDCs 327/2019 e 660/2022 e às decisões do STF e do STJ. Você vai aprender a aplicar regras de rotulagem, farmacovigilância, boas práticas, LGPD e publicidade e a montar auditorias e checklists que mantêm a operação em conformidade.',
  category: 'business',
  level: 'intermediate',
  imageEmoji: '⚖️',
  price: 37,
  featured: false,
  tags: ['Regulação', 'Anvisa', 'Compliance', 'LGPD', 'Jurídico'],
  features: [
    'Certificado de conclusão verificável',
    'Mentor IA 24/7',
    'Simulador de custo de conformidade',
    'Modelos de procedimentos e checklists de auditoria',
  ],
  objectives: [
    'Interpretar a Lei 11.343/2006 e a Portaria SVS/MS 344/1998 no contexto da cannabis',
    'Aplicar as exigências da RDC 327/2019 e da RDC 660/2022',
    'Entender o alcance das decisões judiciais sobre cultivo, porte e cânhamo',
    'Estruturar rotinas de rotulagem, farmacovigilância e boas práticas',
    'Tratar dados de pacientes conforme a LGPD e comunicar sem infringir regras de publicidade',
    'Planejar auditorias e estimar o custo de conformidade',
  ],
  learningPath: [
    'Marco regulatório: lei, portarias, RDCs e decisões judiciais',
    'Qualidade do produto: rotulagem, farmacovigilância e boas práticas',
    'Proteção de dados de pacientes com a LGPD',
    'Publicidade, auditorias e custo de conformidade',
  ],
  outcomes: [
    'Mapa das normas aplicáveis ao seu negócio ou à sua prática profissional',
    'Checklist de auditoria interna pronto para uso',
    'Política de privacidade e fluxo de dados de pacientes revisados',
    'Estimativa do investimento necessário para operar em conformidade',
  ],
  mentor: {
    name: 'Dra. Beatriz IA',
    avatar: '⚖️',
    bio: 'Mentora de inteligência artificial especializada em regulação sanitária, proteção de dados e compliance no setor de cannabis. Traduz normas em rotinas práticas e ajuda a revisar processos.',
    experience: '15+ anos de regulação sanitária condensados',
  },
  tabs: ['conteudo', 'progresso', 'simulador', 'mentor', 'objetivos', 'avaliacoes'],
  simulators: ['financial'],
  createdDaysAgo: 60,
  modules: [
    {
      title: 'Marco Regulatório Brasileiro',
      description:
        'A Lei de Drogas, a Portaria 344/1998, as RDCs da Anvisa para produtos e importação e as decisões judiciais que moldam o setor.',
      lessons: [
        {
          title: 'Lei 11.343/2006 e Portaria 344/1998',
          description:
            'A base legal do controle da cannabis no Brasil e a exceção que permite usos medicinais e científicos.',
          type: 'video',
          objectives: [
            'Identificar os artigos da Lei de Drogas relevantes para a cannabis',
            'Entender como a Portaria 344/1998 classifica a planta e seus derivados',
            'Reconhecer a base legal para usos medicinais e científicos',
          ],
          content: `## Lei 11.343/2006 e Portaria 344/1998

A Lei 11.343/2006, conhecida como Lei de Drogas, instituiu o Sistema Nacional de Políticas Públicas sobre Drogas e define os crimes relacionados a substâncias controladas.

Artigos essenciais para o setor:

- **Art. 2º, parágrafo único:** permite que a União autorize o plantio, a cultura e a colheita exclusivamente para fins medicinais ou científicos, em local e prazo predeterminados e sob fiscalização.
- **Art. 28:** trata do porte para consumo pessoal, com penas como advertência, prestação de serviços à comunidade e medida educativa, sem prisão.
- **Art. 33:** trata do tráfico, com pena de reclusão de 5 a 15 anos.

A lei não lista as substâncias. Essa tarefa cabe à Portaria SVS/MS 344/1998, atualizada periodicamente por resoluções da Anvisa.

| Item | Lista da Portaria 344/1998 |
| --- | --- |
| Cannabis sativa (planta) | Lista E, de plantas proscritas |
| THC | Lista F2, de substâncias proscritas, com exceções previstas em adendos |
| Canabidiol (CBD) | Lista C1, de substâncias sujeitas a controle especial |

As exceções dos adendos permitem, por exemplo, medicamentos registrados e produtos autorizados pela Anvisa.

> Dica: a Portaria 344/1998 recebe atualizações frequentes. Consulte a norma vigente no portal da Anvisa antes de qualquer análise de enquadramento.`,
        },
        {
          title: 'RDC 327/2019: produtos de cannabis',
          description:
            'As regras para fabricação, importação, venda e monitoramento de produtos de cannabis com Autorização Sanitária.',
          type: 'text',
          objectives: [
            'Descrever o que é a Autorização Sanitária',
            'Listar as principais exigências da RDC 327/2019',
            'Diferenciar produto de cannabis de medicamento registrado',
          ],
          content: `## RDC 327/2019: produtos de cannabis

A RDC 327/2019 criou a categoria **produto de cannabis**, que fica entre o medicamento registrado e o produto sem regulação. Ela entrou em vigor em março de 2020.

Principais regras:

- **Autorização Sanitária:** a empresa precisa dessa autorização para fabricar ou importar o produto, com validade de cinco anos.
- **Empresa regularizada:** exige Autorização de Funcionamento e Autorização Especial, além de Certificado de Boas Práticas de Fabricação.
- **Insumo importado:** a fabricação no Brasil usa insumo importado; a norma não autoriza o cultivo da planta.
- **Vias de uso:** oral ou nasal.
- **Teor de THC:** predominância de CBD e até 0,2% de THC; acima disso, somente para pacientes sem alternativa terapêutica e em situações clínicas irreversíveis ou terminais.
- **Dispensação:** em farmácias e drogarias, mediante prescrição médica e retenção de receita; a manipulação em farmácias magistrais não é permitida.
- **Publicidade:** proibida.

| Aspecto | Medicamento registrado | Produto da RDC 327/2019 |
| --- | --- | --- |
| Comprovação de eficácia | Ensaios clínicos completos | Não exigida no mesmo nível |
| Ato da Anvisa | Registro | Autorização Sanitária |

> Dica: a RDC 327/2019 está em processo de revisão pela Anvisa. Consulte a norma vigente e as perguntas e respostas publicadas pela agência antes de planejar um produto.`,
        },
        {
          title: 'RDC 660/2022: importação por pessoa física',
          description:
            'Como funciona a importação de produtos derivados de cannabis para uso próprio e o papel das empresas intermediárias.',
          type: 'text',
          objectives: [
            'Descrever o fluxo de cadastro e importação',
            'Identificar responsabilidades do paciente e do intermediário',
            'Reconhecer limites e pontos de atenção da norma',
          ],
          content: `## RDC 660/2022: importação por pessoa física

A RDC 660/2022 substituiu a RDC 335/2020 e define os critérios para a importação de produtos derivados de cannabis por pessoa física, para uso próprio, mediante prescrição de profissional legalmente habilitado.

Fluxo simplificado:

- **Prescrição:** o profissional prescreve o produto e a posologia.
- **Cadastro:** o paciente, seu responsável legal ou procurador solicita a autorização no portal de serviços do governo federal.
- **Autorização:** a Anvisa avalia o pedido e emite a autorização, com prazo de validade definido na norma.
- **Importação:** o produto chega por bagagem acompanhada ou remessa, em nome do paciente.

Papel das empresas intermediárias:

| Pode | Não pode |
| --- | --- |
| Auxiliar no processo de importação | Manter estoque para venda no Brasil |
| Orientar sobre documentação | Vender ou repassar o produto a terceiros |
| Prestar suporte logístico | Fazer publicidade do produto |

Pontos de atenção:

- O produto é para uso exclusivo do paciente autorizado e não pode ser comercializado ou doado.
- O fabricante deve estar regularizado no país de origem.
- A Anvisa entende que partes da planta in natura, como flores, não se enquadram na norma, tema que já foi objeto de disputas judiciais.

> Dica: a RDC 660/2022 já passou por ajustes e interpretações da Anvisa. Consulte a norma vigente antes de orientar pacientes ou estruturar um serviço.`,
        },
        {
          title: 'Estudo de caso: o Judiciário e a cannabis',
          description:
            'Habeas corpus para cultivo, a decisão do STF de 2024 sobre porte para uso pessoal e a decisão do STJ sobre o cânhamo.',
          type: 'case-study',
          objectives: [
            'Explicar o uso do habeas corpus preventivo para cultivo medicinal',
            'Resumir a tese fixada pelo STF no Tema 506',
            'Avaliar o impacto da decisão do STJ sobre o cânhamo',
          ],
          content: `## Estudo de caso: o Judiciário e a cannabis

Na ausência de regulamentação completa, o Judiciário tem definido parte importante das regras do setor.

**1. Habeas corpus para cultivo medicinal**

Pacientes com prescrição passaram a pedir habeas corpus preventivo, conhecido como salvo-conduto, para cultivar cannabis em casa sem risco de prisão. Em 2022, a Sexta Turma do STJ concedeu esse tipo de pedido pela primeira vez, e o entendimento se consolidou no tribunal. Cada decisão vale apenas para o paciente beneficiado e costuma fixar limites de plantas.

**2. STF, Tema 506 (RE 635.659)**

Em junho de 2024, o STF decidiu que:

- O porte de maconha para consumo pessoal não é crime, mas continua sendo ilícito administrativo.
- Presume-se usuário quem porta até 40 gramas ou seis plantas fêmeas, até que o Congresso legisle; a presunção é relativa.
- As sanções aplicáveis são advertência e medida educativa, sem efeitos penais.
- O consumo em local público continua proibido.

**3. STJ e o cânhamo (IAC 16)**

Em novembro de 2024, o STJ autorizou pessoas jurídicas a cultivar cânhamo com até 0,3% de THC para fins medicinais e farmacêuticos e determinou que a Anvisa e a União regulamentem o tema. O prazo foi posteriormente prorrogado.

> Dica: decisões judiciais não substituem uma autorização sanitária. Consulte a norma vigente e acompanhe os projetos em tramitação no Congresso.

**Para discutir:** que riscos uma empresa corre ao basear seu modelo de negócio em decisões ainda sem regulamentação?`,
        },
      ],
    },
    {
      title: 'Qualidade, Segurança e Dados',
      description:
        'Rotulagem, farmacovigilância, boas práticas de fabricação e o tratamento de dados de pacientes conforme a LGPD.',
      lessons: [
        {
          title: 'Rotulagem e farmacovigilância',
          description:
            'O que um rótulo de produto de cannabis precisa informar e como funciona a notificação de eventos adversos.',
          type: 'video',
          objectives: [
            'Listar as informações essenciais de rotulagem',
            'Explicar o fluxo de farmacovigilância',
            'Diferenciar evento adverso de queixa técnica',
          ],
          content: `## Rotulagem e farmacovigilância

Rótulo e farmacovigilância são as duas pontas da segurança do paciente: o rótulo informa antes do uso, e a farmacovigilância acompanha o que acontece depois.

Informações essenciais no rótulo de um produto de cannabis:

- Nome do produto e da empresa responsável.
- Concentração de CBD e de THC, em mg/mL ou mg por unidade.
- Número da Autorização Sanitária.
- Lote, data de fabricação e validade.
- Condições de armazenamento.
- Advertências e frases obrigatórias definidas pela norma.

O produto também deve acompanhar um folheto informativo com orientações ao paciente.

A **farmacovigilância** é o conjunto de atividades para detectar, avaliar e prevenir efeitos adversos. As empresas precisam monitorar seus produtos e notificar a Anvisa.

| Tipo de ocorrência | Exemplo | Canal de notificação |
| --- | --- | --- |
| Evento adverso | Sonolência intensa após o uso | VigiMed |
| Queixa técnica | Frasco com vazamento ou cor alterada | Notivisa |

Profissionais de saúde e pacientes também podem notificar. Quanto mais notificações de qualidade, melhor o conhecimento sobre a segurança real dos produtos.

> Dica: mantenha um procedimento escrito para receber, registrar e investigar relatos de clientes. Prazos e formulários podem mudar, então consulte a norma vigente.`,
        },
        {
          title: 'Boas práticas de fabricação',
          description:
            'Os pilares das boas práticas de fabricação e o modelo de procedimento operacional padrão desta aula.',
          type: 'document',
          objectives: [
            'Conhecer os pilares das boas práticas de fabricação',
            'Identificar os ensaios de controle de qualidade essenciais',
            'Adaptar o modelo de procedimento operacional padrão',
          ],
          content: `## Boas práticas de fabricação

As Boas Práticas de Fabricação (BPF) garantem que cada lote seja produzido e controlado com qualidade consistente. Para medicamentos, as diretrizes gerais estão na RDC 658/2022, e a RDC 327/2019 exige que o fabricante de produtos de cannabis tenha Certificado de Boas Práticas de Fabricação.

Pilares das BPF:

- **Pessoal:** equipe qualificada e treinada, com responsável técnico.
- **Instalações e equipamentos:** adequados, limpos, qualificados e mantidos.
- **Documentação:** procedimentos escritos e registros de tudo o que é feito.
- **Produção:** processos validados e controle de mudanças.
- **Controle de qualidade:** análise de insumos e de produtos acabados.
- **Reclamações e recolhimento:** resposta rápida a desvios de qualidade.
- **Autoinspeção:** verificação periódica do próprio sistema.

Ensaios típicos no laudo de análise de um lote:

| Ensaio | Objetivo |
| --- | --- |
| Teor de canabinoides | Confirmar CBD e THC declarados |
| Solventes residuais | Garantir segurança da extração |
| Metais pesados e agrotóxicos | Evitar contaminantes |
| Microbiologia e micotoxinas | Garantir segurança biológica |

O documento desta aula traz um modelo de procedimento operacional padrão com objetivo, responsabilidades, passos e registros.

> Dica: "o que não está escrito não foi feito". Registros completos são a principal evidência em uma inspeção sanitária.`,
        },
        {
          title: 'LGPD e dados de pacientes',
          description:
            'Como tratar dados de saúde de pacientes com segurança e dentro das bases legais da LGPD.',
          type: 'text',
          objectives: [
            'Classificar dados de saúde como dados pessoais sensíveis',
            'Escolher a base legal adequada para cada tratamento',
            'Estruturar a resposta a incidentes de segurança',
          ],
          content: `## LGPD e dados de pacientes

A Lei Geral de Proteção de Dados (Lei 13.709/2018) considera os dados referentes à saúde como **dados pessoais sensíveis**. Saber que alguém usa cannabis medicinal, ou qual é o seu diagnóstico, exige proteção reforçada.

Bases legais mais usadas no setor, previstas no art. 11:

- **Tutela da saúde:** em procedimentos realizados por profissionais de saúde, serviços de saúde ou autoridade sanitária.
- **Cumprimento de obrigação legal ou regulatória:** como a guarda de receitas exigida pela vigilância sanitária.
- **Consentimento específico e destacado:** para finalidades que não se encaixam nas demais, como pesquisas de satisfação com dados de saúde.

Boas práticas:

- Coletar apenas os dados necessários.
- Restringir o acesso por perfil de usuário.
- Usar criptografia e registros de acesso.
- Nomear um encarregado pelo tratamento de dados.
- Documentar o relatório de impacto à proteção de dados quando houver alto risco.

| Situação | Conduta |
| --- | --- |
| Paciente pede cópia dos seus dados | Atender dentro do prazo legal |
| Vazamento de prontuários | Comunicar a ANPD e os titulares |

A LGPD proíbe, em regra, compartilhar dados de saúde para obter vantagem econômica. As multas podem chegar a 2% do faturamento, limitadas a R$ 50 milhões por infração.

> Dica: a ANPD publica regulamentos sobre prazos e procedimentos. Consulte a norma vigente ao montar seu plano de resposta a incidentes.`,
        },
      ],
    },
    {
      title: 'Comunicação, Auditoria e Custos',
      description:
        'Regras de publicidade, auditorias internas com checklists e o custo de manter a operação em conformidade.',
      lessons: [
        {
          title: 'Publicidade de produtos de cannabis',
          description:
            'O que a regulação permite e proíbe na comunicação sobre produtos de cannabis e como revisar conteúdos.',
          type: 'video',
          objectives: [
            'Conhecer a proibição de publicidade da RDC 327/2019',
            'Diferenciar comunicação educativa de publicidade',
            'Aplicar um fluxo de revisão de conteúdo',
          ],
          content: `## Publicidade de produtos de cannabis

A RDC 327/2019 proíbe a publicidade de produtos de cannabis. Além disso, a propaganda de medicamentos de venda sob prescrição, regulada pela Lei 9.294/1996 e por normas da Anvisa, só pode ser dirigida a profissionais habilitados a prescrever ou dispensar.

Práticas que costumam configurar infração:

- Divulgar marca ou produto de cannabis ao público geral.
- Atribuir ao produto efeito de cura ou tratamento.
- Usar influenciadores ou depoimentos de pacientes para promover produtos.
- Oferecer promoções, sorteios ou cupons de desconto.

Comunicação que costuma ser aceitável:

- Conteúdo educativo e científico, sem menção a marcas.
- Informações institucionais sobre a empresa e seus serviços.
- Orientações de segurança e sobre as vias legais de acesso.

| Exemplo | Classificação |
| --- | --- |
| Aula aberta sobre o sistema endocanabinoide | Educativo |
| Vídeo de influenciador mostrando o frasco da marca | Publicidade irregular |

Profissionais de saúde também seguem as regras de publicidade dos seus conselhos, que limitam, por exemplo, promessas de resultado.

> Dica: crie um fluxo com duas aprovações, uma técnica e uma jurídica, para qualquer conteúdo público. As regras de publicidade mudam com frequência; consulte a norma vigente.`,
        },
        {
          title: 'Auditorias internas e checklists',
          description:
            'Como planejar e executar uma auditoria interna usando o checklist de conformidade do curso.',
          type: 'checklist',
          objectives: [
            'Planejar uma auditoria interna',
            'Aplicar o checklist de conformidade',
            'Registrar não conformidades e planos de ação',
          ],
          content: `## Auditorias internas e checklists

Auditorias internas mostram se as regras escritas estão sendo cumpridas na prática. Elas permitem corrigir problemas antes de uma fiscalização.

Etapas de uma auditoria interna:

- **Planejamento:** defina escopo, áreas, datas e auditores independentes da área auditada.
- **Execução:** aplique o checklist, entreviste pessoas e verifique registros.
- **Relatório:** descreva as não conformidades com evidências.
- **Plano de ação:** defina causa, ação corretiva, responsável e prazo.
- **Acompanhamento:** verifique se as ações foram eficazes.

Trecho do checklist de conformidade:

| Item | Verificação |
| --- | --- |
| Licenças | Autorizações e alvarás vigentes e arquivados |
| Responsável técnico | Designado e com registro no conselho profissional |
| Receitas | Retidas e arquivadas conforme a norma |
| Rotulagem | Conforme a autorização e a norma aplicável |
| Farmacovigilância | Relatos registrados e notificados |
| LGPD | Encarregado nomeado e controles de acesso ativos |
| Publicidade | Conteúdos revisados antes da publicação |
| Treinamentos | Registros de presença e conteúdo atualizados |

Classifique cada não conformidade como crítica, maior ou menor, para priorizar as correções.

> Dica: repita a auditoria pelo menos uma vez por ano e sempre que uma norma importante mudar. Consulte a norma vigente ao atualizar o checklist.`,
        },
        {
          title: 'Simulador: o custo de conformidade',
          description:
            'Use o simulador financeiro para estimar o investimento em conformidade e comparar com o custo de não estar em conformidade.',
          type: 'interactive',
          simulator: 'financial',
          objectives: [
            'Estimar o investimento inicial e os custos recorrentes de conformidade',
            'Medir o impacto da conformidade no ROI e no payback',
            'Comparar o custo de conformidade com o risco de sanções',
          ],
          content: `## Simulador: o custo de conformidade

Conformidade custa dinheiro, mas a falta dela costuma custar muito mais. Nesta aula, você usa o simulador financeiro para colocar números nessa comparação.

Itens típicos do custo de conformidade:

- **Investimento inicial:** consultoria regulatória, adequação de instalações, sistemas e treinamento.
- **Custos recorrentes:** responsável técnico, laudos de análise, auditorias, encarregado de dados e atualização de normas.

Exercício no simulador:

| Cenário | Investimento | Receita anual | Custos anuais | ROI | Payback |
| --- | --- | --- | --- | --- | --- |
| Base | R$ 50.000 | R$ 150.000 | R$ 80.000 | 140% | 9 meses |
| Com R$ 20.000 a mais de custos de conformidade | R$ 50.000 | R$ 150.000 | R$ 100.000 | 100% | 12 meses |

Fórmulas usadas: ROI = (receita − custos) / investimento; payback em meses = investimento / lucro anual × 12.

Agora compare com o custo da não conformidade:

- Infrações sanitárias da Lei 6.437/1977 podem gerar multas de R$ 2.000 a R$ 1.500.000, além de interdição.
- Infrações à LGPD podem gerar multa de até 2% do faturamento, limitada a R$ 50 milhões por infração.

> Dica: inclua os custos de conformidade no plano financeiro desde o início. Consulte a norma vigente, pois valores e sanções podem ser atualizados.`,
        },
      ],
    },
  ],
  reviews: [
    {
      author: REVIEWER.fernanda,
      rating: 5,
      date: '2026-03-14',
      comment:
        'Curso direto ao ponto. O resumo da RDC 327 e da RDC 660 e o checklist de auditoria já estão sendo usados na farmácia onde sou responsável técnica.',
    },
    {
      author: REVIEWER.carlosE,
      rating: 4,
      date: '2026-04-02',
      comment:
        'Excelente explicação sobre a decisão do STF e a LGPD. Gostaria de mais exemplos práticos de publicidade, mas o simulador de custo de conformidade ajudou muito no meu planejamento.',
    },
  ],
} satisfies SeedCourse
