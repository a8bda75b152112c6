import type { SeedCourse } from './types.js'
import { REVIEWER } from './reviewers.js'

export default {
  slug: 'analise-terpenos-ia',
  title: 'Análise de Terpenos com IA',
  subtitle: 'Química, laudos e machine learning para entender o perfil aromático da cannabis',
  description:
    'Um curso intermediário que conecta a química dos terpenos à análise laboratorial e à ciência de dados. Você vai estudar biossíntese, cromatografia, quimiotipos e a evidência real sobre o efeito comitiva, e aprender a classificar perfis de terpenos com machine learning.',
  category: 'science',
  level: 'intermediate',
  imageEmoji: '🧪',
  price: 37,
  featured: false,
  tags: ['Terpenos', 'Química analítica', 'GC-MS', 'Quimiotipos', 'Machine learning'],
  features: [
    'Certificado de conclusão verificável',
    'Mentor IA 24/7',
    'Laboratório virtual molecular',
    'Estudo de caso com laudo real comentado',
    'Aula sobre como ler dashboards de perfis de terpenos',
  ],
  objectives: [
    'Descrever a estrutura química e a biossíntese dos principais terpenos da cannabis',
    'Avaliar criticamente a evidência sobre o efeito comitiva',
    'Compreender os princípios da cromatografia gasosa acoplada à espectrometria de massas',
    'Interpretar laudos de análise de canabinoides e terpenos',
    'Classificar quimiotipos para além dos rótulos indica e sativa',
    'Aplicar técnicas de machine learning a perfis de terpenos',
  ],
  learningPath: [
    'Química e biossíntese dos terpenos',
    'Efeito comitiva: hipótese e evidências',
    'Cromatografia, laudos e quimiotipos',
    'Machine learning aplicado a perfis de terpenos',
  ],
  outcomes: [
    'Leitura segura e crítica de laudos laboratoriais',
    'Vocabulário técnico para dialogar com químicos e farmacêuticos',
    'Capacidade de separar evidência científica de marketing',
    'Noções práticas de classificação de dados químicos com IA',
    'Certificado de conclusão para o seu portfólio',
  ],
  mentor: {
    name: 'Dr. Aroma IA',
    avatar: '🧪',
    bio: 'Mentor virtual especializado em química analítica e ciência de dados, treinado para explicar cromatografia, estatística e terpenos com rigor e clareza.',
    experience: '12+ anos de química analítica condensados',
  },
  tabs: ['conteudo', 'progresso', 'lab_virtual', 'mentor', 'objetivos', 'quiz'],
  simulators: ['molecular'],
  createdDaysAgo: 50,
  modules: [
    {
      title: 'Química e Biossíntese dos Terpenos',
      description:
        'A estrutura dos terpenos, os seis compostos mais relevantes da cannabis e como a planta os produz.',
      lessons: [
        {
          title: 'O que são terpenos: da unidade de isopreno às famílias',
          description:
            'A lógica estrutural dos terpenos e a diferença entre monoterpenos e sesquiterpenos.',
          type: 'video',
          content: `## A química dos terpenos

Terpenos são hidrocarbonetos formados pela combinação de unidades de isopreno, uma molécula de cinco carbonos (C5H8). Quando possuem grupos oxigenados, como álcoois, são chamados de terpenoides. No dia a dia, os dois termos costumam ser usados como sinônimos.

### Classificação pelo número de carbonos

| Classe | Unidades de isopreno | Carbonos | Exemplos na cannabis |
|---|---|---|---|
| Monoterpenos | 2 | C10 | Mirceno, limoneno, pineno, linalol |
| Sesquiterpenos | 3 | C15 | β-cariofileno, humuleno |
| Diterpenos | 4 | C20 | Fitol |

### Propriedades importantes

- Monoterpenos são mais leves e voláteis: evaporam primeiro na secagem e no armazenamento.
- Sesquiterpenos são maiores e mais estáveis, por isso ganham proporção em material envelhecido.
- São compostos lipofílicos, com baixa solubilidade em água.

### Na cannabis

Já foram identificados mais de cem terpenos diferentes na planta. O teor total costuma ficar em torno de 1 a 3% da massa seca das inflorescências, com grande variação entre cultivares e condições de cultivo.

> Dica: a mesma molécula pode ter nomes diferentes. O β-mirceno é frequentemente chamado apenas de mirceno, e o β-cariofileno aparece em laudos como cariofileno.`,
          objectives: [
            'Definir terpenos e terpenoides',
            'Classificar terpenos pelo número de unidades de isopreno',
            'Relacionar volatilidade e tamanho molecular',
          ],
        },
        {
          title: 'Os seis terpenos que você precisa conhecer',
          description:
            'Mirceno, limoneno, β-cariofileno, linalol, pineno e terpinoleno: estrutura, aroma e o que dizem os estudos.',
          type: 'text',
          content: `## Seis terpenos essenciais

Estes compostos aparecem com frequência nos laudos e ajudam a diferenciar cultivares.

| Terpeno | Classe | Aroma típico | Também encontrado em |
|---|---|---|---|
| Mirceno | Monoterpeno acíclico | Terroso, herbal | Lúpulo, manga |
| Limoneno | Monoterpeno monocíclico | Cítrico | Casca de laranja |
| β-cariofileno | Sesquiterpeno | Picante, amadeirado | Pimenta-do-reino, cravo |
| Linalol | Monoterpeno álcool | Floral | Lavanda |
| α-pineno | Monoterpeno bicíclico | Pinho, resina | Pinheiros, alecrim |
| Terpinoleno | Monoterpeno monocíclico | Frutado, herbal | Melaleuca, maçã |

### O que a pesquisa sugere

- **Mirceno**: frequentemente o terpeno mais abundante; efeitos sedativos observados em animais em doses altas.
- **Limoneno**: efeitos ansiolíticos em modelos animais e um estudo clínico recente com THC.
- **β-cariofileno**: agonista seletivo do receptor CB2, tema da aula 6.
- **Linalol**: efeitos ansiolíticos e sedativos em modelos animais.
- **α-pineno**: inibição da acetilcolinesterase em estudos laboratoriais.
- **Terpinoleno**: dados ainda escassos, mas útil para caracterizar quimiotipos.

### Cuidado com extrapolações

A maioria desses achados vem de estudos em células ou animais, com doses muito superiores às presentes em um produto de cannabis.

> Dica: ao ler um rótulo que promete um efeito pelo terpeno dominante, procure estudos em humanos. Eles ainda são raros.`,
          objectives: [
            'Reconhecer os seis terpenos principais e suas classes',
            'Relacionar cada terpeno a aromas e fontes naturais',
            'Avaliar o nível de evidência dos efeitos atribuídos',
          ],
        },
        {
          title: 'Biossíntese nos tricomas',
          description:
            'As rotas metabólicas que produzem terpenos e canabinoides e o papel das terpeno sintases.',
          type: 'video',
          content: `## Como a planta produz terpenos

A produção acontece principalmente nos tricomas glandulares capitados das flores femininas. As células da cabeça do tricoma sintetizam os compostos e os acumulam em uma cavidade de secreção.

### Duas rotas de origem

| Rota | Local na célula | Precursor formado | Produtos |
|---|---|---|---|
| MEP | Plastídios | GPP (C10) | Monoterpenos e canabinoides |
| Mevalonato (MVA) | Citosol | FPP (C15) | Sesquiterpenos |

As duas rotas produzem as mesmas unidades básicas de cinco carbonos, o IPP e o DMAPP, que são unidas para formar GPP e FPP.

### Terpeno sintases

- Enzimas da família TPS convertem GPP e FPP nos terpenos finais.
- A cannabis possui dezenas de genes TPS, e algumas enzimas produzem mais de um composto.
- Variações nesses genes explicam parte da diferença de aroma entre cultivares.

### Ligação com os canabinoides

O GPP também é usado para formar o CBGA, unido ao ácido olivetólico por uma enzima preniltransferase. Assim, terpenos e canabinoides compartilham a mesma matéria-prima.

### Fatores que alteram o perfil

- Genética da planta.
- Luz, temperatura e estresse durante o cultivo.
- Ponto de colheita, secagem e cura.

> Dica: como os monoterpenos são voláteis, secagens quentes e rápidas podem reduzir bastante seu teor final.`,
          objectives: [
            'Diferenciar as rotas MEP e mevalonato',
            'Explicar a função das terpeno sintases',
            'Relacionar a biossíntese de terpenos à de canabinoides',
          ],
        },
      ],
    },
    {
      title: 'Efeito Comitiva: Hipótese e Evidências',
      description:
        'A origem do conceito, o que os estudos realmente mostram e por que o tema continua controverso.',
      lessons: [
        {
          title: 'A origem do conceito de efeito comitiva',
          description:
            'De onde veio a expressão "efeito comitiva" e como ela passou da bioquímica ao marketing.',
          type: 'video',
          content: `## De onde vem o "efeito comitiva"

A expressão "entourage effect", traduzida como efeito comitiva, foi usada em 1998 pelo grupo do pesquisador Raphael Mechoulam. O estudo original não tratava de terpenos: mostrava que ésteres de glicerol inativos, produzidos pelo próprio corpo, aumentavam a atividade do endocanabinoide 2-AG.

### A ampliação da ideia

Nos anos seguintes, o conceito foi estendido aos compostos da planta. Uma revisão influente de Ethan Russo, publicada em 2011, propôs que terpenos e canabinoides menores poderiam modular os efeitos do THC, por exemplo atenuando a ansiedade.

### Linha do tempo

| Ano | Marco |
|---|---|
| 1998 | Termo usado para moléculas endógenas |
| 2008 | β-cariofileno descrito como agonista de CB2 |
| 2011 | Revisão propõe sinergia entre fitocanabinoides e terpenos |
| Anos 2010 e 2020 | Termo se populariza no mercado |

### Duas ideias diferentes

- **Hipótese científica**: compostos da planta podem interagir e modificar efeitos uns dos outros.
- **Slogan comercial**: produtos de "planta inteira" seriam sempre superiores a isolados.

A primeira é testável e merece pesquisa. A segunda é uma generalização que não se sustenta com os dados atuais.

> Dica: sempre que ouvir "efeito comitiva", pergunte qual combinação de compostos, em qual dose e com qual desfecho medido.`,
          objectives: [
            'Conhecer a origem do termo efeito comitiva',
            'Diferenciar a hipótese científica do uso comercial do termo',
          ],
        },
        {
          title: 'O que a ciência mostra e as controvérsias',
          description:
            'Uma leitura crítica dos estudos a favor e contra a modulação dos efeitos dos canabinoides por terpenos.',
          type: 'text',
          content: `## Evidências e controvérsias

O efeito comitiva é plausível, mas a evidência é mista. Conhecer os dois lados é essencial.

### Estudos que não encontraram efeito

- Em 2019 e 2020, estudos com células que expressavam CB1 e CB2 testaram terpenos comuns, sozinhos e com THC. Os terpenos não ativaram esses receptores nem alteraram a resposta ao THC.

### Estudos que sugerem efeito

- Em 2021, experimentos em camundongos observaram que alguns terpenos produziam efeitos semelhantes aos dos canabinoides, com participação do receptor CB1 e de outros alvos, como o receptor de adenosina A2a.
- Em 2024, um ensaio clínico controlado na Universidade Johns Hopkins mostrou que o limoneno vaporizado junto com o THC reduziu a ansiedade induzida pelo THC em adultos saudáveis.
- Metanálises sobre epilepsia sugeriram doses menores com extratos ricos em CBD do que com CBD isolado, mas os dados vinham de estudos observacionais heterogêneos.

### Pontos de atenção

| Problema | Consequência |
|---|---|
| Doses de terpenos em animais muito altas | Difícil extrapolar para humanos |
| Poucos ensaios clínicos | Baixa certeza da evidência |
| Expectativa e aroma | Risco de efeito placebo |
| Produtos sem padronização | Resultados pouco reprodutíveis |

### Conclusão atual

Interações específicas, como limoneno com THC, têm apoio experimental. A afirmação genérica de que "planta inteira é sempre melhor" não tem.

> Dica: leia a metodologia antes da conclusão. Número de participantes, grupo controle e dose mudam tudo.`,
          objectives: [
            'Resumir estudos a favor e contra o efeito comitiva',
            'Identificar limitações metodológicas na área',
            'Formular uma conclusão baseada em evidências',
          ],
        },
        {
          title: 'β-cariofileno e CB2: um terpeno canabinoide',
          description:
            'Por que o β-cariofileno é o terpeno com mecanismo mais bem descrito no sistema endocanabinoide.',
          type: 'video',
          content: `## β-cariofileno: o terpeno que ativa CB2

Em 2008, pesquisadores mostraram que o β-cariofileno se liga seletivamente ao receptor CB2 e o ativa. Foi a primeira vez que um composto comum da dieta foi descrito como canabinoide funcional.

### Por que isso importa

- O CB2 está concentrado em células do sistema imune e participa da modulação da inflamação.
- Ao contrário do CB1, a ativação do CB2 não causa efeitos psicoativos.
- O β-cariofileno não se liga de forma relevante ao CB1.

### Onde está

| Fonte | Observação |
|---|---|
| Pimenta-do-reino | Uma das fontes mais ricas |
| Cravo | Óleo essencial rico em cariofileno |
| Cannabis | Sesquiterpeno mais comum em muitos laudos |
| Alecrim e lúpulo | Presente em quantidades variáveis |

### O que a evidência mostra

- Estudos em animais indicam efeitos anti-inflamatórios e analgésicos dependentes de CB2.
- Estudos clínicos em humanos ainda são escassos.
- O óxido de cariofileno, produto de oxidação, tem atividade diferente e aparece em material envelhecido.

### Um bom exemplo de interação

O β-cariofileno mostra que terpenos podem ter alvos próprios no sistema endocanabinoide. Isso não comprova o efeito comitiva, mas dá a ele um mecanismo concreto para investigar.

> Dica: em laudos, compare o teor de β-cariofileno com o de óxido de cariofileno. Uma proporção alta de óxido pode indicar armazenamento prolongado.`,
          objectives: [
            'Explicar a interação do β-cariofileno com o receptor CB2',
            'Diferenciar evidência pré-clínica de evidência clínica',
          ],
        },
      ],
    },
    {
      title: 'Cromatografia, Laudos e Quimiotipos',
      description:
        'Como os laboratórios medem terpenos e canabinoides, como ler um laudo e como classificar quimiotipos.',
      lessons: [
        {
          title: 'Cromatografia gasosa e espectrometria de massas (GC-MS)',
          description:
            'Os princípios da técnica mais usada para identificar e quantificar terpenos.',
          type: 'video',
          content: `## GC-MS passo a passo

A cromatografia gasosa acoplada à espectrometria de massas (GC-MS) separa, identifica e quantifica compostos voláteis, o que a torna ideal para terpenos.

### Como funciona

1. **Preparo**: a amostra é extraída com solvente ou analisada por headspace, em que apenas os vapores são coletados.
2. **Injeção**: a amostra é vaporizada e levada por um gás de arraste, geralmente hélio.
3. **Separação**: em uma coluna capilar aquecida, cada composto avança em velocidade diferente. O tempo até sair da coluna é o tempo de retenção.
4. **Detecção**: no espectrômetro, as moléculas são ionizadas e fragmentadas. O padrão de fragmentos funciona como uma impressão digital.
5. **Quantificação**: a área de cada pico é comparada a uma curva de calibração com padrões de referência.

### GC ou HPLC?

| Técnica | Indicada para | Motivo |
|---|---|---|
| GC-MS ou GC-FID | Terpenos | Compostos voláteis |
| HPLC-UV | Canabinoides ácidos e neutros | Não aquece a amostra, preserva THCA e CBDA |

Na GC, o calor do injetor descarboxila os canabinoides ácidos, a menos que a amostra seja derivatizada.

### Conceitos de qualidade

- **LOD**: menor quantidade detectável.
- **LOQ**: menor quantidade quantificável com confiança.
- **Padrão interno**: corrige variações de injeção.

> Dica: compostos com espectros parecidos podem ser confundidos. Laboratórios confiáveis confirmam a identidade com tempo de retenção e padrão de referência.`,
          objectives: [
            'Descrever as etapas de uma análise por GC-MS',
            'Diferenciar as aplicações de GC e HPLC',
            'Compreender LOD, LOQ e padrão interno',
          ],
        },
        {
          title: 'Estudo de caso: interpretando um laudo de análise',
          description:
            'Analise um laudo fictício, porém realista, e extraia as informações que realmente importam.',
          type: 'case-study',
          content: `## Estudo de caso: o laudo do lote 0427

Uma associação com autorização judicial recebeu o laudo de análise de um lote de flores secas. Sua tarefa é interpretá-lo antes da liberação para a equipe técnica.

### Resultados de canabinoides (HPLC)

| Composto | Resultado |
|---|---|
| THCA | 0,35% |
| Δ9-THC | 0,05% |
| CBDA | 11,20% |
| CBD | 0,60% |

### Resultados de terpenos (GC-MS, mg/g)

| Terpeno | Resultado |
|---|---|
| Mirceno | 4,8 |
| β-cariofileno | 2,1 |
| Limoneno | 1,3 |
| α-pineno | 0,7 |
| Linalol | < LOQ |

### Perguntas do caso

1. Calcule o CBD total: 0,60 + (11,20 × 0,877) = cerca de 10,4%.
2. Calcule o THC total: 0,05 + (0,35 × 0,877) = cerca de 0,36%.
3. Qual o teor total dos terpenos quantificados? 8,9 mg/g, ou cerca de 0,89%.
4. Qual quimiotipo esse perfil sugere?

### Itens que um laudo confiável deve conter

- Identificação do laboratório e acreditação ISO/IEC 17025.
- Código do lote e data da coleta.
- Métodos, LOD e LOQ.
- Ensaios de segurança: micro-organismos, metais pesados, pesticidas e solventes residuais.

> Dica: "< LOQ" não significa ausência. O composto pode estar presente, mas abaixo do limite que o método quantifica com confiança.`,
          objectives: [
            'Calcular THC total e CBD total a partir de um laudo',
            'Identificar os elementos de um laudo confiável',
            'Interpretar resultados abaixo do limite de quantificação',
          ],
        },
        {
          title: 'Quimiotipos: além de indica e sativa',
          description:
            'Como a química classifica a cannabis de forma mais útil do que os rótulos comerciais.',
          type: 'video',
          content: `## Quimiotipos e quimiovares

Os rótulos "indica", "sativa" e "híbrida" descrevem a forma da planta e tradições comerciais, mas não preveem de forma confiável sua composição química. Estudos genéticos de 2015 e 2021 mostraram que esses nomes pouco correspondem à genética real das amostras.

### Classificação por canabinoides

| Quimiotipo | Característica |
|---|---|
| Tipo I | Predomínio de THC |
| Tipo II | THC e CBD em proporções próximas |
| Tipo III | Predomínio de CBD |
| Tipo IV | Predomínio de CBG |
| Tipo V | Teores muito baixos de canabinoides |

Essa classificação está ligada principalmente às variantes dos genes das enzimas THCA sintase e CBDA sintase.

### Classificação por terpenos

Análises de grandes bancos de laudos comerciais mostram que as amostras se agrupam em poucos perfis dominantes, por exemplo:

- Mirceno com pineno.
- β-cariofileno com limoneno.
- Terpinoleno com mirceno.

### Por que isso importa

- Para pesquisa: grupos químicos permitem comparar estudos.
- Para pacientes e prescritores: o laudo diz mais que o nome comercial.
- Para a IA: quimiotipos são rótulos objetivos para treinar modelos.

> Dica: o termo quimiovar combina o perfil de canabinoides e terpenos e é cada vez mais usado em publicações científicas.`,
          objectives: [
            'Explicar as limitações dos rótulos indica e sativa',
            'Classificar quimiotipos pelo perfil de canabinoides',
            'Reconhecer agrupamentos comuns de terpenos',
          ],
        },
        {
          title: 'Laboratório virtual: perfis moleculares',
          description:
            'Compare no laboratório virtual como terpenos e canabinoides se ligam aos receptores CB1 e CB2.',
          type: 'interactive',
          simulator: 'molecular',
          content: `## Laboratório virtual molecular

Nesta aula prática você usa o laboratório virtual (aba Lab Virtual) para comparar como terpenos e canabinoides se ligam aos receptores CB1 e CB2. Para cada molécula e concentração, o laboratório calcula a ocupação dos receptores a partir de constantes de afinidade (Ki) publicadas e indica a afinidade e a seletividade. São cálculos de equilíbrio, não medidas de efeito no organismo.

### Roteiro da atividade

1. Abra a aba Lab Virtual, escolha o Δ9-THC e anote a ocupação de CB1 e de CB2.
2. Repita com CBD, β-cariofileno, mirceno, limoneno e linalol, na mesma concentração.
3. Aumente a concentração até o máximo e observe quais moléculas passam a ocupar os receptores.
4. Classifique cada molécula pela afinidade e pela seletividade mostradas.

### Modelo de tabela

| Molécula | Ocupação CB1 | Ocupação CB2 | Seletividade |
|---|---|---|---|
| Δ9-THC | | | |
| β-cariofileno | | | |
| Mirceno | | | |

### Perguntas para discussão

- Por que o β-cariofileno é chamado de terpeno canabinoide?
- O que a falta de ligação do mirceno, do limoneno e do linalol diz sobre a hipótese do efeito comitiva?
- Por que ocupar um receptor não é o mesmo que ativá-lo?

### Ligação com o próximo módulo

A tabela que você montou tem o formato usado em ciência de dados: cada linha é uma amostra e cada coluna é uma variável. No módulo 4, você vai usar esse formato para agrupar e classificar perfis.

> Dica: se a diferença entre afinidade e seletividade não ficar clara, pergunte ao Mentor IA: ele responde citando as aulas do curso.`,
          objectives: [
            'Comparar no laboratório virtual a ligação de terpenos e canabinoides a CB1 e CB2',
            'Relacionar afinidade e seletividade à hipótese do efeito comitiva',
          ],
        },
      ],
    },
    {
      title: 'Machine Learning para Perfis de Terpenos',
      description:
        'Técnicas de agrupamento e classificação, visualização em dashboards e avaliação final.',
      lessons: [
        {
          title: 'Machine learning para classificar perfis de terpenos',
          description:
            'Da preparação dos dados à validação: como agrupar e classificar amostras pelo perfil químico.',
          type: 'video',
          content: `## Classificando perfis com machine learning

Um laudo de terpenos é um vetor de números. Com centenas de laudos, algoritmos podem encontrar padrões difíceis de ver a olho nu.

### Preparação dos dados

- Converta todos os resultados para a mesma unidade, como mg/g.
- Decida como tratar valores abaixo do LOQ e registre a decisão.
- Use proporções relativas para comparar perfis independentemente do teor total.
- Padronize as variáveis antes de métodos sensíveis à escala.

### Aprendizado não supervisionado

| Método | Para que serve |
|---|---|
| PCA | Reduzir dimensões e visualizar amostras em 2D |
| Agrupamento hierárquico | Revelar famílias de perfis |
| k-means | Dividir amostras em k grupos |

### Aprendizado supervisionado

Quando existem rótulos confiáveis, como quimiotipos confirmados, modelos como regressão logística, florestas aleatórias e SVM aprendem a prever o grupo de novas amostras.

### Validação honesta

- Separe dados de treino e de teste, ou use validação cruzada.
- Evite vazamento: amostras do mesmo lote não podem estar nos dois conjuntos.
- Avalie com matriz de confusão e F1, não apenas acurácia.
- Desconfie de modelos com muitas variáveis e poucas amostras.

### Diferenças entre laboratórios

Métodos diferentes geram vieses sistemáticos. Registre o laboratório de origem e verifique se o modelo não aprendeu a reconhecer o laboratório em vez do perfil.

> Dica: a importância de variáveis em uma floresta aleatória mostra quais terpenos mais pesam na classificação.`,
          objectives: [
            'Preparar dados de laudos para análise',
            'Diferenciar métodos supervisionados e não supervisionados',
            'Validar modelos evitando vazamento de dados',
          ],
        },
        {
          title: 'Dashboards de terpenos: como ler cada visualização',
          description:
            'Radar, mapa PCA, mapa de calor e confiança de um classificador, lidos a partir de uma tabela fictícia de amostras apresentada na própria aula.',
          type: 'text',
          content: `## Como ler um dashboard de terpenos

Projetos de análise de terpenos costumam reunir suas visualizações em um dashboard: vários painéis sobre o mesmo conjunto de amostras. Esta aula ensina a ler os painéis mais comuns a partir de uma tabela fictícia, para que você saiba interpretá-los em um laboratório, artigo ou relatório.

### A tabela da aula (mg/g)

| Amostra | Mirceno | Limoneno | β-cariofileno | Linalol | Terpinoleno |
|---|---|---|---|---|---|
| A | 6,1 | 1,2 | 1,8 | 0,3 | 0,1 |
| B | 5,4 | 1,0 | 2,1 | 0,4 | 0,1 |
| C | 1,1 | 4,8 | 2,6 | 0,5 | 0,2 |
| D | 0,9 | 5,2 | 2,2 | 0,6 | 0,1 |
| E | 0,8 | 0,7 | 0,9 | 0,2 | 4,9 |
| F | 3,0 | 3,1 | 1,5 | 1,9 | 0,3 |

### Os painéis mais comuns

| Painel | O que mostra | Como ler |
|---|---|---|
| Radar | Perfil relativo de uma amostra | Compare formas: normalize antes |
| Mapa PCA | Amostras em dois componentes principais | Pontos próximos têm perfis parecidos |
| Mapa de calor | Teor de cada terpeno por amostra | Procure blocos que separam grupos |
| Grupos | Resultado de um agrupamento | O número de grupos é uma escolha |
| Confiança | Probabilidade dada pelo classificador | Baixa confiança pede revisão |

### Exercício com a tabela

1. Qual é o terpeno dominante de cada amostra? Quais formariam um grupo?
2. Em um mapa PCA destes dados, que amostras ficariam próximas? Qual ficaria isolada?
3. Por que um classificador teria pouca confiança na amostra F?

Resposta esperada: A e B (mirceno), C e D (limoneno) e E (terpinoleno) formam três grupos; F fica entre mirceno e limoneno e recebe baixa confiança.

### Interpretação responsável

- Amostras com baixa confiança devem ser revisadas por um especialista.
- Um agrupamento não é uma verdade química: muda com o método e os parâmetros.
- Visualizações bonitas não substituem a validação estatística.

> Dica: descreva, em três frases, o que um mapa PCA desta tabela revelaria. Comunicar um resultado com clareza é parte da análise.`,
          objectives: [
            'Interpretar radar, mapa PCA, mapa de calor e confiança de um classificador',
            'Identificar amostras que exigem revisão especializada',
          ],
        },
        {
          title: 'Quiz final: terpenos, laudos e IA',
          description:
            'Avalie seus conhecimentos sobre química, biossíntese, efeito comitiva, cromatografia, quimiotipos e machine learning.',
          type: 'quiz',
          content: `## Quiz final

Este quiz fecha o curso com cinco perguntas de múltipla escolha. Há questões fáceis, médias e difíceis, e você terá cinco minutos para responder.

### Conteúdos avaliados

- Estrutura e classificação dos terpenos.
- Rotas de biossíntese e terpeno sintases.
- Evidências e controvérsias do efeito comitiva.
- GC-MS, HPLC e leitura de laudos.
- Quimiotipos e machine learning.

### Estratégia de estudo

1. Refaça os cálculos de THC total e CBD total do estudo de caso.
2. Revise a tabela dos seis terpenos essenciais.
3. Explique, com suas palavras, a diferença entre PCA e classificação supervisionada.

### Resultado

| Pontuação | Leitura |
|---|---|
| 80% ou mais | Excelente domínio do conteúdo |
| 60% a 79% | Bom resultado, revise os pontos indicados |
| Abaixo de 60% | Volte aos módulos antes de refazer |

Cada resposta traz uma explicação e, em caso de erro, um fato de reforço.

> Dica: depois do quiz, pergunte ao Mentor IA sobre os temas em que você teve mais dificuldade: ele responde citando as aulas que tratam deles.`,
          objectives: [
            'Revisar os conceitos centrais do curso',
            'Identificar temas para aprofundamento',
          ],
        },
      ],
    },
  ],
  reviews: [
    {
      author: REVIEWER.beatriz,
      rating: 5,
      date: '2026-02-10',
      comment:
        'Sou química e fiquei impressionada com o cuidado na parte de GC-MS e laudos. A aula sobre as controvérsias do efeito comitiva é rara de encontrar com essa honestidade.',
    },
    {
      author: REVIEWER.lucas,
      rating: 4,
      date: '2026-03-02',
      comment:
        'O módulo de machine learning é ótimo para quem está começando em ciência de dados. Gostaria de mais exercícios práticos de visualização, mas o conteúdo é excelente.',
    },
  ],
} satisfies SeedCourse
