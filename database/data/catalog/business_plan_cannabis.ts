import type { SeedCourse } from './types.js'
import { REVIEWER } from './reviewers.js'

export default {
  slug: 'business-plan-cannabis',
  title: 'Business Plan Cannabis: do Mercado ao Plano de Negócios',
  subtitle: 'Estruture, financie e valide um negócio de cannabis legal e responsável no Brasil',
  description:
    'Entenda o mercado de cannabis no Brasil e no mundo, descubra quais modelos de negócio são permitidos pela regulação brasileira e transforme sua ideia em um plano de negócios sólido. Você vai projetar receitas, custos, ROI e payback no simulador financeiro e aprender a captar recursos, comunicar com ética e manter a operação em conformidade.',
  category: 'business',
  level: 'intermediate',
  imageEmoji: '📊',
  price: 37,
  featured: true,
  tags: ['Empreendedorismo', 'Plano de Negócios', 'Finanças', 'Regulação', 'Investimentos'],
  features: [
    'Certificado de conclusão verificável',
    'Mentor IA 24/7',
    'Simulador financeiro',
    'Modelos de plano de negócios e planilhas',
    'Projeto final com roteiro de autoavaliação',
  ],
  objectives: [
    'Mapear o mercado de cannabis medicinal, de cânhamo industrial e de serviços no Brasil e no mundo',
    'Identificar modelos de negócio compatíveis com a RDC 327/2019, a RDC 660/2022 e a legislação vigente',
    'Elaborar um plano de negócios completo, do canvas à estratégia operacional',
    'Calcular investimento, margem, ROI, payback e ponto de equilíbrio com segurança',
    'Preparar uma rodada de captação e dialogar com investidores',
    'Comunicar com ética e implantar rotinas de gestão e compliance',
  ],
  learningPath: [
    'Panorama do mercado e modelos de negócio permitidos no Brasil',
    'Estrutura do plano de negócios, canvas e análise de concorrência',
    'Análise financeira: investimento, receitas, custos, ROI e payback',
    'Captação, marketing ético, gestão e compliance',
    'Projeto final: plano de negócios completo da sua ideia',
  ],
  outcomes: [
    'Plano de negócios pronto para apresentar a sócios e investidores',
    'Planilha financeira com cenários pessimista, base e otimista',
    'Clareza sobre o que a regulação brasileira permite e proíbe',
    'Roteiro de captação e de comunicação responsável',
    'Checklist de compliance para o primeiro ano de operação',
  ],
  mentor: {
    name: 'Prof. Marco IA',
    avatar: '👨‍💼',
    bio: 'Mentor de inteligência artificial especializado em estratégia, finanças e regulação do setor de cannabis. Ajuda você a testar hipóteses, revisar números e evitar armadilhas regulatórias.',
    experience: '12+ anos de mercado condensados',
  },
  tabs: ['conteudo', 'progresso', 'simulador', 'mentor', 'objetivos', 'quiz'],
  simulators: ['financial'],
  createdDaysAgo: 30,
  modules: [
    {
      title: 'Mercado e Oportunidades',
      description:
        'Panorama do mercado global e brasileiro, do cânhamo industrial às associações de pacientes, e os modelos de negócio permitidos no Brasil.',
      lessons: [
        {
          title: 'Panorama global do mercado de cannabis',
          description:
            'Como os principais países regulam a cannabis e quais segmentos movimentam o mercado internacional.',
          type: 'video',
          objectives: [
            'Comparar modelos regulatórios de diferentes países',
            'Distinguir os segmentos medicinal, adulto e industrial',
            'Reconhecer tendências que influenciam o mercado brasileiro',
          ],
          content: `## Panorama global do mercado de cannabis

O mercado de cannabis não é um bloco único. Ele se divide em segmentos com regras, margens e riscos muito diferentes, e cada país combina esses segmentos de um jeito.

- **Medicinal:** produtos prescritos por profissionais de saúde, com exigências sanitárias rigorosas.
- **Uso adulto:** venda regulada para maiores de idade, permitida em países como Uruguai (pioneiro, em 2013) e Canadá (2018), além de vários estados dos EUA.
- **Cânhamo industrial:** variedades com baixíssimo teor de THC usadas em fibras, alimentos, cosméticos e materiais de construção.

| País | Modelo principal |
| --- | --- |
| Canadá | Medicinal e uso adulto regulados em nível federal |
| Alemanha | Medicinal; desde 2024, posse e autocultivo limitados para adultos |
| Estados Unidos | Regras estaduais; cânhamo legal em nível federal desde 2018 |
| Brasil | Acesso medicinal por normas da Anvisa e decisões judiciais |

Para quem empreende no Brasil, olhar o exterior serve para entender fornecedores, padrões de qualidade e modelos que podem inspirar negócios de serviço, tecnologia e educação por aqui.

> Dica: experiências estrangeiras não se transferem automaticamente para o Brasil. Sempre valide a ideia contra a regulação brasileira antes de investir.`,
        },
        {
          title: 'O mercado brasileiro: pacientes, acesso e crescimento',
          description:
            'Os caminhos de acesso à cannabis medicinal no Brasil e os fatores que sustentam o crescimento do setor.',
          type: 'text',
          objectives: [
            'Listar as vias legais de acesso do paciente brasileiro',
            'Entender os vetores de crescimento da demanda',
            'Avaliar fontes de dados de mercado com senso crítico',
          ],
          content: `## O mercado brasileiro de cannabis medicinal

No Brasil, a demanda é puxada por pacientes e profissionais de saúde. Não existe venda para uso adulto: todo o mercado formal gira em torno do uso medicinal, da pesquisa e dos serviços de apoio.

Hoje o paciente tem quatro caminhos principais de acesso:

- **Farmácias:** produtos com Autorização Sanitária da Anvisa, conforme a RDC 327/2019, vendidos com receita.
- **Importação por pessoa física:** cadastro na Anvisa com prescrição, conforme a RDC 660/2022.
- **Associações de pacientes:** produção amparada por decisões judiciais.
- **Cultivo próprio:** somente com autorização judicial, em geral por habeas corpus preventivo.

O crescimento vem da ampliação do número de prescritores, da redução gradual de preços e do maior conhecimento da população. Relatórios de consultorias setoriais, como a Kaya Mind, estimam um mercado de centenas de milhões de reais por ano, mas os números variam entre as fontes.

> Dica: ao usar dados de mercado no seu plano, cite a fonte, o ano e a metodologia. Investidores desconfiam de números sem origem clara.

Entender essas vias de acesso é o primeiro passo para decidir onde o seu negócio vai se posicionar na cadeia.`,
        },
        {
          title: 'Cânhamo industrial: potencial e situação regulatória',
          description:
            'O que é o cânhamo industrial, onde ele é usado e em que ponto está a regulação brasileira.',
          type: 'video',
          objectives: [
            'Definir cânhamo industrial e seus principais usos',
            'Acompanhar o estado da regulação do cultivo no Brasil',
            'Identificar oportunidades que não dependem do cultivo local',
          ],
          content: `## Cânhamo industrial: potencial e regulação

Cânhamo é a cannabis cultivada para fins industriais, com teor de THC muito baixo. Nos Estados Unidos e na União Europeia, o limite usual é de 0,3% de THC na matéria seca.

Principais aplicações:

- **Fibras:** tecidos, cordas, papel e compósitos.
- **Sementes:** óleos e proteínas para alimentação, onde permitido.
- **Construção:** blocos de hempcrete, com bom isolamento térmico.
- **Insumos farmacêuticos:** extração de canabidiol (CBD).

No Brasil, o cultivo de cânhamo ainda depende de regulamentação. Em novembro de 2024, o Superior Tribunal de Justiça (STJ) decidiu, no IAC 16, que empresas podem cultivar cânhamo com até 0,3% de THC para fins medicinais e farmacêuticos e determinou que a Anvisa e a União regulamentem o tema. Os prazos e as regras finais seguem em construção.

> Dica: enquanto a regulamentação não está consolidada, consulte a norma vigente antes de planejar qualquer atividade de cultivo.

Para o empreendedor, há oportunidades que não dependem de plantar: consultoria regulatória, importação de produtos de cânhamo permitidos, pesquisa de mercado, tecnologia para rastreabilidade e educação técnica para o futuro setor agrícola.`,
        },
        {
          title: 'Estudo de caso: associações de pacientes',
          description:
            'Como funcionam as associações de pacientes, seu modelo de sustentabilidade e seus riscos jurídicos.',
          type: 'case-study',
          objectives: [
            'Descrever o modelo de funcionamento de uma associação de pacientes',
            'Analisar riscos jurídicos e de governança',
            'Identificar oportunidades de parceria com associações',
          ],
          content: `## Estudo de caso: associações de pacientes

As associações de pacientes foram fundamentais para ampliar o acesso à cannabis medicinal no Brasil. A Abrace Esperança, na Paraíba, obteve em 2017 uma decisão judicial pioneira que permitiu o cultivo e a produção de óleos para seus associados.

Características do modelo:

- **Natureza jurídica:** entidade sem fins lucrativos, formada por pacientes e familiares.
- **Acesso:** o associado apresenta prescrição e contribui para cobrir os custos de produção.
- **Amparo legal:** decisões judiciais específicas, que podem ser revistas.
- **Missão:** acolhimento, educação e preço acessível.

| Ponto forte | Risco |
| --- | --- |
| Preço menor para o paciente | Insegurança jurídica |
| Comunidade engajada | Controle de qualidade heterogêneo |
| Conhecimento prático acumulado | Governança e prestação de contas |

Para empresas, associações podem ser parceiras em serviços como laudos laboratoriais, software de gestão, capacitação e consultoria de boas práticas. A parceria exige transparência e respeito à finalidade não lucrativa da entidade.

> Dica: analise a decisão judicial que ampara cada associação antes de firmar contratos. O alcance dessas decisões varia de caso a caso.

**Para refletir:** que serviço a sua empresa poderia oferecer para aumentar a qualidade e a segurança de uma associação?`,
        },
        {
          title: 'Modelos de negócio permitidos no Brasil',
          description:
            'Os principais modelos de negócio que cabem na regulação brasileira e o que cada um exige.',
          type: 'text',
          objectives: [
            'Listar os modelos de negócio compatíveis com a regulação',
            'Relacionar cada modelo às normas que o regem',
            'Escolher o modelo mais adequado ao seu perfil',
          ],
          content: `## Modelos de negócio permitidos no Brasil

Empreender com cannabis no Brasil é possível, desde que o modelo respeite a Lei 11.343/2006 e as normas da Anvisa. Os principais caminhos são:

- **Produtos da RDC 327/2019:** empresas com Autorização Sanitária fabricam ou importam produtos de cannabis vendidos em farmácias, com receita.
- **Importação via RDC 660/2022:** empresas intermediam a importação feita em nome do paciente cadastrado na Anvisa.
- **Apoio a associações:** serviços para associações de pacientes amparadas judicialmente.
- **Pesquisa:** projetos científicos com autorização específica da Anvisa.
- **Serviços:** clínicas, telemedicina, laboratórios de análise e consultoria regulatória.
- **Educação:** cursos, eventos e capacitação profissional.
- **Tecnologia:** software de prescrição, rastreabilidade e gestão.

| Modelo | Capital inicial | Complexidade regulatória |
| --- | --- | --- |
| Educação e consultoria | Baixo | Baixa |
| Tecnologia | Médio | Média |
| Intermediação de importação | Médio | Alta |
| Autorização RDC 327 | Alto | Muito alta |

Quanto mais perto do produto, maior o investimento e a exigência sanitária. Serviços e educação costumam ser portas de entrada com menor risco.

> Dica: as normas mudam com frequência. Consulte a norma vigente e, se possível, um advogado especializado antes de escolher o modelo.`,
        },
      ],
    },
    {
      title: 'Plano de Negócios',
      description:
        'Da proposta de valor à estratégia operacional: monte a estrutura do seu plano de negócios com ferramentas práticas.',
      lessons: [
        {
          title: 'A estrutura de um plano de negócios',
          description:
            'As seções essenciais de um plano de negócios e o que investidores esperam encontrar em cada uma.',
          type: 'video',
          objectives: [
            'Conhecer as seções de um plano de negócios',
            'Entender a função de cada seção para o leitor',
            'Adaptar o plano ao setor regulado de cannabis',
          ],
          content: `## A estrutura de um plano de negócios

Um plano de negócios organiza a sua ideia em um documento que convence sócios, investidores e até você mesmo de que o projeto é viável. No setor de cannabis, ele também precisa provar que o modelo é legal.

Seções essenciais:

- **Sumário executivo:** uma página com problema, solução, mercado, números e pedido de investimento.
- **Descrição do negócio:** missão, proposta de valor e modelo de receita.
- **Análise de mercado:** tamanho, público-alvo e concorrência.
- **Plano regulatório:** normas aplicáveis, licenças e cronograma de autorizações.
- **Plano operacional:** processos, fornecedores, equipe e localização.
- **Plano de marketing:** posicionamento e canais, respeitando as regras de publicidade.
- **Plano financeiro:** investimento, projeções, ROI, payback e cenários.
- **Riscos:** principais ameaças e como mitigá-las.

O plano regulatório é o diferencial deste setor. Um investidor experiente vai perguntar quais autorizações são necessárias, quanto tempo levam e o que acontece se a norma mudar.

> Dica: escreva o sumário executivo por último. Ele deve resumir o que as outras seções já comprovaram.`,
        },
        {
          title: 'Canvas e proposta de valor',
          description:
            'Use o Business Model Canvas para desenhar o seu modelo em uma página e validar a proposta de valor.',
          type: 'template',
          objectives: [
            'Preencher os nove blocos do Business Model Canvas',
            'Formular uma proposta de valor clara e verificável',
            'Identificar hipóteses que precisam ser testadas',
          ],
          content: `## Canvas e proposta de valor

O Business Model Canvas resume o modelo de negócio em nove blocos. Baixe o modelo desta aula e preencha cada bloco com frases curtas.

- **Segmentos de clientes:** quem você atende (pacientes, médicos, associações, farmácias).
- **Proposta de valor:** qual problema você resolve e por que é melhor.
- **Canais:** como você chega ao cliente.
- **Relacionamento:** como mantém o cliente.
- **Fontes de receita:** como e quanto cobra.
- **Recursos-chave:** o que é indispensável para operar.
- **Atividades-chave:** o que a empresa precisa fazer bem.
- **Parcerias-chave:** fornecedores, laboratórios, advogados.
- **Estrutura de custos:** principais gastos fixos e variáveis.

Uma boa proposta de valor é específica. Compare:

| Fraca | Forte |
| --- | --- |
| "Ajudamos pacientes" | "Reduzimos de 30 para 10 dias o tempo de importação via RDC 660/2022" |

> Dica: cada bloco do canvas é uma hipótese. Marque em vermelho o que ainda não foi validado com clientes reais e priorize esses testes.

Ao final, você terá um retrato do negócio que servirá de base para todas as seções do plano.`,
        },
        {
          title: 'Análise de mercado e concorrência',
          description:
            'Como estimar o tamanho do mercado e mapear concorrentes diretos e indiretos.',
          type: 'text',
          objectives: [
            'Estimar TAM, SAM e SOM para o seu negócio',
            'Mapear concorrentes diretos e indiretos',
            'Definir um posicionamento defensável',
          ],
          content: `## Análise de mercado e concorrência

Investidores querem saber se o mercado é grande o bastante e se você consegue conquistar uma parte dele. Use a lógica TAM, SAM e SOM:

- **TAM (mercado total):** toda a demanda possível pelo tipo de solução.
- **SAM (mercado endereçável):** a parte que o seu modelo e a sua região alcançam.
- **SOM (mercado obtenível):** a fatia realista que você pode conquistar em três a cinco anos.

Exemplo simplificado para uma plataforma de educação médica:

| Camada | Critério | Estimativa |
| --- | --- | --- |
| TAM | Médicos ativos no Brasil | mais de 550 mil |
| SAM | Especialidades que mais prescrevem | 80 mil |
| SOM | 2% do SAM em três anos | 1.600 alunos |

Para a concorrência, liste:

- **Diretos:** empresas que oferecem a mesma solução.
- **Indiretos:** alternativas que resolvem o mesmo problema de outro jeito.
- **Substitutos:** o que o cliente faz hoje se não comprar de ninguém.

Compare preço, qualidade, conformidade regulatória e experiência do cliente. Conformidade é um diferencial real neste setor.

> Dica: prefira construir o SOM de baixo para cima, a partir de clientes, preço e capacidade de venda, em vez de aplicar um percentual ao mercado total.`,
        },
        {
          title: 'Estratégia operacional e parceiros',
          description:
            'Como desenhar processos, escolher fornecedores e montar a equipe mínima para operar com segurança.',
          type: 'video',
          objectives: [
            'Desenhar o fluxo operacional do negócio',
            'Definir critérios de seleção de fornecedores e parceiros',
            'Dimensionar a equipe mínima e as funções obrigatórias',
          ],
          content: `## Estratégia operacional e parceiros

O plano operacional mostra como a promessa do negócio vira rotina. Em um setor regulado, ele também precisa demonstrar controle e rastreabilidade.

Comece desenhando o fluxo de ponta a ponta: da captação do cliente à entrega do serviço ou produto e ao pós-venda. Para cada etapa, responda quem executa, com qual ferramenta e que registro fica guardado.

Critérios para escolher fornecedores e parceiros:

- **Regularidade:** licenças, autorizações e certificados em dia.
- **Qualidade:** laudos de análise por lote, quando houver produto.
- **Capacidade:** volume que conseguem atender sem atrasos.
- **Reputação:** histórico com clientes e com órgãos reguladores.
- **Contrato:** responsabilidades, confidencialidade e proteção de dados.

Funções que costumam ser indispensáveis:

| Função | Por que importa |
| --- | --- |
| Responsável técnico | Exigido em atividades sujeitas à vigilância sanitária |
| Jurídico regulatório | Interpretação de normas e contratos |
| Atendimento | Relação com pacientes e profissionais |

> Dica: terceirize o que não é essencial no início, mas nunca terceirize a responsabilidade. A empresa responde pelos parceiros que escolhe.

Um fluxo bem documentado também facilita auditorias e acelera a entrada de novos colaboradores.`,
        },
        {
          title: 'Quiz: fundamentos do plano de negócios',
          description:
            'Teste seus conhecimentos sobre mercado, modelos de negócio e estrutura do plano antes de entrar nas finanças.',
          type: 'quiz',
          objectives: [
            'Revisar os conceitos dos dois primeiros módulos',
            'Identificar pontos que precisam de revisão',
          ],
          content: `## Quiz: fundamentos do plano de negócios

Este quiz reúne cinco perguntas sobre os temas dos módulos 1 e 2. Você terá cinco minutos para responder e verá a explicação de cada resposta ao final.

O que será avaliado:

- Diferenças entre os segmentos medicinal, de uso adulto e de cânhamo industrial.
- Vias legais de acesso do paciente no Brasil, incluindo a RDC 327/2019 e a RDC 660/2022.
- Modelos de negócio compatíveis com a regulação brasileira.
- Seções de um plano de negócios e o papel do plano regulatório.
- Conceitos de TAM, SAM e SOM.

Como interpretar o resultado:

| Acertos | Significado |
| --- | --- |
| 80% ou mais | Você domina o conteúdo |
| 60% a 79% | Bom trabalho, revise os pontos errados |
| Abaixo de 60% | Revise o conteúdo antes de prosseguir |

> Dica: leia a explicação e o reforço de cada pergunta, mesmo das que você acertou. Eles trazem fatos que voltam a aparecer no projeto final.

Você pode refazer o quiz quantas vezes quiser. O objetivo é consolidar a base antes de construir a análise financeira do seu plano.`,
        },
      ],
    },
    {
      title: 'Análise Financeira e Captação',
      description:
        'Investimento, receitas, custos, margem, ROI e payback, simulação de cenários e preparação para conversar com investidores.',
      lessons: [
        {
          title: 'Investimento inicial e capital de giro',
          description:
            'Como levantar todos os gastos necessários para abrir o negócio e manter a operação até ela se pagar.',
          type: 'video',
          objectives: [
            'Listar os componentes do investimento inicial',
            'Calcular a necessidade de capital de giro',
            'Incluir custos regulatórios no orçamento',
          ],
          content: `## Investimento inicial e capital de giro

O investimento inicial é tudo o que você precisa gastar antes de o negócio gerar receita. Subestimá-lo é um dos erros mais comuns de quem empreende.

Componentes típicos:

- **Investimentos fixos:** equipamentos, reformas, computadores e software.
- **Despesas pré-operacionais:** abertura da empresa, licenças, consultoria jurídica e regulatória.
- **Capital de giro:** dinheiro para pagar custos enquanto as vendas não cobrem as despesas.
- **Reserva de contingência:** margem para imprevistos, geralmente de 10% a 20%.

Exemplo para uma consultoria regulatória:

| Item | Valor (R$) |
| --- | --- |
| Estrutura e equipamentos | 15.000 |
| Abertura, licenças e jurídico | 10.000 |
| Capital de giro (6 meses) | 20.000 |
| Contingência | 5.000 |
| **Total** | **50.000** |

No setor de cannabis, prazos de autorização podem atrasar a primeira receita. Por isso, o capital de giro deve cobrir o tempo realista de espera pelas licenças, e não apenas o cenário ideal.

> Dica: monte o orçamento com cotações reais de pelo menos três fornecedores por item relevante.`,
        },
        {
          title: 'Projeção de receitas, custos e margem',
          description:
            'Monte na planilha a projeção de receitas e custos e calcule a margem do negócio em três cenários.',
          type: 'spreadsheet',
          objectives: [
            'Projetar receitas a partir de preço e volume',
            'Separar custos fixos e variáveis',
            'Calcular margem de lucro em cenários diferentes',
          ],
          content: `## Projeção de receitas, custos e margem

Nesta aula você vai preencher a planilha financeira que acompanha o curso. Ela parte de premissas simples e calcula automaticamente os principais indicadores.

Passos:

- **Receita:** preço médio multiplicado pelo volume mensal esperado.
- **Custos variáveis:** crescem com as vendas, como impostos sobre faturamento, comissões e frete.
- **Custos fixos:** não dependem das vendas, como aluguel, salários e software.
- **Lucro:** receita menos custos totais.
- **Margem:** lucro dividido pela receita.

Exemplo anual:

| Item | Valor (R$) |
| --- | --- |
| Receita | 150.000 |
| Custos totais | 80.000 |
| Lucro | 70.000 |
| Margem | 46,7% |

Crie três cenários: pessimista, base e otimista. Varie principalmente volume e prazo de início das vendas, que são as premissas mais incertas em um setor que depende de autorizações.

> Dica: registre na própria planilha a origem de cada premissa, como pesquisa com clientes, cotação ou dado de mercado. Isso dá credibilidade ao seu plano.

Guarde a planilha preenchida: você vai usá-la no simulador financeiro e no projeto final.`,
        },
        {
          title: 'ROI, payback e ponto de equilíbrio',
          description:
            'As fórmulas que mostram se o investimento vale a pena e em quanto tempo ele retorna.',
          type: 'text',
          objectives: [
            'Calcular o ROI de um projeto',
            'Calcular o payback em meses',
            'Encontrar o ponto de equilíbrio do negócio',
          ],
          content: `## ROI, payback e ponto de equilíbrio

Três indicadores resumem a atratividade financeira de um projeto.

- **ROI (retorno sobre o investimento):** ROI = (receita − custos) / investimento.
- **Payback:** payback em meses = investimento / lucro anual × 12.
- **Ponto de equilíbrio:** receita mínima para cobrir todos os custos, em que o lucro é zero.

Exemplo com investimento de R$ 50.000, receita anual de R$ 150.000 e custos anuais de R$ 80.000:

| Indicador | Cálculo | Resultado |
| --- | --- | --- |
| Lucro anual | 150.000 − 80.000 | R$ 70.000 |
| ROI | 70.000 / 50.000 | 140% ao ano |
| Payback | 50.000 / 70.000 × 12 | cerca de 8,6 meses (9 meses arredondando para cima) |

Para o ponto de equilíbrio, use a margem de contribuição: ponto de equilíbrio = custos fixos / (1 − custos variáveis / receita). Se os custos fixos somam R$ 60.000 por ano e os variáveis representam 20% da receita, o equilíbrio é R$ 75.000 de receita anual.

> Dica: esses indicadores não consideram o valor do dinheiro no tempo. Para projetos longos, complemente com VPL e TIR.`,
        },
        {
          title: 'Simulador financeiro: teste seu cenário',
          description:
            'Use o simulador financeiro para testar investimento, receita e custos e ver ROI, payback e risco em tempo real.',
          type: 'interactive',
          simulator: 'financial',
          objectives: [
            'Simular diferentes combinações de investimento, receita e custos',
            'Interpretar ROI, payback e classificação de risco',
            'Escolher o cenário mais robusto para o plano',
          ],
          content: `## Simulador financeiro: teste seu cenário

O simulador desta aula calcula os principais indicadores a partir de três números: investimento, receita anual e custos anuais. Os valores iniciais são R$ 50.000, R$ 150.000 e R$ 80.000.

O que o simulador mostra:

- **ROI:** (receita − custos) / investimento, em percentual.
- **Payback:** investimento / (receita − custos) × 12, arredondado para cima em meses.
- **Margem:** (receita − custos) / receita.
- **Risco:** classificação que combina tamanho do investimento e margem.

| Risco | Condição |
| --- | --- |
| Alto | Investimento acima de R$ 100.000 e margem abaixo de 20% |
| Médio | Investimento acima de R$ 50.000 e margem abaixo de 30% |
| Baixo | Demais casos |

Roteiro de exercícios:

- Rode o cenário inicial e confirme ROI de 140% e payback de 9 meses.
- Reduza a receita em 30% e observe o efeito na margem.
- Aumente o investimento para R$ 120.000 e veja quando o risco muda.
- Insira os números da sua planilha e anote os resultados.

> Dica: a classificação de risco é uma simplificação didática. Use-a para comparar cenários, não como parecer definitivo sobre o negócio.`,
        },
        {
          title: 'Captação de recursos e investidores',
          description:
            'Fontes de financiamento para negócios de cannabis e como se preparar para uma conversa com investidores.',
          type: 'video',
          objectives: [
            'Comparar fontes de financiamento disponíveis',
            'Preparar materiais para investidores',
            'Entender a diligência que investidores fazem no setor',
          ],
          content: `## Captação de recursos e investidores

Nem todo negócio precisa de investidor, mas todo negócio precisa de uma estratégia de financiamento. As principais fontes são:

- **Recursos próprios (bootstrapping):** mais controle, crescimento mais lento.
- **Investidor-anjo:** pessoa física que aporta capital e experiência; o Marco Legal das Startups (Lei Complementar 182/2021) trouxe segurança jurídica a esse aporte.
- **Venture capital:** fundos que buscam alto crescimento e participação societária.
- **Crowdfunding de investimento:** plataformas regulamentadas pela CVM.
- **Fomento e editais:** recursos de agências como a Finep e as fundações estaduais de amparo à pesquisa, especialmente para inovação e pesquisa.

Materiais essenciais para a conversa:

| Material | Conteúdo |
| --- | --- |
| Pitch deck | 10 a 15 slides com problema, solução, mercado, tração e pedido |
| Plano financeiro | Projeções, ROI, payback e uso dos recursos |
| Dossiê regulatório | Normas aplicáveis, licenças obtidas e pendentes |

Investidores que atuam no setor fazem diligência rigorosa sobre conformidade. Ter documentos organizados acelera a negociação e transmite confiança.

> Dica: saiba exatamente quanto você precisa, para que vai usar e qual marco o dinheiro vai permitir atingir.`,
        },
      ],
    },
    {
      title: 'Marketing, Gestão e Compliance',
      description:
        'Comunicação ética, regras de publicidade, gestão do dia a dia e compliance, finalizando com o projeto do seu plano de negócios.',
      lessons: [
        {
          title: 'Marketing ético e regras de publicidade',
          description:
            'O que a regulação permite e proíbe na comunicação de negócios ligados à cannabis.',
          type: 'video',
          objectives: [
            'Conhecer as restrições de publicidade de produtos de cannabis',
            'Diferenciar conteúdo educativo de promoção de produto',
            'Planejar canais de comunicação responsáveis',
          ],
          content: `## Marketing ético e regras de publicidade

A comunicação no setor de cannabis é fortemente restrita. A RDC 327/2019 proíbe a publicidade dos produtos de cannabis, e medicamentos de venda sob prescrição só podem ser divulgados a profissionais habilitados a prescrever ou dispensar.

O que evitar:

- Anunciar marcas ou produtos de cannabis ao público geral.
- Prometer cura ou resultados terapêuticos.
- Usar depoimentos de pacientes para promover produtos.
- Oferecer descontos ou brindes vinculados a produtos controlados.

O que costuma ser possível:

- **Educação:** conteúdo científico e informativo, sem menção a marcas.
- **Serviços:** divulgar consultoria, software ou cursos, sem induzir ao consumo.
- **Relacionamento B2B:** comunicação técnica com profissionais de saúde, respeitando as normas.

| Abordagem | Avaliação |
| --- | --- |
| Artigo sobre o sistema endocanabinoide com referências | Educativo |
| Post "nosso óleo acaba com a ansiedade" | Proibido |

Redes sociais e plataformas de anúncios também têm políticas próprias, muitas vezes mais restritivas que a lei.

> Dica: crie um fluxo de revisão de toda peça antes da publicação e consulte a norma vigente, pois as regras de publicidade sanitária são atualizadas com frequência.`,
        },
        {
          title: 'Gestão de pessoas e operações',
          description:
            'Rotinas de gestão, indicadores e cultura organizacional para um negócio regulado crescer com segurança.',
          type: 'text',
          objectives: [
            'Definir indicadores-chave de desempenho',
            'Estruturar rotinas de gestão semanal e mensal',
            'Construir uma cultura de qualidade e conformidade',
          ],
          content: `## Gestão de pessoas e operações

Depois de aberto, o negócio precisa de rotinas que mantenham qualidade, caixa e conformidade sob controle. Gestão é o que transforma o plano em resultado.

Indicadores-chave sugeridos:

| Área | Indicador |
| --- | --- |
| Financeiro | Margem, fluxo de caixa, custo de aquisição de cliente |
| Operações | Prazo médio de atendimento, retrabalho |
| Clientes | Satisfação, taxa de retenção |
| Compliance | Não conformidades abertas, treinamentos concluídos |

Rotinas recomendadas:

- **Semanal:** reunião curta com indicadores operacionais e pendências.
- **Mensal:** fechamento financeiro e comparação com o plano.
- **Trimestral:** revisão de estratégia, riscos e mudanças regulatórias.

Na gestão de pessoas, contrate para as funções críticas primeiro e documente os processos desde o início. Procedimentos operacionais padrão reduzem erros e facilitam o treinamento.

> Dica: inclua a conformidade regulatória nas metas de toda a equipe, não apenas do jurídico. Em um setor regulado, um erro de atendimento pode virar um problema sanitário.

Cultura se constrói com exemplo: líderes que respeitam processos criam equipes que respeitam processos.`,
        },
        {
          title: 'Compliance e gestão de riscos',
          description:
            'Como montar um programa de compliance proporcional ao tamanho do negócio e mapear os principais riscos.',
          type: 'text',
          objectives: [
            'Conhecer os pilares de um programa de compliance',
            'Montar uma matriz de riscos simples',
            'Definir responsáveis e rotinas de monitoramento',
          ],
          content: `## Compliance e gestão de riscos

Compliance é estar em conformidade com leis, normas e políticas internas. No setor de cannabis, ele protege o paciente, a empresa e os investidores.

Pilares de um programa de compliance:

- **Comprometimento da liderança:** a direção dá o exemplo.
- **Avaliação de riscos:** mapear o que pode dar errado.
- **Políticas e procedimentos:** regras claras e escritas.
- **Treinamento:** equipe capacitada e atualizada.
- **Canal de denúncias:** forma segura de relatar problemas.
- **Monitoramento:** auditorias e correção contínua.

Matriz de riscos simplificada:

| Risco | Probabilidade | Impacto | Resposta |
| --- | --- | --- | --- |
| Mudança de norma da Anvisa | Média | Alto | Monitoramento regulatório mensal |
| Vazamento de dados de pacientes | Baixa | Alto | Controles da LGPD e criptografia |
| Publicidade irregular | Média | Médio | Revisão prévia de conteúdo |

Para cada risco relevante, defina um responsável e um prazo de revisão. Pequenas empresas podem começar com uma planilha e evoluir para ferramentas dedicadas.

> Dica: guarde evidências de tudo o que é feito, como atas, treinamentos e registros de auditoria. Em uma fiscalização, o que não está documentado é considerado não realizado.`,
        },
        {
          title: 'Indicadores de crescimento e governança',
          description:
            'Como acompanhar o crescimento do negócio e estruturar a governança para sócios e investidores.',
          type: 'video',
          objectives: [
            'Acompanhar indicadores de crescimento e eficiência',
            'Estruturar acordo de sócios e prestação de contas',
            'Planejar os próximos passos de expansão',
          ],
          content: `## Indicadores de crescimento e governança

Crescer sem governança aumenta o risco. Nesta aula, você aprende a medir o crescimento e a organizar a relação com sócios e investidores.

Indicadores de crescimento mais usados:

- **Receita recorrente mensal:** essencial para negócios de assinatura e software.
- **Custo de aquisição de cliente (CAC):** quanto custa conquistar um cliente.
- **Valor do cliente no tempo (LTV):** quanto um cliente gera ao longo do relacionamento.
- **Relação LTV/CAC:** idealmente acima de 3.
- **Queima de caixa:** quanto dinheiro sai por mês antes do lucro.

Boas práticas de governança:

| Prática | Benefício |
| --- | --- |
| Acordo de sócios | Regras claras de decisão, saída e conflitos |
| Relatório mensal aos investidores | Transparência e confiança |
| Conselho consultivo | Experiência externa para decisões estratégicas |
| Separação entre contas pessoais e da empresa | Controle financeiro real |

Antes de expandir para novas linhas de negócio, verifique se cada uma tem o mesmo nível de segurança regulatória da atividade atual.

> Dica: o acordo de sócios deve ser assinado no início, quando todos estão alinhados. Negociar regras durante um conflito é muito mais difícil.`,
        },
        {
          title: 'Projeto final: o plano de negócios da sua empresa',
          description:
            'Reúna tudo o que aprendeu em um plano de negócios completo e receba a revisão do mentor IA.',
          type: 'project',
          objectives: [
            'Elaborar um plano de negócios completo',
            'Integrar análise regulatória, operacional e financeira',
            'Apresentar o plano de forma clara e convincente',
          ],
          content: `## Projeto final: o plano de negócios da sua empresa

Chegou a hora de juntar todas as peças. Baixe o modelo de plano de negócios desta aula e construa a versão completa da sua ideia.

Entregáveis:

- **Sumário executivo** de até uma página.
- **Canvas** revisado, com hipóteses validadas destacadas.
- **Análise de mercado** com TAM, SAM, SOM e mapa de concorrentes.
- **Plano regulatório** com normas aplicáveis e cronograma de autorizações.
- **Plano operacional e de marketing** compatível com as regras de publicidade.
- **Plano financeiro** com investimento, ROI, payback e três cenários.
- **Matriz de riscos** com responsáveis e respostas.

Critérios para a sua autoavaliação:

| Critério | Peso |
| --- | --- |
| Conformidade regulatória | 30% |
| Consistência financeira | 30% |
| Clareza e coerência | 20% |
| Viabilidade operacional | 20% |

Dê a cada critério uma nota de 0 a 10 e revise primeiro as seções com as notas mais baixas. Se uma dúvida de conceito surgir no caminho, pergunte ao Mentor IA: ele responde citando as aulas do curso.

> Dica: teste o seu plano com uma pessoa que não conhece o projeto. Se ela entender o negócio lendo apenas o sumário executivo, você está no caminho certo.

Este projeto é requisito para emitir o certificado de conclusão do curso.`,
        },
      ],
    },
  ],
  reviews: [
    {
      author: REVIEWER.rafaelM,
      rating: 5,
      date: '2026-02-18',
      comment:
        'O módulo financeiro foi o que eu precisava. Consegui montar as projeções da minha consultoria e apresentar a um investidor-anjo com ROI e payback bem fundamentados.',
    },
    {
      author: REVIEWER.julianaC,
      rating: 5,
      date: '2026-03-07',
      comment:
        'Excelente para entender o que é permitido no Brasil. A aula sobre modelos de negócio e a de publicidade me pouparam erros caros. O mentor IA ajudou muito no projeto final.',
    },
  ],
} satisfies SeedCourse
