import type { SeedCourse } from './types.js'
import { REVIEWER } from './reviewers.js'

export default {
  slug: 'cultivo-indoor-avancado',
  title: 'Cultivo Indoor Avançado',
  subtitle: 'Ambiente controlado, nutrição de precisão e pós-colheita para cultivos autorizados',
  description:
    'Um curso técnico para quem atua em cultivos legalmente autorizados, como pesquisa, associações com autorização judicial e uso medicinal amparado por decisão judicial. Você vai dominar iluminação, clima, nutrição, treinamento de plantas, sanidade e pós-colheita com números de referência e simuladores interativos.',
  category: 'cultivo',
  level: 'advanced',
  imageEmoji: '🌱',
  price: 37,
  featured: true,
  tags: ['Cultivo indoor', 'Iluminação LED', 'VPD', 'Nutrição', 'Pós-colheita', 'Sensores'],
  features: [
    'Certificado de conclusão verificável',
    'Mentor IA 24/7',
    'Simulador de grow room interativo',
    'Simulador de cronograma nutricional',
    'Planilhas e checklists para download',
  ],
  objectives: [
    'Planejar um grow room eficiente dentro de um contexto legalmente autorizado',
    'Calcular PPFD, DLI e VPD e ajustar o ambiente a cada fase',
    'Manejar pH, EC e a relação N-P-K ao longo do ciclo',
    'Aplicar técnicas de treinamento como LST e SCROG',
    'Prevenir e manejar pragas e fungos com manejo integrado',
    'Conduzir colheita, secagem e cura preservando canabinoides e terpenos',
  ],
  learningPath: [
    'Planejamento do grow room e enquadramento legal',
    'Iluminação, clima e fluxo de ar',
    'Substratos, nutrição e fases da planta',
    'Treinamento de plantas e sanidade',
    'Colheita, secagem, cura e monitoramento com IA',
  ],
  outcomes: [
    'Ambiente de cultivo estável e documentado',
    'Rotina de nutrição baseada em medições, não em palpites',
    'Redução de perdas por pragas, fungos e erros de secagem',
    'Planilhas de controle prontas para auditorias e pesquisas',
    'Visão prática de sensores e IA aplicados ao cultivo',
  ],
  mentor: {
    name: 'Prof. Verde IA',
    avatar: '👨‍🌾',
    bio: 'Mentor virtual com foco em fisiologia vegetal e ambiente controlado, treinado para transformar dados de cultivo em decisões práticas e seguras.',
    experience: '20+ anos de agronomia condensados',
  },
  tabs: ['conteudo', 'progresso', 'simulador', 'mentor', 'objetivos', 'quiz'],
  simulators: ['grow_room', 'nutrition'],
  createdDaysAgo: 20,
  modules: [
    {
      title: 'Planejamento, Iluminação e Clima',
      description:
        'Como projetar o espaço de cultivo, escolher a iluminação e controlar temperatura, umidade e ventilação.',
      lessons: [
        {
          title: 'Cultivo autorizado: panorama legal e planejamento',
          description:
            'Em quais contextos o cultivo é permitido no Brasil e como planejar um projeto documentado desde o primeiro dia.',
          type: 'video',
          content: `## Antes de tudo: o enquadramento legal

No Brasil, o cultivo de cannabis continua proibido pela Lei 11.343/2006, salvo autorização. Todo o conteúdo deste curso se destina a contextos legalmente autorizados.

### Contextos que podem ser autorizados

- **Pesquisa científica**, com autorização especial dos órgãos competentes.
- **Associações de pacientes** que obtiveram decisão judicial específica.
- **Pacientes** com habeas corpus ou outra decisão judicial para cultivo medicinal.
- **Cânhamo industrial**, cuja regulamentação foi determinada pelo STJ em 2024 e depende das normas da ANVISA e da União.

### Planejamento documentado

Um projeto autorizado precisa ser rastreável. Antes de comprar equipamentos, defina:

| Item | Pergunta-chave |
|---|---|
| Escopo | Quantas plantas a autorização permite? |
| Espaço | Qual área e qual altura útil estão disponíveis? |
| Energia | A instalação elétrica suporta a carga prevista? |
| Segurança | Como o acesso ao espaço é controlado? |
| Registros | Onde ficam os diários de cultivo e os laudos? |

### Diário de cultivo

Registre datas, medições de pH e EC, temperatura, umidade, intervenções e ocorrências. Esses dados sustentam a prestação de contas e alimentam as análises com IA do último módulo.

> Dica: guarde cópias da decisão judicial ou autorização em local acessível no próprio espaço de cultivo.`,
          objectives: [
            'Identificar os contextos em que o cultivo pode ser autorizado no Brasil',
            'Estruturar o planejamento e o diário de um cultivo documentado',
          ],
        },
        {
          title: 'Dimensionando o grow room',
          description:
            'Como escolher área, estrutura, refletividade e carga elétrica de um ambiente de cultivo indoor.',
          type: 'tutorial',
          content: `## Dimensionando o espaço

O ponto de partida é a área útil de dossel, ou seja, a superfície que a luz precisa cobrir. Um ambiente de 1,2 × 1,2 m tem 1,44 m² de dossel e é um formato comum em pesquisa de pequena escala.

### Passo a passo

1. **Meça a área e a altura**: reserve espaço para o vaso, a planta, a distância até a luminária e a própria luminária. Uma altura de 2 m é confortável.
2. **Escolha as paredes**: tendas com revestimento refletivo ou paredes pintadas de branco fosco devolvem boa parte da luz ao dossel.
3. **Calcule a potência da luz**: multiplique o PPFD desejado pela área e divida pela eficiência da luminária.
4. **Planeje a elétrica**: circuito dedicado, disjuntor adequado e tomadas aterradas.

### Exemplo de cálculo

| Parâmetro | Valor |
|---|---|
| PPFD alvo na floração | 900 µmol/m²/s |
| Área | 1,44 m² |
| Fluxo necessário | 1.296 µmol/s |
| Eficiência do LED | 2,7 µmol/J |
| Potência estimada | cerca de 480 W, mais margem para perdas |

### Layout

- Deixe corredores para inspeção e manejo.
- Separe a área de mudas da área de floração.
- Mantenha equipamentos elétricos longe da água.

> Dica: uma luminária um pouco superdimensionada com dimmer é mais versátil do que uma subdimensionada funcionando no limite.`,
          objectives: [
            'Calcular a área de dossel e a potência de iluminação necessária',
            'Planejar estrutura, refletividade e instalação elétrica',
          ],
        },
        {
          title: 'Iluminação: PPFD, DLI e espectro',
          description:
            'As métricas que realmente importam para a luz das plantas e os valores de referência para cada fase.',
          type: 'video',
          content: `## A luz que a planta enxerga

Plantas usam principalmente a radiação fotossinteticamente ativa (PAR), entre 400 e 700 nm. Por isso, lúmens e lux, que medem a luz percebida pelo olho humano, não servem para avaliar luminárias de cultivo.

### Métricas essenciais

- **PPFD**: quantidade de fótons PAR que chega a cada metro quadrado por segundo (µmol/m²/s).
- **DLI**: total de fótons recebidos em um dia (mol/m²/dia). DLI = PPFD × horas de luz × 0,0036.
- **Eficácia**: fótons emitidos por watt (µmol/J). LEDs modernos passam de 2,5 µmol/J.

### Valores de referência

| Fase | PPFD (µmol/m²/s) | Fotoperíodo | DLI aproximado |
|---|---|---|---|
| Mudas e clones | 100 a 300 | 18/6 | 6 a 19 |
| Vegetativa | 300 a 600 | 18/6 | 19 a 39 |
| Floração | 600 a 1000 | 12/12 | 26 a 43 |

### Espectro

- Azul (400 a 500 nm): plantas mais compactas.
- Vermelho (600 a 700 nm): alta eficiência fotossintética.
- Vermelho distante (700 a 750 nm): influencia alongamento e floração.

LEDs brancos de espectro completo com reforço no vermelho atendem bem todas as fases.

> Dica: acima de cerca de 1000 µmol/m²/s, só há ganho real com enriquecimento de CO₂ e clima muito bem controlado.`,
          objectives: [
            'Diferenciar PPFD, DLI e eficácia',
            'Aplicar valores de PPFD e fotoperíodo a cada fase',
            'Entender o papel das faixas do espectro',
          ],
        },
        {
          title: 'Clima: temperatura, umidade e VPD',
          description:
            'Como o déficit de pressão de vapor conecta temperatura e umidade e orienta o manejo do clima.',
          type: 'video',
          content: `## Temperatura, umidade e VPD

Temperatura e umidade relativa não devem ser ajustadas isoladamente. O VPD (déficit de pressão de vapor) combina as duas e indica a "força" com que o ar puxa água da folha, regulando a transpiração.

### Como calcular

1. Pressão de saturação (kPa): 0,6108 × e^(17,27 × T / (T + 237,3)).
2. VPD = pressão de saturação × (1 − UR/100).

A 25 °C, a pressão de saturação é de cerca de 3,17 kPa. Com 65% de UR, o VPD fica em aproximadamente 1,1 kPa.

### Faixas de referência

| Fase | Temperatura | Umidade relativa | VPD |
|---|---|---|---|
| Mudas e clones | 22 a 26 °C | 65 a 75% | 0,4 a 0,8 kPa |
| Vegetativa | 22 a 28 °C | 55 a 70% | 0,8 a 1,2 kPa |
| Floração | 20 a 26 °C | 40 a 55% | 1,2 a 1,5 kPa |

### Sinais de desequilíbrio

- **VPD baixo**: transpiração lenta, risco de fungos e absorção fraca de cálcio.
- **VPD alto**: estômatos se fecham, bordas das folhas secam e o crescimento trava.

> Dica: a folha costuma estar 1 a 2 °C mais fria que o ar sob LED. Para maior precisão, meça a temperatura da folha com termômetro infravermelho.`,
          objectives: [
            'Calcular o VPD a partir de temperatura e umidade',
            'Aplicar faixas de clima adequadas a cada fase',
            'Reconhecer sintomas de VPD fora da faixa',
          ],
        },
        {
          title: 'Fluxo de ar, exaustão e filtragem',
          description:
            'Como dimensionar exaustores, ventiladores internos e filtros de carvão para um ambiente saudável.',
          type: 'text',
          content: `## Ar em movimento

A ventilação renova o CO₂ consumido pelas plantas, remove calor e umidade e fortalece os caules. Ar parado favorece fungos e pragas.

### Exaustão

O exaustor deve trocar todo o ar do ambiente a cada 1 a 3 minutos. Exemplo para uma tenda de 1,2 × 1,2 × 2 m:

| Etapa | Valor |
|---|---|
| Volume | 2,88 m³ |
| Uma troca por minuto | cerca de 173 m³/h |
| Margem para filtro e dutos | + 25 a 50% |
| Exaustor recomendado | 220 a 260 m³/h, com controle de velocidade |

### Circulação interna

- Ventiladores oscilantes acima e abaixo do dossel.
- Brisa leve sobre as folhas, sem vento direto e constante nas flores.
- Mantenha leve pressão negativa: o ar entra pelas aberturas e sai pelo exaustor.

### Filtragem

- Filtro de carvão ativado na saída reduz odores.
- Tela ou filtro na entrada de ar ajuda a barrar insetos.
- Troque o carvão conforme orientação do fabricante.

### CO₂

O ar externo tem cerca de 420 ppm. O enriquecimento para 800 a 1200 ppm só faz sentido em salas vedadas e com PPFD alto, e exige sensor e controle, pois concentrações elevadas são perigosas para pessoas.

> Dica: se as folhas tremem levemente, o fluxo está bom; se dobram o tempo todo, está forte demais.`,
          objectives: [
            'Dimensionar a exaustão pelo volume do ambiente',
            'Organizar a circulação interna e a filtragem',
            'Entender quando o enriquecimento de CO₂ faz sentido',
          ],
        },
        {
          title: 'Simulador: monte seu grow room',
          description:
            'Ajuste temperatura, umidade, PPFD e fluxo de ar no simulador e observe o impacto na produtividade e na qualidade.',
          type: 'interactive',
          simulator: 'grow_room',
          content: `## Simulador de grow room

Nesta aula prática você vai testar, sem riscos, como as variáveis do ambiente interagem. O simulador parte de valores iniciais típicos: 24 °C, 50% de umidade, PPFD de 800 µmol/m²/s e fluxo de ar no nível 30.

### Como usar

1. Altere uma variável por vez e clique em simular.
2. Observe a produtividade estimada em g/m², a pontuação de qualidade e a eficiência.
3. Anote cada resultado na sua planilha de experimentos.

### Faixas que o modelo favorece

| Variável | Faixa ideal no simulador |
|---|---|
| Temperatura | 22 a 26 °C |
| Umidade | 40 a 60% |
| PPFD | 600 a 1000 µmol/m²/s |
| Fluxo de ar | nível 25 ou mais |

### Desafios

- Descubra o que acontece quando o PPFD passa de 1200 µmol/m²/s.
- Reduza a umidade para 35% e compare a qualidade.
- Encontre a combinação que maximiza a qualidade com o menor PPFD possível.

### Limites do modelo

O simulador é didático. Ele não considera genética, CO₂, nutrição nem a interação entre temperatura e umidade pelo VPD. Use-o para construir intuição, não como previsão exata.

> Dica: peça ao Mentor IA para explicar por que cada faixa aumenta ou reduz a produtividade no modelo.`,
          objectives: [
            'Testar o efeito de cada variável ambiental no simulador',
            'Interpretar produtividade, qualidade e eficiência estimadas',
            'Reconhecer as limitações de um modelo simplificado',
          ],
        },
      ],
    },
    {
      title: 'Substratos, Nutrição e Fases da Planta',
      description:
        'Escolha do meio de cultivo, controle de pH e EC, necessidades de nutrientes e manejo das fases vegetativa e de floração.',
      lessons: [
        {
          title: 'Substratos: solo, fibra de coco e hidroponia',
          description: 'Vantagens, desafios e faixas de pH de cada meio de cultivo.',
          type: 'video',
          content: `## Escolhendo o meio de cultivo

O substrato sustenta as raízes, armazena água e oxigênio e define quanta margem de erro você terá na nutrição.

### Comparativo

| Meio | pH ideal | Vantagens | Desafios |
|---|---|---|---|
| Solo enriquecido | 6,0 a 6,8 | Maior tolerância a erros | Crescimento mais lento |
| Fibra de coco | 5,8 a 6,2 | Excelente aeração | Exige cálcio e magnésio extras |
| Hidroponia | 5,8 a 6,2 | Crescimento rápido e controle total | Pouca margem para falhas |

### Solo

Misturas com turfa ou composto, perlita e matéria orgânica funcionam bem. A vida microbiana ajuda a disponibilizar nutrientes, mas torna a nutrição menos precisa.

### Fibra de coco

É um meio praticamente inerte. Prefira fibra lavada e tamponada com cálcio e magnésio. Regas frequentes com drenagem de 10 a 20% evitam acúmulo de sais.

### Hidroponia

- Sistemas comuns: DWC, NFT e gotejamento em substrato inerte.
- A temperatura da solução deve ficar entre 18 e 22 °C para manter o oxigênio dissolvido e evitar Pythium.
- Falhas de bomba ou energia afetam as raízes rapidamente.

> Dica: em projetos de pesquisa, escolha o meio que a equipe consegue monitorar todos os dias. Consistência vale mais que velocidade.`,
          objectives: [
            'Comparar solo, fibra de coco e hidroponia',
            'Associar cada meio à sua faixa de pH',
          ],
        },
        {
          title: 'pH e EC: medição e correção',
          description:
            'Como medir, calibrar e corrigir o pH e a condutividade elétrica da solução nutritiva e da drenagem.',
          type: 'tutorial',
          content: `## pH e EC sem mistério

O **pH** define quais nutrientes estão disponíveis para as raízes. A **EC** (condutividade elétrica) indica a concentração total de sais dissolvidos, ou seja, a força da solução nutritiva.

### Passo a passo da medição

1. Calibre o medidor de pH com soluções padrão de pH 7,0 e 4,0.
2. Calibre o medidor de EC com solução padrão de 1,413 mS/cm.
3. Prepare a solução: água, nutrientes na ordem do fabricante e, por último, o ajuste de pH.
4. Meça a solução de entrada e a drenagem de cada rega.

### Faixas de referência de EC

| Fase | EC (mS/cm) |
|---|---|
| Mudas e clones | 0,4 a 0,8 |
| Vegetativa | 1,0 a 1,6 |
| Floração | 1,4 a 2,2 |
| Semanas finais | redução gradual |

### Interpretando a drenagem

- EC da drenagem muito acima da entrada: acúmulo de sais; aumente o volume de drenagem.
- pH da drenagem subindo ou caindo: o substrato está perdendo estabilidade.

### Conversões

Medidores em ppm usam escalas diferentes: na escala 500, 1,0 mS/cm corresponde a 500 ppm; na escala 700, a 700 ppm.

> Dica: registre sempre a escala usada. Misturar escalas é um dos erros mais comuns em planilhas de cultivo.`,
          objectives: [
            'Calibrar e usar medidores de pH e EC',
            'Aplicar faixas de EC por fase',
            'Interpretar os valores da drenagem',
          ],
        },
        {
          title: 'N-P-K e micronutrientes por fase',
          description:
            'O papel de cada nutriente e como a demanda de nitrogênio, fósforo e potássio muda ao longo do ciclo.',
          type: 'video',
          content: `## Nutrientes e suas funções

As plantas precisam de macronutrientes primários (N, P e K), secundários (Ca, Mg e S) e micronutrientes (Fe, Mn, Zn, Cu, B e Mo).

### Macronutrientes primários

- **Nitrogênio (N)**: folhas, clorofila e crescimento vegetativo.
- **Fósforo (P)**: energia celular, raízes e formação de flores.
- **Potássio (K)**: regulação da água, enzimas e enchimento das flores.

### Demanda aproximada por fase (ppm na solução)

| Fase | N | P | K |
|---|---|---|---|
| Vegetativa | 150 a 200 | 40 a 60 | 150 a 200 |
| Início da floração | 120 a 150 | 50 a 80 | 200 a 250 |
| Floração plena | 80 a 120 | 60 a 90 | 250 a 300 |

Os valores variam com a genética, o substrato e a intensidade de luz. Trate-os como ponto de partida.

### Lendo deficiências

- **Nutrientes móveis** (N, P, K, Mg): sintomas aparecem primeiro nas folhas velhas.
- **Nutrientes imóveis** (Ca, Fe, S, B): sintomas aparecem primeiro nas folhas novas.
- Antes de adicionar nutrientes, confira o pH: muitas "deficiências" são bloqueios por pH fora da faixa.

> Dica: excesso de nitrogênio na floração deixa as folhas verde-escuras e pode prejudicar a formação das flores.`,
          objectives: [
            'Explicar a função de N, P e K',
            'Ajustar a relação N-P-K a cada fase',
            'Diferenciar sintomas de nutrientes móveis e imóveis',
          ],
        },
        {
          title: 'Simulação: cronograma nutricional',
          description:
            'Monte um cronograma de nutrição semana a semana no simulador e compare os valores de N, P e K.',
          type: 'simulation',
          simulator: 'nutrition',
          content: `## Simulador de nutrição

Nesta simulação você vai montar um cronograma de nutrição para um ciclo de cerca de dez semanas e observar como a relação entre N, P e K muda ao longo do tempo.

### Etapas do cronograma

| Semanas | Momento | Foco |
|---|---|---|
| 1 e 2 | Vegetativa inicial | Nitrogênio alto, EC moderada |
| 3 e 4 | Vegetativa plena | Nitrogênio e potássio equilibrados |
| 5 a 8 | Floração | Mais fósforo e potássio, menos nitrogênio |
| 9 e 10 | Maturação | EC reduzida e foco em potássio |

### O que fazer

1. Defina o pH e a EC iniciais (o simulador começa em pH 6,0 e EC 1,2 mS/cm).
2. Observe os valores de N, P e K sugeridos para cada etapa.
3. Compare os valores de cada etapa com a tabela de N-P-K da aula 9.
4. Copie os valores para a planilha de controle da aula 13.

### Perguntas para reflexão

- Por que o nitrogênio cai na floração?
- O que aconteceria com a absorção de ferro e manganês se o pH subisse para 7,2?
- O que acontece com a EC se você somar estimulantes de floração sem reduzir a base?
- Como a fibra de coco mudaria a necessidade de cálcio e magnésio?

> Dica: em cultivos autorizados de pesquisa, todo ajuste de cronograma deve ser registrado com data e justificativa, para que os resultados possam ser comparados entre ciclos.`,
          objectives: [
            'Construir um cronograma nutricional por semanas',
            'Relacionar pH e disponibilidade de nutrientes',
          ],
        },
        {
          title: 'Fase vegetativa: fotoperíodo 18/6 e vigor',
          description:
            'Como conduzir a fase vegetativa para formar plantas fortes, com estrutura pronta para a floração.',
          type: 'video',
          content: `## A fase vegetativa

Na fase vegetativa a planta constrói raízes, caules e folhas. A estrutura formada agora define o potencial da floração.

### Parâmetros de referência

| Parâmetro | Valor |
|---|---|
| Fotoperíodo | 18 horas de luz e 6 de escuro (18/6) |
| PPFD | 300 a 600 µmol/m²/s |
| Temperatura | 22 a 28 °C |
| VPD | 0,8 a 1,2 kPa |
| EC | 1,0 a 1,6 mS/cm |

### Duração

Em ambiente indoor, a fase vegetativa dura em geral de 3 a 6 semanas a partir da muda estabelecida. Plantas de fotoperíodo permanecem vegetando enquanto recebem noites curtas.

### Sinais de vigor

- Entrenós curtos e caules firmes.
- Folhas verde-médio, sem pontas queimadas.
- Raízes brancas e abundantes nas transplantações.

### Boas práticas

- Transplante para vasos maiores antes que as raízes circulem o vaso.
- Inicie o treinamento de plantas nesta fase.
- Faça inspeções de pragas duas vezes por semana: é mais fácil controlar problemas antes da floração.

> Dica: considere o estiramento da floração ao decidir o momento de mudar para 12/12. Muitas plantas crescem de 50% a 100% em altura nas primeiras semanas de flor.`,
          objectives: [
            'Aplicar os parâmetros ambientais da fase vegetativa',
            'Reconhecer sinais de vigor e o momento da transição',
          ],
        },
        {
          title: 'Transição e floração em 12/12',
          description:
            'O que muda quando o fotoperíodo passa para 12/12 e como acompanhar cada etapa da floração.',
          type: 'video',
          content: `## Da transição à floração

Em plantas de fotoperíodo, a floração é induzida por noites longas. Mudar o ciclo para 12 horas de luz e 12 de escuro (12/12) sinaliza a chegada do "outono".

### O escuro precisa ser escuro

Vazamentos de luz durante o período noturno podem atrasar a floração e causar estresse, inclusive o surgimento de flores masculinas em plantas femininas. Verifique a vedação da tenda com a luz externa acesa.

### Linha do tempo típica

| Semanas de 12/12 | O que acontece |
|---|---|
| 1 a 3 | Estiramento e surgimento dos primeiros pistilos |
| 4 a 6 | Formação e engorda das flores |
| 7 a 10 | Maturação dos tricomas e amadurecimento |

A duração total varia com a genética, em geral de 8 a 10 semanas.

### Ajustes de ambiente

- Aumente o PPFD gradualmente até 600 a 1000 µmol/m²/s.
- Reduza a umidade para 40 a 55% e busque VPD de 1,2 a 1,5 kPa.
- Mantenha diferença noturna de até 5 °C abaixo da temperatura diurna.
- Ajuste a nutrição para mais fósforo e potássio.

> Dica: autoflorescentes não dependem do fotoperíodo e costumam ser mantidas em 18/6 ou 20/4 durante todo o ciclo.`,
          objectives: [
            'Explicar a indução da floração pelo fotoperíodo',
            'Acompanhar as etapas da floração',
            'Ajustar ambiente e nutrição na floração',
          ],
        },
        {
          title: 'Planilha de controle nutricional',
          description:
            'Use a planilha modelo para registrar pH, EC, volumes e observações de cada rega.',
          type: 'spreadsheet',
          content: `## Planilha de controle

Medir sem registrar é desperdiçar informação. Esta aula apresenta a planilha modelo do curso, pensada para cultivos autorizados que precisam de rastreabilidade.

### Colunas da planilha

| Coluna | Exemplo |
|---|---|
| Data | 14/03 |
| Semana do ciclo | Floração, semana 3 |
| Volume aplicado (L) | 2,0 |
| pH de entrada | 6,0 |
| EC de entrada (mS/cm) | 1,8 |
| pH da drenagem | 6,3 |
| EC da drenagem (mS/cm) | 2,1 |
| Observações | Leve amarelamento em folhas baixas |

### Como usar

1. Preencha uma linha por rega ou por troca de solução.
2. Use as fórmulas prontas para calcular a diferença entre entrada e drenagem.
3. Observe a formatação condicional: células em vermelho indicam valores fora da faixa da fase.
4. Ao fim da semana, gere o gráfico de tendência de pH e EC.

### Boas práticas

- Use vírgula decimal de forma consistente.
- Não apague linhas com erros: marque-as e explique a correção.
- Guarde uma cópia por ciclo para comparar resultados.

> Dica: esses registros alimentam os modelos de IA do último módulo. Quanto mais consistente a planilha, melhores as previsões.`,
          objectives: [
            'Registrar medições de nutrição de forma padronizada',
            'Interpretar tendências de pH e EC ao longo do ciclo',
          ],
        },
      ],
    },
    {
      title: 'Treinamento de Plantas e Sanidade',
      description:
        'Técnicas para distribuir o dossel e aproveitar a luz, além do manejo integrado de pragas e doenças.',
      lessons: [
        {
          title: 'LST e topping: moldando a planta',
          description:
            'Técnicas de treinamento de baixo estresse e de poda apical para criar um dossel uniforme.',
          type: 'video',
          content: `## Por que treinar plantas

Sem intervenção, a cannabis tende a formar uma haste principal dominante, com ramos laterais mais baixos e menos iluminados. O treinamento distribui os pontos de floração em um dossel plano, onde todos recebem luz semelhante.

### LST (treinamento de baixo estresse)

- Dobre suavemente a haste principal e prenda-a com arame revestido ou fita.
- Os ramos laterais passam a crescer para cima, tornando-se novos topos.
- Ajuste as amarras a cada dois ou três dias.

### Topping

- Corte do ápice da haste principal acima de um nó, geralmente após o 4º ou 5º nó.
- A planta passa a desenvolver dois topos principais.
- Aguarde a recuperação, de 5 a 7 dias, antes de um novo corte.

### Comparativo

| Técnica | Estresse | Tempo extra na vegetativa |
|---|---|---|
| LST | Baixo | Pouco |
| Topping | Moderado | Cerca de uma semana |
| FIM | Moderado | Cerca de uma semana |

### Quando não treinar

- Plantas doentes ou com deficiências.
- Depois da segunda semana de floração.
- Autoflorescentes: prefira apenas LST, pois o ciclo é curto.

> Dica: use ferramentas esterilizadas com álcool 70% em cada corte para evitar a entrada de patógenos.`,
          objectives: [
            'Aplicar LST e topping com segurança',
            'Escolher a técnica adequada a cada situação',
          ],
        },
        {
          title: 'SCROG na prática',
          description:
            'Instale uma tela de cultivo e conduza as plantas para preencher o dossel de forma uniforme.',
          type: 'hands-on',
          content: `## SCROG: tela verde

SCROG (do inglês "screen of green") usa uma tela horizontal para guiar os ramos e formar um dossel plano. É uma técnica eficiente quando o número de plantas é limitado, como ocorre em muitas autorizações judiciais.

### Materiais

- Tela de nylon ou barbante com quadrados de 5 × 5 cm.
- Estrutura firme presa à tenda ou a estacas.
- Amarras macias.

### Passo a passo

1. Instale a tela de 20 a 30 cm acima da borda dos vasos.
2. Quando os ramos ultrapassarem a tela em cerca de 5 cm, dobre-os para os quadrados vizinhos.
3. Repita a cada um ou dois dias, sempre puxando as pontas para os espaços vazios.
4. Mude para 12/12 quando 70 a 80% da tela estiver preenchida.
5. Continue acomodando os ramos nas duas primeiras semanas de floração, durante o estiramento.
6. Depois disso, deixe os topos crescerem livremente acima da tela.

### Checklist prático

| Verificação | Sim ou não |
|---|---|
| Tela nivelada | |
| Distância uniforme até a luz | |
| Ramos baixos removidos | |
| Fluxo de ar sob a tela | |

> Dica: a tela dificulta mover as plantas. Planeje o acesso para regas e inspeções antes de instalá-la.`,
          objectives: [
            'Instalar uma tela de SCROG corretamente',
            'Conduzir os ramos até o momento da floração',
            'Manter o dossel uniforme durante o estiramento',
          ],
        },
        {
          title: 'Desfolha e poda seletiva',
          description:
            'Quando e como remover folhas e ramos improdutivos para melhorar luz e circulação de ar.',
          type: 'text',
          content: `## Desfolha com critério

Folhas são os painéis solares da planta. Removê-las tem custo, por isso a desfolha deve ser seletiva e com objetivo claro: melhorar a luz nos pontos de floração e a circulação de ar.

### Técnicas

- **Limpeza de base (lollipopping)**: remoção de ramos e brotos do terço inferior, que recebem pouca luz e formam flores pequenas.
- **Desfolha seletiva**: retirada de folhas grandes que cobrem pontos de floração ou encostam umas nas outras.
- **Remoção de folhas doentes**: sempre que necessário, descartando o material fora do ambiente.

### Momentos recomendados

| Momento | Intensidade |
|---|---|
| Fim da vegetativa | Moderada |
| Cerca do dia 21 de floração | Moderada |
| Final da floração | Apenas folhas danificadas |

### Regras de segurança

- Não retire mais de 20 a 30% das folhas de uma vez.
- Evite desfolhar plantas estressadas ou com deficiências.
- Desinfete tesouras entre plantas.

### Benefícios

Menos umidade presa no interior da planta, o que reduz o risco de Botrytis, e mais uniformidade entre as flores.

> Dica: fotografe a planta antes e depois da desfolha e registre no diário. Comparar ciclos mostra se a técnica funcionou para aquela genética.`,
          objectives: [
            'Diferenciar limpeza de base e desfolha seletiva',
            'Aplicar a desfolha nos momentos e na intensidade corretos',
          ],
        },
        {
          title: 'Pragas comuns e manejo integrado',
          description:
            'Identifique ácaros, tripes, mosquitos-do-fungo e outras pragas e aprenda a estratégia de manejo integrado.',
          type: 'video',
          content: `## Manejo integrado de pragas (MIP)

O MIP combina prevenção, monitoramento e controle com o menor impacto possível. Em plantas de uso medicinal, resíduos de agrotóxicos são inaceitáveis, por isso a prevenção e o controle biológico são prioridade.

### Pragas mais comuns

| Praga | Sinais | Controle biológico |
|---|---|---|
| Ácaro-rajado | Pontinhos claros e teias finas | Ácaro predador *Phytoseiulus persimilis* |
| Tripes | Manchas prateadas nas folhas | Ácaro predador *Neoseiulus cucumeris* |
| Mosquito-do-fungo | Mosquitos pequenos no substrato | *Bacillus thuringiensis israelensis* |
| Pulgões | Colônias sob as folhas | Vespa parasitoide *Aphidius colemani* |
| Mosca-branca | Insetos brancos que voam ao tocar | Vespa parasitoide *Encarsia formosa* |

### Pilares do MIP

- **Prevenção**: quarentena de mudas, telas na entrada de ar, higiene e roupas limpas.
- **Monitoramento**: armadilhas adesivas amarelas e azuis e lupa de 30 a 60 vezes.
- **Limiar de ação**: agir quando a população começa a crescer, não apenas quando o dano é grande.
- **Controle**: biológico primeiro; produtos apenas se registrados para o uso e permitidos no contexto autorizado.

> Dica: deixe a superfície do substrato secar entre regas. Isso interrompe o ciclo do mosquito-do-fungo.`,
          objectives: [
            'Identificar as principais pragas do cultivo indoor',
            'Aplicar os pilares do manejo integrado de pragas',
          ],
        },
        {
          title: 'Guia de fungos: oídio e Botrytis',
          description:
            'Guia em PDF para reconhecer, prevenir e responder às doenças fúngicas mais comuns.',
          type: 'pdf',
          content: `## Doenças fúngicas

Fungos são a maior causa de perdas em cultivos indoor. O material contaminado deve ser descartado: nunca deve ser usado para fins medicinais.

### Oídio

- Pó branco sobre as folhas, parecido com farinha.
- Favorecido por ar parado, umidade alta à noite e variações bruscas de temperatura.
- Espalha-se por esporos no ar e nas roupas.

### Botrytis (mofo-cinzento)

- Apodrece o interior das flores mais densas, que ficam marrons e depois cinzentas.
- Favorecida por umidade acima de 60% no final da floração.
- Muitas vezes só é vista quando o dano já é grande.

### Podridão de raízes

- Causada principalmente por Pythium em soluções quentes e pouco oxigenadas.
- Raízes marrons e com cheiro ruim.

### Quadro de prevenção

| Fator | Medida |
|---|---|
| Umidade | 40 a 50% no final da floração |
| Ar | Circulação constante dentro e sob o dossel |
| Densidade | Desfolha seletiva e espaçamento |
| Higiene | Retirar restos de plantas e desinfetar ferramentas |
| Solução | Manter entre 18 e 22 °C em hidroponia |

> Dica: ao encontrar Botrytis, corte a flor com folga, coloque-a em um saco fechado dentro do próprio ambiente e só então retire. Isso evita espalhar esporos.`,
          objectives: [
            'Reconhecer oídio, Botrytis e podridão de raízes',
            'Aplicar medidas de prevenção às doenças fúngicas',
          ],
        },
        {
          title: 'Checklist de inspeção sanitária semanal',
          description:
            'Um roteiro semanal para encontrar problemas cedo e manter o cultivo documentado.',
          type: 'checklist',
          content: `## Checklist de inspeção semanal

Inspeções regulares encontram problemas quando ainda são fáceis de resolver. Reserve um dia fixo na semana e siga sempre a mesma ordem.

### Ambiente

- [ ] Temperatura e umidade máximas e mínimas da semana dentro da faixa.
- [ ] Exaustor, ventiladores e timers funcionando.
- [ ] Filtros de entrada de ar limpos.
- [ ] Nenhum vazamento de luz no período escuro.

### Plantas

- [ ] Face inferior das folhas inspecionada com lupa.
- [ ] Armadilhas adesivas verificadas e contagem anotada.
- [ ] Sem manchas brancas, pontuações ou teias.
- [ ] Interior das flores mais densas conferido, na floração.
- [ ] Cor das folhas novas e velhas avaliada.

### Raízes e nutrição

- [ ] pH e EC da drenagem registrados.
- [ ] Raízes brancas, em sistemas hidropônicos.
- [ ] Medidores calibrados nas últimas duas semanas.

### Documentação

- [ ] Fotos do dossel salvas com data.
- [ ] Ocorrências e ações anotadas no diário.

| Resultado | Ação |
|---|---|
| Tudo conforme | Manter rotina |
| Um item fora | Corrigir e reinspecionar em 48 horas |
| Pragas ou fungos | Acionar o plano de manejo integrado |

> Dica: faça a inspeção antes de tocar em outras plantas ou ambientes, para não transportar pragas de um lugar para outro.`,
          objectives: [
            'Executar uma inspeção sanitária padronizada',
            'Definir ações de acordo com os achados',
          ],
        },
      ],
    },
    {
      title: 'Colheita, Pós-colheita e Monitoramento Inteligente',
      description:
        'Ponto de colheita, secagem, cura e o uso de sensores e inteligência artificial para acompanhar o cultivo.',
      lessons: [
        {
          title: 'Ponto de colheita: leitura de tricomas',
          description:
            'Como usar lupa ou microscópio para decidir o momento da colheita com base na maturação dos tricomas.',
          type: 'video',
          content: `## Quando colher

O momento da colheita influencia o perfil de canabinoides e terpenos. O indicador mais confiável é a aparência dos tricomas glandulares, observados com lupa de 60 vezes ou microscópio digital.

### Estágios dos tricomas

| Aparência | Interpretação |
|---|---|
| Transparentes | Imaturos, produção ainda em andamento |
| Leitosos (opacos) | Próximos do pico de canabinoides |
| Âmbar | Início da degradação e oxidação |

### Critério prático

Em geral, a colheita acontece quando a maioria dos tricomas está leitosa e uma pequena parte, em torno de 10 a 20%, já está âmbar. Observe as flores e não as folhas próximas, que amadurecem antes.

### Outros sinais

- Pistilos em sua maioria escurecidos e recolhidos.
- Desaceleração do crescimento das flores.
- Amarelamento natural das folhas grandes.

### Sobre a "lavagem" final

Muitos cultivadores fazem regas só com água nos últimos dias. A evidência científica de que isso melhora a qualidade é limitada; o mais importante é não exagerar na nutrição final.

### Registro

Anote a data da colheita, a semana de floração e fotos dos tricomas. Em projetos autorizados, pese o material fresco e registre o lote.

> Dica: colete amostras do topo e do meio da planta. A maturação não é uniforme ao longo dos ramos.`,
          objectives: [
            'Identificar os estágios de maturação dos tricomas',
            'Definir o ponto de colheita com critérios objetivos',
          ],
        },
        {
          title: 'Podcast: secagem e cura sem segredos',
          description:
            'Um episódio com especialistas em pós-colheita sobre como secar e curar flores preservando qualidade e segurança.',
          type: 'podcast',
          content: `## Secagem e cura

Neste episódio, especialistas em pós-colheita explicam por que a pressa é inimiga da qualidade. Secar rápido demais preserva clorofila e evapora terpenos; secar devagar demais favorece fungos.

### Secagem

| Parâmetro | Referência |
|---|---|
| Temperatura | 15 a 21 °C |
| Umidade relativa | 55 a 65% |
| Duração | 7 a 14 dias |
| Luz | Escuro |
| Ar | Circulação suave, sem vento direto nas flores |

O ponto de encerramento é quando os ramos finos quebram em vez de dobrar.

### Cura

- Apare as flores e acondicione-as em potes de vidro preenchidos até cerca de 75%.
- Mantenha a umidade interna em torno de 58 a 62%.
- Abra os potes por alguns minutos diariamente na primeira ou segunda semana para trocar o ar.
- A cura dura de 2 a 8 semanas, conforme o objetivo.

### Atividade de água

Laboratórios usam a atividade de água (aw) para avaliar a estabilidade do material. A faixa de 0,55 a 0,65 reduz o risco de crescimento microbiano sem ressecar as flores.

### Temas do episódio

- Erros mais comuns na primeira colheita.
- Por que o cheiro de feno indica secagem rápida demais.
- Armazenamento longe de luz, calor e oxigênio.

> Dica: higrômetros pequenos dentro dos potes custam pouco e evitam perdas grandes.`,
          objectives: [
            'Aplicar as condições de referência para a secagem',
            'Conduzir a cura com controle de umidade',
            'Entender a atividade de água como indicador de estabilidade',
          ],
        },
        {
          title: 'Quiz: avaliação do cultivo avançado',
          description:
            'Cinco perguntas para revisar iluminação, clima, nutrição, treinamento, sanidade e pós-colheita.',
          type: 'quiz',
          content: `## Avaliação do cultivo avançado

Este quiz revisa os principais conceitos do curso. São cinco perguntas de múltipla escolha, com níveis fácil, médio e difícil, e cinco minutos para responder.

### Temas avaliados

- PPFD, DLI e fotoperíodo.
- VPD, temperatura e umidade.
- pH, EC e relação N-P-K por fase.
- LST, SCROG e desfolha.
- Manejo integrado de pragas e fungos.
- Colheita, secagem e cura.

### Como se preparar

1. Revise as tabelas de referência de cada aula.
2. Refaça os cálculos de DLI e VPD com outros valores.
3. Releia sua planilha de controle e o checklist sanitário.

### Pontuação

| Resultado | Recomendação |
|---|---|
| 80% ou mais | Pronto para aplicar o conteúdo |
| 60% a 79% | Revise as aulas dos temas errados |
| Abaixo de 60% | Refaça os módulos antes de seguir |

Após cada resposta você verá a explicação. Em caso de erro, um fato de reforço ajuda a fixar o conceito.

> Dica: pergunte ao Mentor IA sobre as questões que errou. Ele pode propor exercícios extras sobre o mesmo tema.`,
          objectives: [
            'Verificar o domínio dos conceitos técnicos do curso',
            'Identificar temas que precisam de revisão',
          ],
        },
        {
          title: 'Monitoramento com sensores e IoT',
          description:
            'Quais sensores usar, como calibrá-los e como centralizar os dados do cultivo em tempo real.',
          type: 'video',
          isPublished: false,
          content: `## Sensores no cultivo

Medições manuais mostram um instante. Sensores contínuos revelam o que acontece durante a noite, nos fins de semana e nos picos de calor.

### Sensores essenciais

| Variável | Tipo de sensor | Cuidados |
|---|---|---|
| Temperatura e umidade | Digital de precisão | Proteger da luz direta |
| Luz | Sensor quântico de PAR | Medir em vários pontos do dossel |
| CO₂ | Infravermelho não dispersivo (NDIR) | Calibração periódica ao ar livre |
| pH e EC | Sondas de imersão | Calibrar a cada uma ou duas semanas |
| Temperatura da solução | Sonda à prova d'água | Essencial em hidroponia |

### Arquitetura básica

- Sensores conectados a um microcontrolador ou a um controlador comercial.
- Envio dos dados por Wi-Fi, geralmente por protocolos leves como MQTT.
- Armazenamento em banco de dados com data e hora.
- Painel com gráficos e alertas por mensagem.

### Alertas úteis

- Temperatura acima de 30 °C.
- Umidade acima de 60% no final da floração.
- Falha de energia ou de comunicação.

### Segurança da informação

Dados de cultivos autorizados são sensíveis. Use senhas fortes, atualize o firmware e restrinja o acesso ao painel.

> Dica: posicione o sensor de clima na altura do dossel, não no chão nem junto à luminária.`,
          objectives: [
            'Escolher sensores adequados a cada variável',
            'Compreender a arquitetura de um sistema de monitoramento',
          ],
        },
        {
          title: 'IA aplicada ao grow: previsões e visão computacional',
          description:
            'Como modelos de IA usam os dados do cultivo para detectar anomalias, prever problemas e analisar imagens.',
          type: 'video',
          isPublished: false,
          content: `## IA no ambiente controlado

Com dados de sensores, planilhas e fotos bem organizados, a inteligência artificial pode apoiar decisões no cultivo autorizado. Ela não substitui o olhar do técnico, mas ajuda a enxergar padrões.

### Aplicações

- **Detecção de anomalias**: identifica leituras fora do padrão, como um aumento lento de umidade que indica falha no desumidificador.
- **Previsão**: modelos de séries temporais estimam a temperatura das próximas horas e antecipam ajustes.
- **Visão computacional**: câmeras fixas acompanham o crescimento e sinalizam manchas compatíveis com oídio ou deficiências.
- **Análise de ciclos**: comparação de produtividade e perfil químico entre ciclos com diferentes parâmetros.

### O que é preciso

| Requisito | Por quê |
|---|---|
| Dados com data e hora | Modelos dependem da sequência |
| Rótulos confiáveis | Fotos precisam de diagnóstico confirmado |
| Histórico de vários ciclos | Poucos dados geram modelos frágeis |
| Validação humana | Evita decisões erradas automatizadas |

### Cuidados

- Comece com regras simples e alertas antes de modelos complexos.
- Monitore o desempenho do modelo ao longo do tempo.
- Nunca automatize ações críticas sem supervisão.

> Dica: a sua planilha de controle e o checklist semanal já são o primeiro conjunto de dados para esses modelos.`,
          objectives: [
            'Identificar aplicações de IA no cultivo controlado',
            'Reconhecer os requisitos de dados e os cuidados necessários',
          ],
        },
      ],
    },
  ],
  reviews: [
    {
      author: REVIEWER.thiago,
      rating: 5,
      date: '2026-01-27',
      comment:
        'Trabalho em uma associação com autorização judicial e o curso organizou nossa rotina. As aulas de VPD e a planilha de controle valeram o investimento.',
    },
    {
      author: REVIEWER.patricia,
      rating: 5,
      date: '2026-02-14',
      comment:
        'Conteúdo técnico de verdade, com números e referências. O simulador de grow room ajuda muito a entender como as variáveis se relacionam.',
    },
    {
      author: REVIEWER.eduardo,
      rating: 4,
      date: '2026-03-05',
      comment:
        'Excelente módulo de pragas e fungos. Estou aguardando as aulas sobre sensores e IA que ainda estão marcadas como em breve.',
    },
  ],
} satisfies SeedCourse
