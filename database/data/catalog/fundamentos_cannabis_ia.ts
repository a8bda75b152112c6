import type { SeedCourse } from './types.js'
import { REVIEWER } from './reviewers.js'

export default {
  slug: 'fundamentos-cannabis-ia',
  title: 'Fundamentos da Cannabis com IA',
  subtitle: 'Da botânica ao sistema endocanabinoide, com um mentor de IA ao seu lado',
  description:
    'Um curso gratuito e introdutório que percorre a história, a botânica e a farmacologia básica da cannabis, além da legislação brasileira vigente. Você também descobre como a inteligência artificial apoia a pesquisa e o estudo da planta, sempre com base em evidências e uso responsável.',
  category: 'ai',
  level: 'beginner',
  imageEmoji: '🌿',
  price: 0,
  featured: true,
  tags: [
    'Cannabis medicinal',
    'Sistema endocanabinoide',
    'Canabinoides',
    'Legislação',
    'Inteligência Artificial',
  ],
  features: [
    'Certificado de conclusão verificável',
    'Mentor IA 24/7',
    'Acesso vitalício',
    '12 aulas em 3 módulos',
    'Quiz final com feedback imediato',
    'Conteúdo revisado com base em evidências',
  ],
  objectives: [
    'Compreender a história e a botânica da Cannabis sativa',
    'Explicar o funcionamento do sistema endocanabinoide e dos receptores CB1 e CB2',
    'Diferenciar os principais canabinoides e terpenos',
    'Conhecer as regras da ANVISA para produtos de cannabis (RDC 327/2019 e RDC 660/2022)',
    'Entender como a IA apoia a análise de dados e o estudo das plantas',
    'Avaliar criticamente informações sobre cannabis e IA',
  ],
  learningPath: [
    'História e botânica da cannabis',
    'Sistema endocanabinoide e receptores',
    'Canabinoides, terpenos e descarboxilação',
    'Legislação brasileira e ANVISA',
    'IA aplicada ao estudo da cannabis',
  ],
  outcomes: [
    'Base sólida para cursos intermediários de ciência e cultivo',
    'Vocabulário técnico correto para conversar com profissionais de saúde',
    'Capacidade de ler notícias e estudos com senso crítico',
    'Visão clara do que é permitido no Brasil hoje',
    'Certificado de conclusão para o seu portfólio',
  ],
  mentor: {
    name: 'Dra. Flora IA',
    avatar: '👩‍🔬',
    bio: 'Mentora virtual especializada em botânica e farmacologia da cannabis, treinada para explicar ciência complexa de forma simples e responsável.',
    experience: '15+ anos de pesquisa condensados',
  },
  tabs: ['conteudo', 'progresso', 'mentor', 'objetivos', 'avaliacoes', 'certificado'],
  simulators: [],
  createdDaysAgo: 10,
  modules: [
    {
      title: 'História, Botânica e Sistema Endocanabinoide',
      description:
        'As origens da planta, sua anatomia e o sistema do corpo humano que interage com os canabinoides.',
      lessons: [
        {
          title: 'Uma breve história da cannabis',
          description:
            'Da Ásia Central ao Brasil colonial: como a cannabis acompanhou a humanidade por milênios e como chegou à proibição.',
          type: 'video',
          content: `## Uma breve história da cannabis

A cannabis é uma das plantas cultivadas mais antigas da humanidade. Evidências arqueológicas indicam seu uso na Ásia Central e na China há milhares de anos, tanto como fibra (cânhamo) quanto como alimento e remédio.

Ao longo dos séculos, a planta se espalhou pela Índia, pelo Oriente Médio, pela África e pela Europa. O cânhamo foi essencial para cordas e velas de navios durante as Grandes Navegações.

### A cannabis no Brasil

- Chegou no período colonial, associada às velas e cordas das embarcações portuguesas e aos povos africanos escravizados, que a chamavam de "diamba" ou "maconha".
- Em 1830, a Câmara Municipal do Rio de Janeiro proibiu o "pito do pango", uma das primeiras proibições registradas no mundo.
- No século XX, a proibição foi ampliada por leis nacionais e tratados internacionais, como a Convenção Única de 1961.

### A virada científica

Em 1964, Raphael Mechoulam e Yehiel Gaoni isolaram e descreveram o THC, abrindo caminho para a pesquisa moderna. Desde então, a ciência revelou o sistema endocanabinoide e o potencial terapêutico de vários compostos da planta.

> Dica: ao ler sobre a história da cannabis, observe como fatores sociais e raciais influenciaram a proibição tanto quanto argumentos de saúde.`,
          objectives: [
            'Situar a origem e a difusão da cannabis no tempo',
            'Reconhecer marcos da proibição no Brasil',
            'Identificar o início da pesquisa científica moderna',
          ],
        },
        {
          title: 'Botânica: anatomia, sexo e ciclo de vida',
          description:
            'Conheça a classificação da planta, suas estruturas e por que os tricomas das flores femininas são tão importantes.',
          type: 'video',
          content: `## Botânica da cannabis

A cannabis pertence à família Cannabaceae, a mesma do lúpulo. A classificação mais aceita considera uma única espécie, *Cannabis sativa* L., com grande variação genética. Os termos "sativa" e "indica" são hoje usados mais como rótulos comerciais do que como categorias botânicas precisas.

### Uma planta dioica

A maioria das plantas é masculina ou feminina. As flores femininas, quando não polinizadas, concentram a maior quantidade de canabinoides e terpenos. Por isso, em contextos autorizados de pesquisa e produção medicinal, normalmente só se cultivam fêmeas.

### Estruturas principais

- **Raiz**: ancora a planta e absorve água e nutrientes.
- **Caule e nós**: nos nós surgem folhas, ramos e flores.
- **Folhas**: palmadas, com folíolos serrilhados.
- **Inflorescências**: conjuntos de flores com pistilos e brácteas.
- **Tricomas**: pequenas glândulas onde são produzidos canabinoides e terpenos.

### Ciclo de vida

| Fase | Característica |
|---|---|
| Germinação | Semente emite a radícula |
| Vegetativa | Crescimento de folhas e ramos |
| Floração | Disparada por noites longas na maioria das variedades |

> Dica: existem variedades "autoflorescentes", que florescem pela idade da planta e não pelo fotoperíodo.`,
          objectives: [
            'Descrever a classificação botânica da cannabis',
            'Identificar as estruturas da planta e a função dos tricomas',
            'Explicar as fases do ciclo de vida',
          ],
        },
        {
          title: 'O sistema endocanabinoide',
          description:
            'Entenda o sistema de sinalização que regula funções como dor, apetite, sono e humor no corpo humano.',
          type: 'video',
          content: `## O sistema endocanabinoide (SEC)

O sistema endocanabinoide é uma rede de sinalização presente em todos os vertebrados. Ele foi descoberto a partir da pesquisa com o THC: os cientistas buscavam entender por que a molécula agia no cérebro e encontraram receptores específicos para ela.

### Os três componentes

- **Receptores**: principalmente CB1 e CB2, localizados na membrana das células.
- **Endocanabinoides**: moléculas produzidas pelo próprio corpo, como a anandamida (AEA) e o 2-araquidonoilglicerol (2-AG).
- **Enzimas**: produzem e degradam os endocanabinoides. A FAAH degrada a anandamida e a MAGL degrada o 2-AG.

### Como funciona

Os endocanabinoides são produzidos "sob demanda", no momento em que são necessários. No cérebro, eles atuam de forma retrógrada: são liberados pelo neurônio que recebe o sinal e agem no neurônio que o enviou, reduzindo a liberação de neurotransmissores. É um mecanismo de ajuste fino.

### Funções associadas

O SEC participa da regulação de dor, apetite, sono, humor, memória, inflamação e resposta ao estresse. Por isso é frequentemente descrito como um sistema de equilíbrio (homeostase).

> Dica: o nome "endocanabinoide" significa "canabinoide de dentro", ou seja, produzido pelo próprio organismo.`,
          objectives: [
            'Listar os três componentes do sistema endocanabinoide',
            'Explicar a sinalização retrógrada',
            'Relacionar o SEC a funções fisiológicas',
          ],
        },
        {
          title: 'Receptores CB1 e CB2 na prática',
          description:
            'Onde estão os receptores CB1 e CB2, o que fazem e como o THC e o CBD interagem com eles.',
          type: 'text',
          content: `## Receptores CB1 e CB2

Os dois receptores canabinoides mais estudados pertencem à família dos receptores acoplados à proteína G. O CB1 foi identificado no fim da década de 1980 e clonado em 1990; o CB2 foi clonado em 1993.

| Receptor | Onde predomina | Efeitos associados |
|---|---|---|
| CB1 | Sistema nervoso central | Humor, memória, dor, apetite, coordenação |
| CB2 | Células do sistema imune | Modulação da inflamação |

### THC e CBD

- O **THC** é um agonista parcial de CB1 e CB2. Sua ação em CB1 explica os efeitos psicoativos.
- O **CBD** tem baixa afinidade pelos receptores CB1 e CB2 e não causa intoxicação. Ele atua em vários outros alvos, como receptores 5-HT1A e canais TRPV1.

### Por que isso importa

Como o CB1 é abundante em áreas do cérebro ligadas à memória e à coordenação, o THC pode prejudicar a atenção e os reflexos. Já o CB2, concentrado no sistema imune, é alvo de pesquisas sobre inflamação sem efeitos psicoativos.

> Dica: o CB1 está entre os receptores acoplados à proteína G mais abundantes do cérebro, mas é raro no tronco encefálico, que controla a respiração.

Essa distribuição ajuda a explicar por que os canabinoides, isoladamente, não costumam causar depressão respiratória fatal, ao contrário dos opioides.`,
          objectives: [
            'Comparar a localização e a função dos receptores CB1 e CB2',
            'Explicar como o THC e o CBD interagem com esses receptores',
          ],
        },
      ],
    },
    {
      title: 'Canabinoides, Terpenos e Legislação',
      description:
        'Os principais compostos da planta, a química da descarboxilação e as regras brasileiras para produtos de cannabis.',
      lessons: [
        {
          title: 'Canabinoides: THC, CBD e os menores',
          description:
            'Um panorama dos fitocanabinoides mais relevantes e do que a ciência sabe sobre cada um.',
          type: 'video',
          content: `## Os fitocanabinoides

A cannabis produz mais de cem canabinoides diferentes, chamados fitocanabinoides. Quase todos derivam de um mesmo precursor, o ácido canabigerólico (CBGA), considerado a "molécula-mãe".

### Os principais

| Composto | Psicoativo? | Destaques |
|---|---|---|
| THC | Sim | Analgesia, antiemese, estímulo do apetite |
| CBD | Não | Medicamento aprovado para epilepsias raras |
| CBG | Não | Sua forma ácida, o CBGA, origina THCA e CBDA |
| CBN | Levemente | Formado pela degradação do THC |
| CBC | Não | Em estudo pré-clínico |

### Evidências clínicas

- O CBD purificado foi aprovado nos Estados Unidos em 2018 para as síndromes de Dravet e Lennox-Gastaut.
- Associações de THC e CBD são usadas na espasticidade da esclerose múltipla.
- Para muitos outros usos, a evidência ainda é limitada ou preliminar.

### Formas ácidas

Na planta viva, os canabinoides aparecem principalmente na forma ácida: THCA, CBDA e CBGA. Essas formas não têm o mesmo efeito das formas neutras e precisam de calor para serem convertidas, tema da próxima aula.

> Dica: desconfie de produtos que prometem "curar" doenças. Procure estudos clínicos controlados e sempre converse com um profissional de saúde habilitado.`,
          objectives: [
            'Identificar os principais fitocanabinoides e suas características',
            'Diferenciar formas ácidas e neutras',
            'Reconhecer o nível de evidência clínica atual',
          ],
        },
        {
          title: 'Descarboxilação: de THCA a THC',
          description:
            'Como o calor transforma os canabinoides ácidos em formas ativas e por que a temperatura importa.',
          type: 'text',
          content: `## Descarboxilação

Descarboxilação é a reação química em que um ácido perde um grupo carboxila na forma de dióxido de carbono (CO₂). Na cannabis, ela converte THCA em THC e CBDA em CBD.

### Por que acontece

O calor fornece a energia necessária para a reação. Ela ocorre na combustão, na vaporização e no aquecimento controlado usado na produção de extratos. Em temperatura ambiente, a conversão é muito lenta.

### Parâmetros de referência

- Faixa usual em processos controlados: **cerca de 110 a 120 °C**.
- Tempo típico: de 30 a 60 minutos, dependendo da matriz e do equipamento.
- Temperaturas muito altas degradam canabinoides e evaporam terpenos.
- O THC exposto a calor, luz e oxigênio por muito tempo se degrada em CBN.

### Um detalhe de química

Como a molécula perde massa ao liberar CO₂, laudos laboratoriais calculam o "THC total" assim:

| Cálculo | Fórmula |
|---|---|
| THC total | THC + (THCA × 0,877) |
| CBD total | CBD + (CBDA × 0,877) |

O fator 0,877 corresponde à razão entre as massas moleculares do produto neutro e do ácido.

> Dica: em ambientes regulados, a descarboxilação é feita em equipamentos com controle de temperatura e validação analítica, nunca "a olho".`,
          objectives: [
            'Explicar a reação de descarboxilação',
            'Conhecer a faixa de temperatura e tempo de referência',
            'Entender o cálculo de THC total em laudos',
          ],
        },
        {
          title: 'Terpenos: aroma e muito mais',
          description:
            'O que são terpenos, quais aparecem com mais frequência na cannabis e o que se sabe sobre eles.',
          type: 'video',
          content: `## Terpenos básicos

Terpenos são compostos aromáticos voláteis produzidos por muitas plantas, como laranja, lavanda e pinheiro. Na cannabis, eles são sintetizados nos mesmos tricomas que produzem os canabinoides e respondem pelo aroma característico de cada variedade.

### Os mais comuns

| Terpeno | Aroma | Também presente em |
|---|---|---|
| Mirceno | Terroso, herbal | Lúpulo, manga |
| Limoneno | Cítrico | Casca de laranja e limão |
| β-cariofileno | Picante | Pimenta-do-reino, cravo |
| Linalol | Floral | Lavanda |
| α-pineno | Pinho | Pinheiros, alecrim |

### O que a ciência diz

- O β-cariofileno é um caso especial: ele se liga ao receptor CB2.
- Muitos efeitos atribuídos aos terpenos vêm de estudos em animais ou em laboratório.
- A ideia de que terpenos modulam os efeitos dos canabinoides ("efeito comitiva") é popular, mas a evidência em humanos ainda é limitada.

### Por que importam

Os perfis de terpenos ajudam a diferenciar variedades de forma mais confiável do que os rótulos "indica" e "sativa".

> Dica: terpenos evaporam com facilidade. Calor excessivo na secagem ou no armazenamento reduz o aroma e altera o perfil químico do produto.`,
          objectives: [
            'Definir o que são terpenos',
            'Reconhecer os terpenos mais comuns e seus aromas',
            'Avaliar criticamente o efeito comitiva',
          ],
        },
        {
          title: 'Legislação brasileira: RDC 327/2019 e RDC 660/2022',
          description:
            'As normas da ANVISA que permitem o acesso a produtos de cannabis no Brasil e o que elas não permitem.',
          type: 'pdf',
          content: `## Cannabis e a lei no Brasil

A Lei 11.343/2006 (Lei de Drogas) continua proibindo o plantio, o comércio e o porte de cannabis sem autorização. O acesso medicinal acontece por caminhos regulados pela ANVISA.

### RDC 327/2019

- Criou a categoria "produto de cannabis", com Autorização Sanitária concedida a empresas.
- Permite a venda em farmácias e drogarias, mediante prescrição médica.
- Produtos com até 0,2% de THC exigem Notificação de Receita B; acima disso, Notificação de Receita A, restrita a pacientes em situação terminal ou que esgotaram as alternativas terapêuticas.
- Não autoriza o cultivo: os insumos precisam ser importados.

### RDC 660/2022

- Define como a pessoa física pode **importar** produtos derivados de cannabis para uso próprio.
- Exige prescrição de profissional legalmente habilitado e cadastro do paciente na ANVISA.
- Consolidou as regras das antigas RDC 335/2020 e RDC 570/2021.

### E o cultivo?

| Situação | Regra geral |
|---|---|
| Cultivo sem autorização | Proibido |
| Pacientes e associações | Apenas com decisão judicial específica |
| Pesquisa | Depende de autorização dos órgãos competentes |

> Dica: as normas mudam com frequência. Consulte sempre o site da ANVISA e, em caso de dúvida, um advogado especializado.`,
          objectives: [
            'Diferenciar as finalidades da RDC 327/2019 e da RDC 660/2022',
            'Entender as exigências de prescrição',
            'Reconhecer que o cultivo depende de autorização',
          ],
        },
      ],
    },
    {
      title: 'IA Aplicada ao Estudo da Cannabis',
      description:
        'Como a inteligência artificial ajuda a organizar dados, analisar plantas e acelerar a pesquisa, com responsabilidade.',
      lessons: [
        {
          title: 'Como a IA apoia a pesquisa em cannabis',
          description:
            'Um panorama das aplicações reais de inteligência artificial na ciência da cannabis e dos seus limites.',
          type: 'video',
          content: `## IA e ciência da cannabis

Inteligência artificial é um conjunto de técnicas que permite a computadores reconhecer padrões em dados. Na ciência da cannabis, ela é útil porque a planta gera muitos dados: centenas de compostos químicos, variáveis de clima, imagens e prontuários clínicos.

### Aplicações reais

- **Química analítica**: agrupar variedades pelo perfil de canabinoides e terpenos.
- **Genômica**: associar genes a características como teor de CBD.
- **Cultivo autorizado**: prever problemas a partir de sensores de temperatura e umidade.
- **Literatura científica**: resumir e organizar milhares de artigos.
- **Educação**: mentores virtuais que respondem dúvidas a qualquer hora.

### O que a IA não faz

| Mito | Realidade |
|---|---|
| "A IA sabe qual remédio é melhor para você" | Decisões clínicas exigem um profissional de saúde |
| "Mais dados sempre resolvem" | Dados ruins geram conclusões ruins |
| "O modelo nunca erra" | Todo modelo tem margem de erro |

### Seu mentor nesta escola

O Mentor IA do curso foi criado para explicar conceitos e sugerir leituras. Ele não substitui médicos, advogados ou agrônomos.

> Dica: ao receber uma resposta de uma IA, pergunte "qual é a fonte?" e confira em artigos ou normas oficiais.`,
          objectives: [
            'Listar aplicações reais da IA na ciência da cannabis',
            'Reconhecer os limites dos modelos de IA',
          ],
        },
        {
          title: 'Análise de dados: de planilhas a modelos',
          description:
            'Os passos para transformar dados brutos de pesquisa em informação útil, com exemplos simples.',
          type: 'tutorial',
          content: `## Da planilha ao modelo

Todo projeto de análise de dados segue um caminho parecido. Entender esse fluxo ajuda você a avaliar estudos e a conversar com equipes de ciência de dados.

### O fluxo básico

1. **Pergunta**: o que queremos descobrir? Exemplo: quais variedades têm perfil químico parecido?
2. **Coleta**: laudos de laboratório, registros de sensores, questionários.
3. **Limpeza**: corrigir unidades, remover duplicatas, tratar valores ausentes.
4. **Exploração**: gráficos e estatísticas descritivas.
5. **Modelagem**: algoritmos que encontram padrões ou fazem previsões.
6. **Validação**: testar o modelo com dados que ele nunca viu.

### Exemplo de tabela limpa

| Amostra | THC (%) | CBD (%) | Mirceno (mg/g) |
|---|---|---|---|
| A | 0,3 | 12,1 | 2,4 |
| B | 18,5 | 0,2 | 6,1 |
| C | 7,8 | 8,4 | 3,0 |

### Boas práticas

- Use sempre a mesma unidade em cada coluna.
- Registre a origem de cada dado.
- Separe dados de treino e de teste.
- Proteja dados pessoais de pacientes, conforme a LGPD.

> Dica: a maior parte do tempo de um projeto de dados é gasta na limpeza. Dados bem organizados valem mais que um algoritmo sofisticado.`,
          objectives: [
            'Descrever as etapas de um projeto de análise de dados',
            'Aplicar boas práticas de organização de dados',
            'Reconhecer a importância da LGPD',
          ],
        },
        {
          title: 'Visão computacional em plantas e uso responsável da IA',
          description:
            'Como câmeras e algoritmos identificam deficiências e doenças em plantas e quais cuidados éticos são necessários.',
          type: 'video',
          content: `## Visão computacional em plantas

Visão computacional é a área da IA que interpreta imagens. Redes neurais convolucionais, treinadas com milhares de fotos rotuladas, aprendem a reconhecer padrões visuais como manchas, descoloração e pragas em folhas.

### Aplicações em pesquisa e cultivo autorizado

- Detectar sinais precoces de oídio e de ácaros.
- Identificar deficiências nutricionais pela cor das folhas.
- Estimar o estágio de maturação dos tricomas em imagens de microscópio.
- Medir o crescimento das plantas ao longo do tempo.

### Limitações

- Iluminação e ângulo da câmera alteram o resultado.
- Modelos treinados em um ambiente podem falhar em outro.
- Sintomas parecidos podem ter causas diferentes, por isso a confirmação humana é essencial.

### Uso responsável da IA

| Princípio | Na prática |
|---|---|
| Transparência | Explicar como o modelo chega à resposta |
| Privacidade | Proteger dados de pacientes e de cultivos, conforme a LGPD |
| Legalidade | Usar a tecnologia apenas em contextos autorizados |
| Supervisão humana | Decisões finais cabem a profissionais |

> Dica: uma boa pergunta diante de qualquer sistema de IA é "o que acontece quando ele erra?". Sistemas responsáveis têm sempre um plano para isso.`,
          objectives: [
            'Explicar o que é visão computacional',
            'Identificar aplicações e limitações em plantas',
            'Aplicar princípios de uso responsável da IA',
          ],
        },
        {
          title: 'Quiz final: fundamentos da cannabis',
          description:
            'Teste seus conhecimentos sobre história, botânica, sistema endocanabinoide, legislação e IA.',
          type: 'quiz',
          content: `## Quiz final

Chegou a hora de revisar tudo o que você aprendeu. O quiz tem cinco perguntas de múltipla escolha, com níveis fácil, médio e difícil, e um tempo limite de cinco minutos.

### O que será avaliado

- História e botânica da cannabis.
- Sistema endocanabinoide e receptores CB1 e CB2.
- Canabinoides, descarboxilação e terpenos.
- Normas da ANVISA: RDC 327/2019 e RDC 660/2022.
- Aplicações e limites da inteligência artificial.

### Como funciona a pontuação

| Resultado | Significado |
|---|---|
| 80% ou mais | Excelente! Você domina o conteúdo |
| 60% a 79% | Bom trabalho, vale revisar alguns pontos |
| Abaixo de 60% | Recomendamos revisar as aulas antes de seguir |

Depois de cada resposta, você verá uma explicação. Se errar, receberá também um fato de reforço para fixar o conceito.

### Antes de começar

- Revise os resumos de cada módulo.
- Anote dúvidas e leve-as ao Mentor IA.
- Leia cada pergunta com atenção: algumas alternativas são parecidas de propósito.

> Dica: errar faz parte do aprendizado. Refaça o quiz depois de revisar e compare sua evolução no painel de progresso.`,
          objectives: [
            'Revisar os conceitos centrais do curso',
            'Identificar pontos que precisam de revisão',
          ],
        },
      ],
    },
  ],
  reviews: [
    {
      author: REVIEWER.mariana,
      rating: 5,
      date: '2026-01-18',
      comment:
        'Curso muito bem organizado. A aula sobre o sistema endocanabinoide finalmente me fez entender a diferença entre CB1 e CB2. O Mentor IA responde rápido e com clareza.',
    },
    {
      author: REVIEWER.rafael,
      rating: 5,
      date: '2026-02-03',
      comment:
        'Sou farmacêutico e usei o curso para me atualizar. A parte de legislação sobre as RDCs da ANVISA é direta e correta. Recomendo para quem está começando.',
    },
    {
      author: REVIEWER.julianaF,
      rating: 4,
      date: '2026-02-21',
      comment:
        'Gostei muito do módulo de IA, especialmente da aula de visão computacional. Senti falta de mais exemplos práticos, mas para um curso gratuito é excelente.',
    },
    {
      author: REVIEWER.carlosH,
      rating: 5,
      date: '2026-03-09',
      comment:
        'Conteúdo sério, sem sensacionalismo e com base em evidências. Minha mãe usa óleo de CBD com prescrição e agora entendo melhor como ele funciona.',
    },
  ],
} satisfies SeedCourse
