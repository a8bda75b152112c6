import type { SeedCourse } from './types.js'
import { REVIEWER } from './reviewers.js'

export default {
  slug: 'farmacologia-cannabinoide',
  title: 'Farmacologia Cannabinoide Avançada',
  subtitle:
    'Do sistema endocanabinoide à prática clínica: farmacocinética, farmacodinâmica, evidências e segurança',
  description:
    'Um curso aprofundado sobre como os canabinoides agem no organismo, do receptor CB1 ao metabolismo hepático pelo citocromo P450. Você vai analisar as evidências clínicas mais sólidas, reconhecer interações medicamentosas e efeitos adversos e entender as regras de prescrição no Brasil, sempre com base científica e postura responsável.',
  category: 'science',
  level: 'advanced',
  imageEmoji: '🧬',
  price: 37,
  featured: true,
  tags: [
    'Farmacologia',
    'Sistema Endocanabinoide',
    'CBD',
    'THC',
    'Evidências Clínicas',
    'Interações Medicamentosas',
  ],
  features: [
    'Certificado de conclusão verificável',
    'Mentor IA 24/7',
    'Laboratório virtual molecular',
    'Tabela farmacocinética em PDF',
    'Exame final com correção comentada',
  ],
  objectives: [
    'Explicar a estrutura e a função do sistema endocanabinoide',
    'Descrever a farmacocinética do THC e do CBD nas diferentes vias de administração',
    'Comparar os mecanismos de ação do THC e do CBD',
    'Avaliar criticamente as evidências clínicas em epilepsia, dor, espasticidade e náusea',
    'Identificar interações medicamentosas e efeitos adversos clinicamente relevantes',
    'Compreender os princípios de titulação e as regras de prescrição no Brasil',
  ],
  learningPath: [
    'Sistema endocanabinoide: receptores, ligantes e enzimas',
    'Farmacocinética: vias, biodisponibilidade e metabolismo pelo CYP450',
    'Farmacodinâmica do THC e do CBD no laboratório virtual',
    'Evidências clínicas e seus limites',
    'Segurança, titulação e prescrição no Brasil',
  ],
  outcomes: [
    'Domínio dos mecanismos de ação dos principais canabinoides',
    'Capacidade de prever interações pelo metabolismo hepático',
    'Leitura crítica de estudos clínicos com canabinoides',
    'Segurança para orientar equipes e pacientes com informação baseada em evidências',
    'Conhecimento atualizado das normas de prescrição da Anvisa',
  ],
  mentor: {
    name: 'Dra. Helena IA',
    avatar: '👩‍🔬',
    bio: 'Mentora de inteligência artificial especializada em farmacologia e farmacologia clínica dos canabinoides. Explica mecanismos, revisa estudos e ajuda você a raciocinar sobre casos com rigor científico.',
    experience: '20+ anos de pesquisa farmacológica condensados',
  },
  tabs: ['conteudo', 'progresso', 'lab_virtual', 'mentor', 'objetivos', 'quiz'],
  simulators: ['molecular'],
  createdDaysAgo: 40,
  modules: [
    {
      title: 'Sistema Endocanabinoide',
      description:
        'Receptores CB1 e CB2, os endocanabinoides anandamida e 2-AG e as enzimas FAAH e MAGL que controlam sua sinalização.',
      lessons: [
        {
          title: 'A descoberta do sistema endocanabinoide',
          description:
            'A linha do tempo científica que levou do isolamento do THC à descrição de um sistema de sinalização inteiro.',
          type: 'video',
          objectives: [
            'Reconstruir a linha do tempo das principais descobertas',
            'Definir os três componentes do sistema endocanabinoide',
          ],
          content: `## A descoberta do sistema endocanabinoide

O sistema endocanabinoide (SEC) foi descoberto de trás para frente: primeiro os cientistas identificaram as substâncias da planta, depois os receptores onde elas agem e, por fim, as moléculas que o próprio corpo produz.

| Ano | Marco |
| --- | --- |
| 1963 | Mechoulam e Shvo descrevem a estrutura do canabidiol (CBD) |
| 1964 | Gaoni e Mechoulam isolam e descrevem o Δ9-tetra-hidrocanabinol (THC) |
| 1988 | Devane e Howlett demonstram um sítio de ligação canabinoide no cérebro |
| 1990 | O receptor CB1 é clonado |
| 1992 | A anandamida é identificada |
| 1993 | O receptor CB2 é clonado |
| 1995 | O 2-araquidonoilglicerol (2-AG) é descrito como endocanabinoide |

Hoje, o SEC é entendido como um sistema de sinalização com três componentes:

- **Receptores:** principalmente CB1 e CB2.
- **Ligantes endógenos:** anandamida e 2-AG.
- **Enzimas:** responsáveis pela síntese e pela degradação dos ligantes, como FAAH e MAGL.

O SEC participa da regulação de dor, apetite, humor, memória, resposta imune e excitabilidade neuronal. Sua função geral é modular e restaurar o equilíbrio de outros sistemas.

> Dica: o nome "endocanabinoide" vem da planta, mas o sistema existe em todos os vertebrados, independentemente de qualquer contato com a cannabis.`,
        },
        {
          title: 'Receptores CB1 e CB2',
          description:
            'Localização, sinalização intracelular e papel fisiológico dos dois principais receptores canabinoides.',
          type: 'video',
          objectives: [
            'Diferenciar a distribuição de CB1 e CB2 no organismo',
            'Descrever a via de sinalização acoplada à proteína Gi/o',
            'Relacionar a distribuição de CB1 aos efeitos do THC',
          ],
          content: `## Receptores CB1 e CB2

CB1 e CB2 são receptores acoplados à proteína G, principalmente do tipo Gi/o. Quando ativados, eles inibem a adenilato ciclase, reduzem o AMP cíclico, abrem canais de potássio e inibem canais de cálcio dependentes de voltagem. O resultado geral é a redução da liberação de neurotransmissores.

| Característica | CB1 | CB2 |
| --- | --- | --- |
| Localização principal | Sistema nervoso central, em terminais pré-sinápticos | Células do sistema imune, baço, micróglia ativada |
| Efeito predominante | Modulação da neurotransmissão | Modulação da inflamação e da resposta imune |
| Relação com a psicoatividade | Sim | Não |

O CB1 está entre os receptores acoplados à proteína G mais abundantes do cérebro, com alta densidade no hipocampo, nos núcleos da base, no cerebelo e no córtex. Isso explica efeitos do THC sobre memória, coordenação motora e percepção.

Pontos-chave:

- A baixa densidade de CB1 no tronco encefálico, onde ficam os centros respiratórios, ajuda a explicar por que a intoxicação por cannabis raramente causa depressão respiratória fatal.
- O CB2 é um alvo atraente para analgesia e anti-inflamação sem efeitos psicoativos, mas ainda sem fármacos aprovados.

> Dica: lembre-se de "CB1, cérebro; CB2, células imunes" como regra geral, sabendo que ambos aparecem em outros tecidos.`,
        },
        {
          title: 'Endocanabinoides: anandamida e 2-AG',
          description:
            'Como o organismo produz seus próprios canabinoides e por que eles funcionam de forma diferente dos neurotransmissores clássicos.',
          type: 'text',
          objectives: [
            'Comparar anandamida e 2-AG quanto à síntese e à eficácia',
            'Explicar o conceito de síntese sob demanda',
          ],
          content: `## Endocanabinoides: anandamida e 2-AG

Os dois endocanabinoides mais estudados são derivados do ácido araquidônico, um lipídio das membranas celulares.

- **Anandamida (AEA):** o nome vem do sânscrito *ananda*, que significa felicidade. É agonista parcial de CB1 com afinidade alta e age de forma fraca em CB2. Também ativa o canal TRPV1.
- **2-araquidonoilglicerol (2-AG):** presente no cérebro em concentrações muito maiores que a anandamida. É agonista total de CB1 e CB2.

| Característica | Anandamida | 2-AG |
| --- | --- | --- |
| Principal via de síntese | A partir de fosfolipídios (NAPE), por enzimas como a NAPE-PLD | A partir do diacilglicerol, pela DAGL |
| Eficácia em CB1 | Agonista parcial | Agonista total |
| Principal enzima de degradação | FAAH | MAGL |

Uma característica fundamental é a **síntese sob demanda**. Diferentemente da dopamina ou da serotonina, os endocanabinoides não ficam armazenados em vesículas: são produzidos a partir das membranas quando a célula é estimulada e logo degradados.

Isso torna a sinalização endocanabinoide local e de curta duração, o que contrasta com o efeito prolongado e difuso do THC administrado de fora.

> Dica: por serem lipídios, os endocanabinoides atravessam membranas com facilidade, o que favorece sua função como mensageiros retrógrados.`,
        },
        {
          title: 'FAAH, MAGL e a sinalização retrógrada',
          description:
            'As enzimas que encerram o sinal endocanabinoide e o mecanismo de sinalização retrógrada nas sinapses.',
          type: 'text',
          objectives: [
            'Descrever a função da FAAH e da MAGL',
            'Explicar a sinalização retrógrada',
            'Discutir o potencial terapêutico e os riscos dos inibidores enzimáticos',
          ],
          content: `## FAAH, MAGL e a sinalização retrógrada

Na maioria das sinapses, o neurotransmissor vai do neurônio pré-sináptico para o pós-sináptico. Os endocanabinoides fazem o caminho inverso: são produzidos no neurônio pós-sináptico e ativam receptores CB1 no terminal pré-sináptico, reduzindo a liberação de neurotransmissores. Esse mecanismo é chamado de **sinalização retrógrada**.

Exemplos de fenômenos mediados por essa via:

- **Supressão da inibição induzida por despolarização (DSI):** reduz a liberação de GABA.
- **Supressão da excitação induzida por despolarização (DSE):** reduz a liberação de glutamato.
- **Plasticidade sináptica de longo prazo**, importante para aprendizado e extinção de memórias aversivas.

O sinal é encerrado por duas enzimas principais:

| Enzima | Substrato principal | Localização | Produtos |
| --- | --- | --- | --- |
| FAAH | Anandamida | Pós-sináptica, intracelular | Ácido araquidônico e etanolamina |
| MAGL | 2-AG | Pré-sináptica | Ácido araquidônico e glicerol |

Inibir essas enzimas aumenta os endocanabinoides de forma mais localizada que um agonista externo. Porém, o desenvolvimento clínico tem sido difícil: em 2016, um ensaio de fase 1 na França com o inibidor de FAAH BIA 10-2474 causou uma morte e lesões neurológicas graves, atribuídas a efeitos fora do alvo.

> Dica: esse episódio é um lembrete de que "modular o SEC" não é sinônimo de segurança. Cada molécula precisa de avaliação própria.`,
        },
        {
          title: 'Podcast: além de CB1 e CB2, o endocanabinoidoma',
          description:
            'Um episódio sobre os receptores e mediadores que ampliam o conceito de sistema endocanabinoide.',
          type: 'podcast',
          objectives: [
            'Conhecer alvos não clássicos dos canabinoides',
            'Entender o conceito de endocanabinoidoma',
          ],
          content: `## Podcast: além de CB1 e CB2, o endocanabinoidoma

Neste episódio, a Dra. Helena IA conversa sobre como o conceito de sistema endocanabinoide se expandiu. Pesquisadores passaram a usar o termo **endocanabinoidoma** para descrever uma rede maior de mediadores lipídicos, receptores e enzimas relacionados.

Alvos discutidos no episódio:

- **TRPV1:** canal iônico ligado à dor e ao calor, ativado pela anandamida e pelo CBD.
- **GPR55:** receptor acoplado à proteína G, proposto como "terceiro receptor canabinoide"; o CBD atua como antagonista.
- **PPARs:** receptores nucleares que regulam metabolismo e inflamação.
- **Receptores 5-HT1A:** de serotonina, ativados pelo CBD.

Mediadores aparentados:

| Molécula | Observação |
| --- | --- |
| Palmitoiletanolamida (PEA) | Não se liga bem a CB1 ou CB2; age em PPAR-α |
| Oleoiletanolamida (OEA) | Relacionada à saciedade |

Ouvir sobre esses alvos ajuda a entender por que o CBD, que tem baixa afinidade por CB1 e CB2, ainda assim apresenta efeitos farmacológicos relevantes.

> Dica: ouça o episódio com a tabela desta aula aberta e anote em que momento cada alvo é citado. Isso facilita a revisão para o quiz do módulo.

Ao final, reflita: por que mediadores com estruturas tão parecidas podem ter funções tão diferentes no organismo?`,
        },
        {
          title: 'Quiz: sistema endocanabinoide',
          description:
            'Verifique sua compreensão sobre receptores, endocanabinoides, enzimas e sinalização retrógrada.',
          type: 'quiz',
          objectives: [
            'Revisar os conceitos do módulo 1',
            'Identificar lacunas antes de estudar farmacocinética',
          ],
          content: `## Quiz: sistema endocanabinoide

Este quiz tem cinco perguntas de dificuldade variada e tempo limite de cinco minutos. Ao responder, você verá a explicação da resposta correta e um fato de reforço.

Temas avaliados:

- Linha do tempo da descoberta do SEC.
- Distribuição e sinalização dos receptores CB1 e CB2.
- Diferenças entre anandamida e 2-AG.
- Funções da FAAH e da MAGL.
- Alvos não clássicos, como TRPV1, GPR55 e 5-HT1A.

Antes de começar, revise mentalmente esta tabela:

| Conceito | Resposta curta |
| --- | --- |
| Receptor mais associado à psicoatividade | CB1 |
| Endocanabinoide mais abundante no cérebro | 2-AG |
| Enzima que degrada a anandamida | FAAH |
| Direção da sinalização endocanabinoide | Retrógrada |

Interpretação do resultado:

- **80% ou mais:** você domina o conteúdo.
- **60% a 79%:** bom trabalho; revise os pontos errados.
- **Abaixo de 60%:** recomendamos revisar o módulo antes de prosseguir.

> Dica: se errar uma questão, peça ao Mentor IA para explicar o conceito com outro exemplo. Reformular a explicação ajuda a fixar.`,
        },
      ],
    },
    {
      title: 'Farmacocinética dos Canabinoides',
      description:
        'Vias de administração, biodisponibilidade, distribuição, metabolismo hepático pelo CYP450, o metabólito 11-OH-THC e a eliminação.',
      lessons: [
        {
          title: 'Vias de administração',
          description:
            'Como a via de administração muda o início, o pico e a duração dos efeitos dos canabinoides.',
          type: 'video',
          objectives: [
            'Comparar as principais vias de administração',
            'Relacionar a via ao perfil temporal dos efeitos',
            'Reconhecer riscos específicos de cada via',
          ],
          content: `## Vias de administração

A via de administração é uma das decisões mais importantes na terapêutica com canabinoides, porque determina quanto da substância chega ao sangue e em quanto tempo.

| Via | Início do efeito | Duração aproximada |
| --- | --- | --- |
| Inalatória (vaporização) | Minutos | 2 a 4 horas |
| Oral (óleos, cápsulas) | 30 a 90 minutos | 4 a 12 horas |
| Oromucosa (spray) | 15 a 40 minutos | Intermediária |
| Tópica | Efeito local | Variável, com absorção sistêmica mínima |

Pontos de atenção:

- **Inalatória:** início rápido e fácil percepção do efeito, mas a combustão gera substâncias tóxicas. A vaporização reduz, sem eliminar, essa exposição.
- **Oral:** efeito mais prolongado e estável, porém com absorção errática e início lento, o que aumenta o risco de o paciente repetir a dose cedo demais.
- **Oromucosa:** usada pelo nabiximóis, spray de THC e CBD registrado no Brasil com o nome comercial Mevatyl.
- **Tópica:** útil para efeitos locais, sem evidência robusta de ação sistêmica.

Os valores da tabela são faixas médias; a variação entre pessoas é grande e depende de formulação, alimentação e uso prévio.

> Dica: na via oral, a orientação clássica é aguardar o pico do efeito antes de considerar qualquer nova dose, sempre conforme orientação do prescritor.`,
        },
        {
          title: 'Biodisponibilidade e absorção',
          description:
            'Por que só uma pequena fração do canabinoide administrado chega à circulação e como a formulação e a alimentação alteram isso.',
          type: 'text',
          objectives: [
            'Definir biodisponibilidade e efeito de primeira passagem',
            'Comparar a biodisponibilidade oral e inalatória',
            'Explicar o efeito da refeição gordurosa na absorção do CBD',
          ],
          content: `## Biodisponibilidade e absorção

Biodisponibilidade é a fração da dose que chega inalterada à circulação sistêmica. Para os canabinoides, ela costuma ser baixa e muito variável.

| Via | Biodisponibilidade aproximada do THC |
| --- | --- |
| Inalatória | 10% a 35% |
| Oral | 4% a 12% |

Por que a via oral é tão pouco eficiente?

- **Baixa solubilidade em água:** THC e CBD são muito lipofílicos e se dissolvem mal no conteúdo intestinal.
- **Degradação no estômago:** parte da molécula é perdida em meio ácido.
- **Efeito de primeira passagem:** o sangue que sai do intestino passa pelo fígado antes de chegar à circulação, e grande parte é metabolizada.

Para o CBD oral, a biodisponibilidade estimada é de cerca de 6%. Os dados de bula do CBD farmacêutico aprovado nos EUA mostram que uma refeição rica em gordura aumenta a exposição em cerca de quatro vezes e o pico plasmático em cerca de cinco vezes.

Consequências práticas:

- Tomar o produto ora em jejum, ora após refeições pode mudar bastante a exposição.
- Formulações com veículos lipídicos, como óleo de TCM, favorecem a absorção.

> Dica: orientar o paciente a manter um padrão constante em relação às refeições reduz a variabilidade de resposta.`,
        },
        {
          title: 'Distribuição e lipofilicidade',
          description:
            'Como a alta lipofilicidade dos canabinoides determina sua distribuição, acúmulo no tecido adiposo e meia-vida prolongada.',
          type: 'text',
          objectives: [
            'Relacionar lipofilicidade a volume de distribuição',
            'Explicar o acúmulo no tecido adiposo',
            'Reconhecer as implicações na gestação e na lactação',
          ],
          content: `## Distribuição e lipofilicidade

THC e CBD são moléculas altamente lipofílicas. Depois de absorvidos, ligam-se fortemente às proteínas plasmáticas, em proporção de cerca de 95% a 99%, principalmente lipoproteínas e albumina.

Características da distribuição:

- **Fase inicial rápida:** órgãos muito irrigados, como cérebro, coração e fígado, recebem o fármaco primeiro.
- **Redistribuição:** com o tempo, os canabinoides migram para o tecido adiposo, onde se acumulam.
- **Liberação lenta:** do tecido adiposo, retornam gradualmente ao sangue, o que prolonga a meia-vida terminal.
- **Volume de distribuição grande**, reflexo dessa afinidade por tecidos.

| Fonte | Meia-vida terminal do CBD oral |
| --- | --- |
| Bula do CBD farmacêutico aprovado nos EUA, doses repetidas | Cerca de 56 a 61 horas |
| Revisão de Millar e colaboradores (2018), uso crônico | De 2 a 5 dias |

No uso crônico de THC, o acúmulo explica por que metabólitos podem ser detectados por dias ou semanas após a última exposição.

Implicações clínicas importantes:

- Os canabinoides **atravessam a placenta** e **passam para o leite materno**.
- Por isso, o uso na gestação e na amamentação é desaconselhado pelas principais sociedades médicas.

> Dica: a meia-vida longa significa que o estado de equilíbrio leva dias para ser atingido. Avaliar a resposta cedo demais pode levar a ajustes precipitados.`,
        },
        {
          title: 'Metabolismo hepático: CYP3A4, CYP2C9 e CYP2C19',
          description:
            'As enzimas do citocromo P450 que metabolizam THC e CBD e as consequências da sua variabilidade.',
          type: 'video',
          objectives: [
            'Identificar as principais enzimas que metabolizam THC e CBD',
            'Explicar o impacto de polimorfismos genéticos',
            'Reconhecer o CBD como inibidor enzimático',
          ],
          content: `## Metabolismo hepático: CYP3A4, CYP2C9 e CYP2C19

O fígado é o principal local de metabolismo dos canabinoides, por meio das enzimas do citocromo P450 (CYP).

| Canabinoide | Principais enzimas | Metabólito principal |
| --- | --- | --- |
| THC | CYP2C9 e CYP3A4 | 11-OH-THC (ativo), depois THC-COOH (inativo) |
| CBD | CYP2C19 e CYP3A4 | 7-OH-CBD (ativo), depois 7-COOH-CBD |

Pontos essenciais:

- **CYP2C9** realiza a hidroxilação do THC em 11-OH-THC. Pessoas com variantes de baixa atividade, como o alelo CYP2C9*3, podem ter exposição ao THC cerca de três vezes maior quando homozigotas.
- **CYP3A4** participa do metabolismo dos dois canabinoides e é a enzima mais envolvida em interações com outros fármacos.
- **CYP2C19** tem papel central no metabolismo do CBD e também apresenta polimorfismos frequentes.

O CBD, além de substrato, é **inibidor** de várias enzimas, incluindo CYP2C19, CYP2C9 e CYP3A4, além de algumas UGTs da glicuronidação. É por isso que ele aumenta os níveis de medicamentos como o clobazam.

Do outro lado, indutores enzimáticos, como rifampicina e carbamazepina, podem reduzir a exposição aos canabinoides, enquanto inibidores, como o cetoconazol, podem aumentá-la.

> Dica: ao avaliar um paciente, pergunte sempre por todos os medicamentos em uso. Com canabinoides, o metabolismo hepático é o ponto de partida de quase toda interação.`,
        },
        {
          title: '11-OH-THC e eliminação',
          description:
            'O papel do metabólito ativo 11-OH-THC nos efeitos da via oral e as vias de eliminação dos canabinoides.',
          type: 'text',
          objectives: [
            'Explicar por que a via oral produz mais 11-OH-THC',
            'Descrever as vias de eliminação dos canabinoides',
            'Relacionar a eliminação à detecção em exames toxicológicos',
          ],
          content: `## 11-OH-THC e eliminação

O 11-hidroxi-THC (11-OH-THC) é o primeiro metabólito do THC, formado principalmente pela CYP2C9. Ele é farmacologicamente ativo, com potência semelhante ou superior à do THC, e atravessa bem a barreira hematoencefálica.

Por que isso importa?

- Na **via inalatória**, o THC chega ao cérebro antes de passar pelo fígado, e a formação de 11-OH-THC é relativamente pequena.
- Na **via oral**, o efeito de primeira passagem transforma grande parte do THC em 11-OH-THC antes de ele chegar à circulação.
- Por isso, a mesma quantidade de THC ingerida pode produzir efeitos mais intensos e prolongados que o esperado, fenômeno comum em acidentes com alimentos contendo THC.

Depois, o 11-OH-THC é oxidado a THC-COOH, que é inativo e conjugado com ácido glicurônico.

| Via de eliminação do THC | Proporção aproximada |
| --- | --- |
| Fezes | Cerca de 65% |
| Urina | Cerca de 20% |

O THC-COOH é o alvo habitual dos exames de urina. Em usuários frequentes, pode ser detectado por semanas, o que não significa efeito psicoativo no momento do teste.

> Dica: a detecção de metabólitos não equivale a comprometimento atual. Esse ponto é relevante em discussões sobre trabalho e direção, e as regras variam conforme o contexto.`,
        },
        {
          title: 'Material de referência: tabela farmacocinética',
          description:
            'PDF de consulta rápida com os principais parâmetros farmacocinéticos do THC e do CBD.',
          type: 'pdf',
          objectives: [
            'Consultar rapidamente parâmetros farmacocinéticos',
            'Consolidar os conceitos do módulo 2',
          ],
          content: `## Material de referência: tabela farmacocinética

Este PDF reúne, em duas páginas, os parâmetros que você estudou no módulo. Use-o como material de consulta durante os estudos de caso e o exame final.

Conteúdo do material:

- Biodisponibilidade por via de administração.
- Tempo até o pico plasmático e duração aproximada dos efeitos.
- Ligação a proteínas plasmáticas e distribuição.
- Enzimas do citocromo P450 envolvidas e metabólitos.
- Vias de eliminação e janelas de detecção.

Resumo do que você encontrará:

| Parâmetro | THC | CBD |
| --- | --- | --- |
| Biodisponibilidade oral | 4% a 12% | Cerca de 6% |
| Ligação a proteínas | 95% a 99% | Acima de 94% |
| Enzimas principais | CYP2C9, CYP3A4 | CYP2C19, CYP3A4 |
| Metabólito ativo | 11-OH-THC | 7-OH-CBD |
| Efeito da refeição gordurosa | Aumenta a absorção | Aumenta a exposição em cerca de 4 vezes |

Os valores são faixas médias da literatura e variam conforme formulação, dose, genética e padrão de uso. Eles servem para raciocínio farmacológico, não para definir doses individuais.

> Dica: imprima o material ou salve no celular. Ter os números à mão acelera muito a análise das interações medicamentosas do módulo 4.`,
        },
      ],
    },
    {
      title: 'Farmacodinâmica e Evidências Clínicas',
      description:
        'Mecanismos de ação do THC e do CBD, laboratório virtual e as evidências em epilepsia refratária, dor crônica, espasticidade e náusea.',
      lessons: [
        {
          title: 'THC: um agonista parcial',
          description:
            'O que significa o THC ser agonista parcial de CB1 e CB2 e como isso explica seus efeitos e sua tolerância.',
          type: 'video',
          objectives: [
            'Definir agonismo parcial e eficácia intrínseca',
            'Comparar o THC com canabinoides sintéticos',
            'Explicar a tolerância aos efeitos do THC',
          ],
          content: `## THC: um agonista parcial

O THC se liga aos receptores CB1 e CB2 e os ativa, mas com **eficácia intrínseca** menor que a de um agonista total. Por isso, é classificado como **agonista parcial**.

Conceitos fundamentais:

- **Afinidade:** o quanto a molécula se liga ao receptor.
- **Eficácia intrínseca:** o quanto a molécula ligada consegue ativar o receptor.
- **Agonista parcial:** mesmo ocupando todos os receptores, não produz a resposta máxima possível.

| Ligante | Tipo de ação em CB1 |
| --- | --- |
| THC | Agonista parcial |
| 2-AG | Agonista total |
| Canabinoides sintéticos do tipo JWH-018 | Agonistas totais de alta potência |

Essa diferença tem consequências clínicas. Canabinoides sintéticos vendidos ilegalmente, conhecidos como "K2" ou "Spice", são agonistas totais potentes e estão associados a intoxicações graves, convulsões e mortes, muito mais que a cannabis.

Efeitos mediados por CB1 incluem analgesia, ação antiemética, estímulo do apetite, euforia, alteração da percepção do tempo e prejuízo de memória de curto prazo.

Com o uso repetido, ocorre **tolerância** por dessensibilização e redução dos receptores CB1, que tende a se reverter após algumas semanas de abstinência.

> Dica: muitos efeitos do THC são bifásicos. Doses baixas podem reduzir a ansiedade, enquanto doses altas podem provocá-la.`,
        },
        {
          title: 'CBD: mecanismos múltiplos',
          description:
            'Por que o CBD age em vários alvos e o que se sabe sobre modulação alostérica negativa, 5-HT1A e TRPV1.',
          type: 'video',
          objectives: [
            'Listar os principais alvos farmacológicos do CBD',
            'Explicar a modulação alostérica negativa de CB1',
            'Avaliar criticamente a ideia de que o CBD anula o THC',
          ],
          content: `## CBD: mecanismos múltiplos

O CBD tem baixa afinidade pelos sítios de ligação clássicos de CB1 e CB2. Seus efeitos vêm de ações em vários alvos, o que o caracteriza como uma molécula de farmacologia pleiotrópica.

| Alvo | Ação proposta do CBD |
| --- | --- |
| CB1 | Modulador alostérico negativo em estudos in vitro |
| 5-HT1A | Agonista; relacionado a efeitos ansiolíticos em modelos animais |
| TRPV1 | Agonista que leva à dessensibilização do canal |
| GPR55 | Antagonista |
| Transportador de adenosina (ENT1) | Inibição da recaptação |
| FAAH | Inibição fraca, com possível aumento da anandamida |

**Modulação alostérica negativa** significa que o CBD se liga a um sítio diferente do sítio do THC e reduz a capacidade do receptor de ser ativado. Esse achado ajuda a explicar por que o CBD não é psicoativo da mesma forma que o THC.

Cuidados na interpretação:

- Muitos mecanismos foram observados em concentrações maiores que as alcançadas com doses usuais.
- A ideia de que o CBD sempre "anula" os efeitos do THC não é sustentada de forma consistente pelos estudos clínicos.
- O mecanismo anticonvulsivante provavelmente combina ações em GPR55, TRPV1 e adenosina, mas ainda não está totalmente esclarecido.

> Dica: ao ler um estudo sobre mecanismo do CBD, verifique a concentração usada e compare com os níveis plasmáticos obtidos em humanos.`,
        },
        {
          title: 'Laboratório virtual: interação ligante-receptor',
          description:
            'Compare no laboratório molecular a afinidade, a ocupação e a seletividade de canabinoides e terpenos pelos receptores CB1 e CB2.',
          type: 'interactive',
          simulator: 'molecular',
          objectives: [
            'Comparar a afinidade de endocanabinoides, fitocanabinoides e terpenos por CB1 e CB2',
            'Relacionar concentração e ocupação de receptores',
            'Interpretar resultados de simulação com senso crítico',
          ],
          content: `## Laboratório virtual: interação ligante-receptor

Nesta aula, você usa o laboratório molecular (aba Lab Virtual) para explorar como diferentes ligantes se ligam aos receptores canabinoides. Escolha a molécula e a concentração: o laboratório calcula a ocupação de CB1 e de CB2 no equilíbrio, ocupação = C / (C + Ki), com constantes de afinidade (Ki) publicadas, e classifica a afinidade e a seletividade.

Roteiro sugerido:

- **Experimento 1:** compare Δ9-THC e 2-AG na mesma concentração. Qual ocupa mais CB1?
- **Experimento 2:** compare THC e CBD e relacione a baixa afinidade do CBD pelos receptores com o que a aula "CBD: mecanismos múltiplos" diz sobre modulação alostérica.
- **Experimento 3:** compare CB1 e CB2 para o β-cariofileno e para a anandamida.
- **Experimento 4:** suba a concentração de 1 nM até 10 µM e anote quando cada ligante ocupa metade dos receptores.

Como ler os resultados:

| Indicador | O que representa |
| --- | --- |
| Ocupação | Fração dos receptores ligados na concentração escolhida |
| Afinidade | Alta, moderada ou baixa, conforme o Ki |
| Seletividade | Preferência por um receptor em relação ao outro |

Importante: o laboratório mostra ligação, não ativação. Agonistas totais e parciais podem ocupar o mesmo número de receptores e produzir respostas diferentes, como você viu em "THC: um agonista parcial". Os valores vêm de estudos in vitro e não servem para prever efeitos clínicos ou doses.

> Dica: antes de cada experimento, escreva sua hipótese. Depois, compare com o resultado e com o que você aprendeu nas aulas de farmacodinâmica. Esse hábito é a base do raciocínio científico.`,
        },
        {
          title: 'Epilepsia refratária: síndromes de Dravet e Lennox-Gastaut',
          description:
            'As evidências dos ensaios clínicos com canabidiol farmacêutico nas epilepsias refratárias da infância.',
          type: 'video',
          objectives: [
            'Caracterizar as síndromes de Dravet e Lennox-Gastaut',
            'Resumir os resultados dos principais ensaios com CBD',
            'Reconhecer os limites de extrapolação para outros produtos',
          ],
          content: `## Epilepsia refratária: Dravet e Lennox-Gastaut

As epilepsias refratárias da infância são a indicação com evidência mais sólida para o canabidiol.

- **Síndrome de Dravet:** começa no primeiro ano de vida, geralmente associada a variantes do gene SCN1A, com crises prolongadas e atraso do desenvolvimento.
- **Síndrome de Lennox-Gastaut:** múltiplos tipos de crises, incluindo crises de queda, padrão característico no eletroencefalograma e comprometimento cognitivo.

Principais ensaios randomizados com CBD purificado:

| Estudo | População | Resultado principal |
| --- | --- | --- |
| Devinsky e colaboradores, 2017 | Dravet, 20 mg/kg/dia | Redução mediana das crises convulsivas de cerca de 39%, contra 13% com placebo |
| GWPCARE3 e GWPCARE4, 2018 | Lennox-Gastaut, 10 ou 20 mg/kg/dia | Redução das crises de queda de 37% a 44%, contra 17% a 22% com placebo |

Com base nesses dados, a FDA aprovou em 2018 o CBD farmacêutico para o tratamento das crises associadas a essas duas síndromes.

Pontos críticos:

- O CBD foi usado **em associação** a outros antiepilépticos, e não como substituto.
- Eventos adversos frequentes incluíram sonolência, diminuição do apetite, diarreia e elevação de transaminases.
- Os resultados valem para CBD purificado de qualidade farmacêutica e não podem ser extrapolados automaticamente para extratos com composição variável.

> Dica: nas discussões com famílias, a meta realista costuma ser reduzir a frequência das crises, e não necessariamente eliminá-las.`,
        },
        {
          title: 'Dor crônica e espasticidade na esclerose múltipla',
          description:
            'O que as revisões sistemáticas dizem sobre canabinoides na dor crônica e na espasticidade da esclerose múltipla.',
          type: 'text',
          objectives: [
            'Resumir o nível de evidência para dor crônica',
            'Descrever o uso do nabiximóis na espasticidade da esclerose múltipla',
            'Interpretar o tamanho de efeito dos estudos',
          ],
          content: `## Dor crônica e espasticidade na esclerose múltipla

Em 2017, as Academias Nacionais de Ciências, Engenharia e Medicina dos EUA concluíram que há evidência substancial de benefício dos canabinoides na dor crônica em adultos e na espasticidade da esclerose múltipla relatada pelos pacientes.

**Dor crônica**

- Os efeitos observados são, em geral, **modestos**, com benefício mais consistente na dor neuropática.
- Em 2021, a Associação Internacional para o Estudo da Dor (IASP) concluiu que a evidência de alta qualidade ainda é insuficiente para endossar o uso geral de canabinoides no tratamento da dor.
- Efeitos adversos, como tontura e sonolência, são frequentes e precisam entrar no balanço risco-benefício.

**Espasticidade na esclerose múltipla**

- O nabiximóis, spray oromucoso com THC e CBD em proporção próxima de 1:1, foi registrado pela Anvisa em 2017 com o nome Mevatyl.
- A indicação é para espasticidade moderada a grave que não respondeu adequadamente a outros tratamentos.
- Os estudos usaram um período inicial de teste: continua o tratamento quem apresenta melhora clinicamente significativa nas primeiras semanas.

| Condição | Força da evidência | Tamanho do efeito |
| --- | --- | --- |
| Dor crônica | Moderada | Pequeno a moderado |
| Espasticidade na esclerose múltipla | Moderada a substancial | Moderado em respondedores |

> Dica: sempre compare o benefício relatado com o efeito placebo, que é elevado em estudos de dor.`,
        },
        {
          title: 'Náusea por quimioterapia e os limites da evidência',
          description:
            'O papel dos canabinoides na náusea e nos vômitos induzidos por quimioterapia e as indicações ainda sem evidência suficiente.',
          type: 'text',
          objectives: [
            'Situar os canabinoides no tratamento da náusea por quimioterapia',
            'Distinguir indicações com evidência sólida de áreas em pesquisa',
            'Reconhecer a síndrome de hiperêmese canabinoide',
          ],
          content: `## Náusea por quimioterapia e os limites da evidência

A náusea e os vômitos induzidos por quimioterapia foram uma das primeiras indicações estudadas para os canabinoides. O dronabinol, um THC sintético, e a nabilona, um análogo sintético, foram aprovados em alguns países para pacientes que não respondem aos antieméticos convencionais.

Hoje, porém, o tratamento padrão é baseado em classes mais eficazes:

- Antagonistas do receptor 5-HT3, como a ondansetrona.
- Antagonistas do receptor NK1, como o aprepitanto.
- Dexametasona e olanzapina em esquemas combinados.

Os canabinoides ocupam, portanto, um papel de **terapia adicional** em casos refratários, e não de primeira linha.

| Área | Situação da evidência |
| --- | --- |
| Náusea por quimioterapia | Evidência sólida para canabinoides orais como adjuvantes |
| Ansiedade, insônia, autismo | Estudos promissores, mas insuficientes |
| Doença de Parkinson, glaucoma | Evidência limitada ou desfavorável |

Um paradoxo importante é a **síndrome de hiperêmese canabinoide**: em usuários crônicos de doses altas de THC, podem surgir crises de vômitos intensos, aliviadas por banhos quentes e resolvidas com a interrupção do uso.

> Dica: "promissor" não é sinônimo de "comprovado". Ao comunicar evidências, diga claramente o nível de certeza de cada indicação.`,
        },
      ],
    },
    {
      title: 'Segurança, Titulação e Prescrição',
      description:
        'Interações medicamentosas, efeitos adversos, princípios de titulação, regras de prescrição no Brasil, estudo de caso e exame final.',
      lessons: [
        {
          title: 'Interações medicamentosas',
          description:
            'As interações farmacocinéticas e farmacodinâmicas mais relevantes envolvendo THC e CBD.',
          type: 'video',
          objectives: [
            'Identificar interações mediadas pelo CYP450',
            'Reconhecer interações farmacodinâmicas por efeito aditivo',
            'Propor estratégias de monitoramento',
          ],
          content: `## Interações medicamentosas

As interações com canabinoides podem ser **farmacocinéticas**, quando um fármaco altera a concentração do outro, ou **farmacodinâmicas**, quando os efeitos se somam ou se opõem.

| Combinação | Mecanismo | Consequência |
| --- | --- | --- |
| CBD + clobazam | Inibição da CYP2C19 | Aumento do N-desmetilclobazam e mais sedação |
| CBD + valproato | Mecanismo não totalmente esclarecido | Maior risco de elevação de transaminases |
| CBD + varfarina | Inibição da CYP2C9 | Aumento do INR e risco de sangramento |
| CBD + tacrolimo | Inibição da CYP3A4 | Aumento dos níveis do imunossupressor |
| THC + cetoconazol | Inibição da CYP3A4 | Maior exposição ao THC |
| Canabinoides + rifampicina | Indução enzimática | Menor exposição aos canabinoides |

Interações farmacodinâmicas relevantes:

- **Depressores do sistema nervoso central**, como benzodiazepínicos, opioides e álcool: sedação aditiva e risco de quedas.
- **Fumo de cannabis** induz a CYP1A2, de forma semelhante ao tabaco, e pode reduzir os níveis de clozapina e olanzapina.

Estratégias de segurança:

- Revisar toda a lista de medicamentos, incluindo fitoterápicos.
- Monitorar INR, enzimas hepáticas ou níveis séricos quando indicado.
- Introduzir mudanças uma de cada vez.

> Dica: a decisão sobre ajustes de dose é sempre do prescritor. O papel do farmacêutico e da equipe é identificar o risco e comunicá-lo com clareza.`,
        },
        {
          title: 'Efeitos adversos e contraindicações',
          description:
            'O perfil de segurança do THC e do CBD, os grupos de maior risco e os sinais de alerta.',
          type: 'text',
          objectives: [
            'Diferenciar os efeitos adversos do THC e do CBD',
            'Identificar populações de maior risco',
            'Reconhecer sinais de transtorno por uso de cannabis',
          ],
          content: `## Efeitos adversos e contraindicações

THC e CBD têm perfis de segurança diferentes, e conhecer essas diferenças é essencial para o uso responsável.

| THC | CBD |
| --- | --- |
| Tontura e sonolência | Sonolência e fadiga |
| Boca seca e taquicardia | Diarreia |
| Hipotensão ortostática | Diminuição do apetite |
| Ansiedade e paranoia em doses altas | Elevação de transaminases, dependente da dose |
| Prejuízo de memória, atenção e coordenação | Interações pelo CYP450 |

Situações que exigem cautela ou contraindicam o uso, especialmente de THC:

- **Gestação e amamentação.**
- **História pessoal ou familiar de psicose**, pelo risco de desencadear ou agravar sintomas.
- **Doença cardiovascular instável**, pelo efeito sobre frequência cardíaca e pressão.
- **Adolescentes**, pela maior vulnerabilidade do cérebro em desenvolvimento.
- **Insuficiência hepática**, que pode exigir ajuste no caso do CBD.

O uso de THC também pode levar ao **transtorno por uso de cannabis**. As estimativas variam conforme o critério diagnóstico: cerca de um em cada dez usuários desenvolve dependência, e o risco é maior quando o uso é diário ou começa na adolescência.

Dirigir ou operar máquinas sob efeito de THC aumenta o risco de acidentes.

> Dica: registrar os efeitos adversos desde o início do tratamento ajuda o prescritor a diferenciar efeitos do produto de sintomas da própria doença.`,
        },
        {
          title: 'Titulação e individualização',
          description:
            'Os princípios de início e ajuste gradual das doses de canabinoides descritos em consensos internacionais.',
          type: 'video',
          objectives: [
            'Explicar o princípio "começar baixo, ir devagar"',
            'Converter gotas em miligramas de canabinoide',
            'Definir metas e critérios de reavaliação',
          ],
          content: `## Titulação e individualização

A resposta aos canabinoides varia muito entre pessoas. Por isso, consensos internacionais, como o publicado por Bhaskar e colaboradores em 2021 para dor crônica, recomendam o princípio **"começar baixo, ir devagar"**.

Princípios gerais:

- Iniciar com dose baixa, em geral com produtos com predomínio de CBD.
- Quando há THC, os consensos citam doses iniciais baixas, na faixa de 1 a 2,5 mg, com aumentos graduais espaçados por dias.
- Ajustar em pequenos passos até o efeito desejado ou até surgirem efeitos adversos.
- Reavaliar periodicamente e considerar a suspensão se não houver benefício.

A prescrição deve ser feita em **miligramas de canabinoide**, e não em gotas. Veja a conversão:

| Concentração do óleo | Volume | Quantidade de CBD |
| --- | --- | --- |
| 50 mg/mL | 0,1 mL | 5 mg |
| 50 mg/mL | 0,5 mL | 25 mg |

O número de gotas por mililitro varia conforme o conta-gotas e o óleo, por isso gotas não são uma unidade confiável.

Ferramentas de acompanhamento:

- Diário de sintomas e efeitos adversos.
- Escalas padronizadas, como a escala numérica de dor.
- Metas funcionais combinadas com o paciente, como dormir melhor ou caminhar mais.

> Dica: este conteúdo é educativo. Doses, ajustes e suspensões são decisões do prescritor, feitas caso a caso.`,
        },
        {
          title: 'Prescrição de produtos de cannabis no Brasil',
          description:
            'As regras da Anvisa para prescrição e acesso a produtos de cannabis, incluindo receituário e importação.',
          type: 'text',
          objectives: [
            'Diferenciar medicamento registrado e produto de cannabis',
            'Identificar o receituário exigido conforme o teor de THC',
            'Descrever o fluxo de importação pela RDC 660/2022',
          ],
          content: `## Prescrição de produtos de cannabis no Brasil

No Brasil, há três situações regulatórias distintas:

- **Medicamento registrado:** o nabiximóis (Mevatyl) tem registro na Anvisa, com eficácia e segurança avaliadas.
- **Produtos de cannabis da RDC 327/2019:** têm Autorização Sanitária, são de uso oral ou nasal e são vendidos em farmácias mediante prescrição médica.
- **Importação por pessoa física (RDC 660/2022):** o paciente se cadastra na Anvisa com a prescrição de um profissional legalmente habilitado e importa o produto para uso próprio.

Receituário para produtos da RDC 327/2019:

| Teor de THC | Receituário |
| --- | --- |
| Até 0,2% | Notificação de Receita B (azul) |
| Acima de 0,2% | Notificação de Receita A (amarela), restrito a pacientes sem alternativas terapêuticas e em situações clínicas irreversíveis ou terminais |

Outros pontos importantes:

- O prescritor deve orientar o paciente sobre riscos, benefícios e uso correto, com registro em prontuário.
- Produtos de cannabis não são medicamentos registrados e não têm eficácia comprovada da mesma forma.
- Conselhos profissionais, como o Conselho Federal de Medicina, também publicam resoluções sobre o tema.

> Dica: as normas de acesso e prescrição são revisadas com frequência. Consulte a norma vigente no portal da Anvisa e as resoluções do seu conselho profissional antes de aplicar qualquer regra.`,
        },
        {
          title: 'Estudo de caso: paciente em polifarmácia',
          description:
            'Análise de um caso fictício de paciente idoso em uso de vários medicamentos que considera iniciar CBD.',
          type: 'case-study',
          objectives: [
            'Aplicar o conhecimento de interações a um caso realista',
            'Identificar dados que precisam ser monitorados',
            'Comunicar riscos de forma clara e responsável',
          ],
          content: `## Estudo de caso: paciente em polifarmácia

**Caso fictício.** Dona Lúcia, 72 anos, tem neuropatia diabética dolorosa, fibrilação atrial e insônia. Usa metformina, varfarina, clonazepam à noite e omeprazol. Seu médico considera associar um produto de cannabis com predomínio de CBD e pede a avaliação farmacêutica.

Pontos a analisar:

| Medicamento | Possível interação com CBD | O que monitorar |
| --- | --- | --- |
| Varfarina | Inibição da CYP2C9 pode elevar o INR | INR com maior frequência no início |
| Clonazepam | Sedação aditiva; metabolismo pela CYP3A4 | Sonolência e risco de quedas |
| Omeprazol | Metabolizado pela CYP2C19, também inibida pelo CBD | Relevância clínica geralmente baixa |
| Metformina | Sem interação relevante conhecida | Controle glicêmico habitual |

Questões para discussão:

- Qual interação representa o maior risco neste caso e por quê?
- Que exames devem ser combinados com o médico antes e depois do início?
- Como a idade e o risco de quedas influenciam a estratégia de titulação?
- Como explicar à paciente e à família os sinais de alerta, como sangramentos e sonolência excessiva?

### Resolução comentada

- **Maior risco:** a varfarina. Ao inibir a CYP2C9, o CBD pode elevar a concentração da varfarina e o INR, aumentando o risco de sangramento.
- **Exames:** INR antes do início e com mais frequência nas primeiras semanas; enzimas hepáticas (ALT e AST), que o CBD pode elevar.
- **Idade e quedas:** a sedação somada à do clonazepam aumenta o risco de quedas e pede uma titulação ainda mais lenta, conduzida pelo médico.
- **Sinais de alerta:** sangramento na gengiva ou no nariz, manchas roxas, urina escura e sonolência excessiva devem ser comunicados ao médico.

> Dica: em idosos, a regra "começar baixo, ir devagar" é ainda mais importante. Mudanças pequenas podem ter efeitos grandes.`,
        },
        {
          title: 'Exame final',
          description:
            'Avaliação abrangente de todos os módulos do curso, com questões objetivas e correção comentada.',
          type: 'exam',
          objectives: [
            'Demonstrar domínio integrado do conteúdo do curso',
            'Aplicar conceitos farmacológicos a situações clínicas',
          ],
          content: `## Exame final

O exame final avalia tudo o que você estudou no curso, com questões objetivas e situações clínicas curtas. Ao final, você recebe a correção comentada de cada questão.

Distribuição dos temas:

| Módulo | Peso aproximado |
| --- | --- |
| Sistema endocanabinoide | 20% |
| Farmacocinética | 25% |
| Farmacodinâmica e evidências clínicas | 30% |
| Segurança, titulação e prescrição | 25% |

O que revisar antes de começar:

- Diferenças entre CB1 e CB2 e entre anandamida e 2-AG.
- Biodisponibilidade por via e o papel do 11-OH-THC.
- Enzimas CYP3A4, CYP2C9 e CYP2C19 e as interações que delas decorrem.
- Mecanismos do THC e do CBD.
- Resultados dos ensaios em Dravet e Lennox-Gastaut.
- Regras de receituário para produtos da RDC 327/2019.

Orientações:

- Reserve um tempo sem interrupções.
- Você pode consultar a tabela farmacocinética em PDF.
- A nota mínima recomendada para considerar o conteúdo consolidado é de 70%.

> Dica: nas questões de caso, identifique primeiro o mecanismo envolvido. Quase sempre a resposta certa decorre diretamente dele.

Boa prova!`,
        },
      ],
    },
  ],
  reviews: [
    {
      author: REVIEWER.helena,
      rating: 5,
      date: '2026-01-22',
      comment:
        'Conteúdo de altíssimo nível. As aulas de metabolismo pelo CYP450 e de interações mudaram a forma como acompanho meus pacientes. Referências atualizadas e linguagem clara.',
    },
    {
      author: REVIEWER.thiago,
      rating: 4,
      date: '2026-02-10',
      comment:
        'Como farmacêutico, achei o estudo de caso de polifarmácia excelente. O laboratório virtual é didático, mas eu gostaria de ainda mais casos clínicos comentados.',
    },
  ],
} satisfies SeedCourse
