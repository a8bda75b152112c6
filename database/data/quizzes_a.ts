import type { SeedQuizQuestion } from './catalog/types.js'

/** Lesson quizzes: 5 questions per set. */
export const lessonQuizzesA: Record<'fundamentos' | 'cultivo' | 'terpenos', SeedQuizQuestion[]> = {
  fundamentos: [
    {
      question: 'Qual receptor canabinoide é mais abundante no sistema nervoso central?',
      options: ['CB2', 'CB1', 'TRPV1', '5-HT1A'],
      correctIndex: 1,
      explanation:
        'O receptor CB1 predomina no sistema nervoso central e sua ativação pelo THC explica os efeitos psicoativos. O CB2 está concentrado em células do sistema imune.',
      reinforcement:
        'O CB1 é raro no tronco encefálico, região que controla a respiração, o que ajuda a explicar por que os canabinoides isolados raramente causam depressão respiratória.',
      category: 'Sistema endocanabinoide',
      difficulty: 'easy',
    },
    {
      question:
        'Em um projeto de IA, por que os dados são separados em conjuntos de treino e de teste?',
      options: [
        'Para que o modelo fique mais rápido durante o uso',
        'Para reduzir o espaço ocupado no computador',
        'Para avaliar o modelo com dados que ele nunca viu',
        'Para dispensar a limpeza dos dados',
      ],
      correctIndex: 2,
      explanation:
        'O conjunto de teste simula dados novos. Avaliar o modelo apenas com os dados de treino esconderia erros e superestimaria seu desempenho.',
      reinforcement:
        'Quando um modelo vai muito bem no treino e mal no teste, dizemos que houve sobreajuste (overfitting): ele decorou os exemplos em vez de aprender o padrão.',
      category: 'Inteligência Artificial',
      difficulty: 'easy',
    },
    {
      question:
        'Qual faixa de temperatura é usada como referência em processos controlados de descarboxilação?',
      options: [
        'Cerca de 40 a 50 °C',
        'Cerca de 70 a 80 °C',
        'Cerca de 110 a 120 °C',
        'Cerca de 250 a 300 °C',
      ],
      correctIndex: 2,
      explanation:
        'Em torno de 110 a 120 °C, por 30 a 60 minutos, o THCA perde CO₂ e se converte em THC com boa eficiência, sem degradação excessiva.',
      reinforcement:
        'Como o ácido perde massa ao liberar CO₂, os laudos calculam o THC total como THC + THCA × 0,877.',
      category: 'Química',
      difficulty: 'medium',
    },
    {
      question:
        'Qual resolução da ANVISA define os critérios para a importação de produtos derivados de cannabis por pessoa física, para uso próprio?',
      options: ['RDC 327/2019', 'RDC 660/2022', 'Lei 11.343/2006', 'Portaria 344/1998'],
      correctIndex: 1,
      explanation:
        'A RDC 660/2022 trata da importação por pessoa física, mediante prescrição de profissional legalmente habilitado e cadastro na ANVISA. Ela consolidou as antigas RDC 335/2020 e 570/2021.',
      reinforcement:
        'A RDC 327/2019 regula outra via de acesso: a fabricação e a venda de produtos de cannabis em farmácias, com Autorização Sanitária.',
      category: 'Legislação',
      difficulty: 'medium',
    },
    {
      question: 'Qual enzima é a principal responsável pela degradação da anandamida?',
      options: ['MAGL', 'COX-1', 'FAAH', 'Acetilcolinesterase'],
      correctIndex: 2,
      explanation:
        'A FAAH (amida hidrolase de ácidos graxos) degrada a anandamida. A MAGL é a principal enzima que degrada o outro endocanabinoide importante, o 2-AG.',
      reinforcement:
        'Os endocanabinoides são produzidos sob demanda e rapidamente degradados, o que torna sua sinalização localizada e de curta duração.',
      category: 'Sistema endocanabinoide',
      difficulty: 'hard',
    },
  ],
  cultivo: [
    {
      question: 'Qual fotoperíodo é usado para induzir a floração em plantas de fotoperíodo?',
      options: ['24/0', '18/6', '20/4', '12/12'],
      correctIndex: 3,
      explanation:
        'Plantas de fotoperíodo florescem quando recebem noites longas. O ciclo de 12 horas de luz e 12 de escuro é o padrão para induzir a floração.',
      reinforcement:
        'Vazamentos de luz no período escuro podem atrasar a floração e causar estresse, inclusive flores masculinas em plantas femininas.',
      category: 'Fotoperíodo',
      difficulty: 'easy',
    },
    {
      question: 'Qual é a faixa de VPD recomendada para a fase vegetativa?',
      options: ['0,2 a 0,4 kPa', '0,8 a 1,2 kPa', '1,6 a 2,0 kPa', '2,5 a 3,0 kPa'],
      correctIndex: 1,
      explanation:
        'Na fase vegetativa, um VPD de 0,8 a 1,2 kPa mantém a transpiração ativa sem fechar os estômatos, favorecendo o crescimento.',
      reinforcement:
        'A 25 °C e 65% de umidade relativa, o VPD fica em torno de 1,1 kPa, dentro da faixa ideal para a vegetativa.',
      category: 'Clima',
      difficulty: 'medium',
    },
    {
      question: 'Qual faixa de pH é recomendada para a solução nutritiva em hidroponia?',
      options: ['4,5 a 5,0', '5,8 a 6,2', '6,8 a 7,2', '7,5 a 8,0'],
      correctIndex: 1,
      explanation:
        'Em hidroponia e fibra de coco, o pH de 5,8 a 6,2 mantém a maioria dos macro e micronutrientes disponíveis para as raízes.',
      reinforcement: 'Em solo, a faixa de referência é um pouco mais alta: de 6,0 a 6,8.',
      category: 'Nutrição',
      difficulty: 'medium',
    },
    {
      question:
        'Uma luminária entrega PPFD de 800 µmol/m²/s durante 12 horas por dia. Qual é o DLI aproximado?',
      options: ['9,6 mol/m²/dia', '34,6 mol/m²/dia', '57,6 mol/m²/dia', '345,6 mol/m²/dia'],
      correctIndex: 1,
      explanation:
        'DLI = PPFD × horas × 3.600 ÷ 1.000.000. Assim, 800 × 12 × 0,0036 = 34,56 mol/m²/dia.',
      reinforcement:
        'Na floração, com PPFD de 600 a 1000 µmol/m²/s em 12/12, o DLI fica aproximadamente entre 26 e 43 mol/m²/dia.',
      category: 'Iluminação',
      difficulty: 'hard',
    },
    {
      question:
        'Sintomas de deficiência que aparecem primeiro nas folhas velhas indicam falta de um nutriente móvel. Qual destes é móvel na planta?',
      options: ['Cálcio', 'Ferro', 'Boro', 'Magnésio'],
      correctIndex: 3,
      explanation:
        'O magnésio é móvel: a planta o retira das folhas velhas para abastecer as novas, por isso a deficiência aparece primeiro embaixo. Cálcio, ferro e boro são pouco móveis e seus sintomas surgem nas folhas novas.',
      reinforcement:
        'Antes de corrigir uma aparente deficiência, confira o pH: muitas vezes o nutriente está presente, mas bloqueado por pH fora da faixa.',
      category: 'Nutrição',
      difficulty: 'hard',
    },
  ],
  terpenos: [
    {
      question: 'Quantos átomos de carbono tem um monoterpeno?',
      options: ['5', '10', '15', '20'],
      correctIndex: 1,
      explanation:
        'Monoterpenos são formados por duas unidades de isopreno (C5), totalizando 10 carbonos. Sesquiterpenos têm três unidades, ou 15 carbonos.',
      reinforcement:
        'Por serem menores, os monoterpenos são mais voláteis e se perdem primeiro em secagens quentes ou armazenamento prolongado.',
      category: 'Química',
      difficulty: 'easy',
    },
    {
      question: 'Qual terpeno foi descrito como agonista seletivo do receptor CB2?',
      options: ['Mirceno', 'Limoneno', 'β-cariofileno', 'Linalol'],
      correctIndex: 2,
      explanation:
        'Em 2008, um estudo mostrou que o β-cariofileno se liga seletivamente ao receptor CB2 e o ativa, sem ação relevante no CB1.',
      reinforcement:
        'O β-cariofileno é abundante na pimenta-do-reino e no cravo, e por isso foi chamado de "canabinoide da dieta".',
      category: 'Farmacologia',
      difficulty: 'medium',
    },
    {
      question:
        'Por que a HPLC é preferida à cromatografia gasosa para quantificar canabinoides ácidos como o THCA?',
      options: [
        'Porque a HPLC é sempre mais barata',
        'Porque o calor do injetor da GC descarboxila os canabinoides ácidos',
        'Porque canabinoides não absorvem luz ultravioleta',
        'Porque a GC só analisa compostos inorgânicos',
      ],
      correctIndex: 1,
      explanation:
        'Na GC, a amostra é vaporizada em alta temperatura, o que converte THCA em THC. A HPLC trabalha em temperatura moderada e distingue as formas ácida e neutra.',
      reinforcement:
        'Para analisar canabinoides ácidos por GC, é necessário derivatizar a amostra, por exemplo por sililação.',
      category: 'Química analítica',
      difficulty: 'medium',
    },
    {
      question: 'Um laudo informa 0,2% de Δ9-THC e 20,0% de THCA. Qual é o THC total aproximado?',
      options: ['20,2%', '17,5%', '17,7%', '22,8%'],
      correctIndex: 2,
      explanation:
        'THC total = THC + THCA × 0,877 = 0,2 + 17,54 = 17,74%, ou cerca de 17,7%. O fator 0,877 corrige a perda de massa do CO₂ na descarboxilação.',
      reinforcement: 'O mesmo cálculo vale para o CBD total: CBD + CBDA × 0,877.',
      category: 'Laudos',
      difficulty: 'hard',
    },
    {
      question:
        'Ao treinar um classificador de perfis de terpenos, amostras do mesmo lote foram colocadas tanto no treino quanto no teste. Qual é o principal problema?',
      options: [
        'O modelo fica impossível de treinar',
        'O desempenho no teste tende a ser superestimado por vazamento de dados',
        'O modelo passa a ignorar os terpenos dominantes',
        'A PCA deixa de funcionar',
      ],
      correctIndex: 1,
      explanation:
        'Amostras do mesmo lote são quase idênticas. Se aparecem no treino e no teste, o modelo é avaliado com dados que praticamente já viu, e a métrica fica otimista demais.',
      reinforcement:
        'Uma solução é separar os conjuntos por lote ou por laboratório, garantindo que o teste represente amostras realmente novas.',
      category: 'Machine learning',
      difficulty: 'hard',
    },
  ],
}

/** Catalogue quizzes: 3 questions per course type. */
export const catalogueQuizzesA: Record<'cultivo' | 'terpenos' | 'default', SeedQuizQuestion[]> = {
  cultivo: [
    {
      question:
        'Qual faixa de PPFD é a referência para a fase de floração sem enriquecimento de CO₂?',
      options: [
        '50 a 150 µmol/m²/s',
        '200 a 400 µmol/m²/s',
        '600 a 1000 µmol/m²/s',
        '1500 a 2000 µmol/m²/s',
      ],
      correctIndex: 2,
      explanation:
        'Na floração, um PPFD de 600 a 1000 µmol/m²/s oferece alta produtividade. Acima disso, o ganho depende de CO₂ extra e clima muito bem controlado.',
      reinforcement: 'Na fase vegetativa, a faixa de referência é menor: de 300 a 600 µmol/m²/s.',
      category: 'Iluminação',
      difficulty: 'easy',
    },
    {
      question:
        'Qual aparência dos tricomas é o critério mais usado para definir o ponto de colheita?',
      options: [
        'Todos os tricomas transparentes',
        'Maioria leitosa, com uma pequena parte âmbar',
        'Todos os tricomas âmbar e escurecidos',
        'Ausência de tricomas nas flores',
      ],
      correctIndex: 1,
      explanation:
        'Tricomas leitosos indicam proximidade do pico de canabinoides. Uma pequena fração âmbar, em torno de 10 a 20%, marca o início da degradação e é usada como sinal de colheita.',
      reinforcement:
        'Observe os tricomas das flores, não das folhas próximas, que amadurecem antes e podem enganar a leitura.',
      category: 'Colheita',
      difficulty: 'medium',
    },
    {
      question:
        'Qual faixa de atividade de água (aw) é considerada adequada para flores curadas e estáveis?',
      options: ['0,10 a 0,20', '0,55 a 0,65', '0,80 a 0,90', '0,95 a 1,00'],
      correctIndex: 1,
      explanation:
        'Uma atividade de água entre 0,55 e 0,65 reduz o risco de crescimento de fungos e bactérias sem ressecar as flores e degradar terpenos.',
      reinforcement:
        'Durante a cura, a umidade dentro dos potes costuma ser mantida entre 58 e 62%, compatível com essa faixa de atividade de água.',
      category: 'Pós-colheita',
      difficulty: 'hard',
    },
  ],
  terpenos: [
    {
      question: 'Qual terpeno está associado ao aroma cítrico da casca de laranja e do limão?',
      options: ['Limoneno', 'Mirceno', 'α-pineno', 'β-cariofileno'],
      correctIndex: 0,
      explanation:
        'O limoneno é um monoterpeno abundante nas cascas de frutas cítricas e responsável por seu aroma característico.',
      reinforcement:
        'Um estudo clínico de 2024 observou que o limoneno vaporizado junto com o THC reduziu a ansiedade induzida pelo THC em adultos saudáveis.',
      category: 'Química',
      difficulty: 'easy',
    },
    {
      question: 'Em sua origem, em 1998, a expressão "efeito comitiva" descrevia qual fenômeno?',
      options: [
        'A sinergia entre THC e terpenos em óleos de planta inteira',
        'Moléculas endógenas inativas que aumentavam a atividade do endocanabinoide 2-AG',
        'A superioridade comprovada de extratos sobre o CBD isolado',
        'O aumento de terpenos após a cura das flores',
      ],
      correctIndex: 1,
      explanation:
        'O grupo de Raphael Mechoulam usou o termo para ésteres de glicerol produzidos pelo corpo que, sem ação própria, potencializavam o 2-AG. A extensão aos terpenos da planta veio depois.',
      reinforcement:
        'Estudos de 2019 e 2020 em células não encontraram modulação de CB1 e CB2 por terpenos comuns, por isso o tema segue controverso.',
      category: 'Efeito comitiva',
      difficulty: 'medium',
    },
    {
      question: 'Na cromatografia gasosa, o que é o tempo de retenção?',
      options: [
        'O tempo de secagem da amostra antes da análise',
        'O tempo que o laboratório leva para emitir o laudo',
        'O tempo que um composto leva para atravessar a coluna até o detector',
        'O tempo de validade do padrão de referência',
      ],
      correctIndex: 2,
      explanation:
        'Cada composto interage de forma diferente com a fase estacionária da coluna e sai em um momento característico. Esse tempo ajuda a identificar o composto.',
      reinforcement:
        'Na GC-MS, a identificação combina o tempo de retenção com o espectro de massas, que funciona como uma impressão digital da molécula.',
      category: 'Química analítica',
      difficulty: 'hard',
    },
  ],
  default: [
    {
      question: 'Qual canabinoide é o principal responsável pelos efeitos psicoativos da cannabis?',
      options: ['CBD', 'CBG', 'Δ9-THC', 'CBC'],
      correctIndex: 2,
      explanation:
        'O Δ9-THC ativa o receptor CB1 no cérebro, o que produz os efeitos psicoativos. O CBD, o CBG e o CBC não causam intoxicação.',
      reinforcement:
        'O THC foi isolado e descrito em 1964 por Yehiel Gaoni e Raphael Mechoulam, marco da pesquisa moderna sobre cannabis.',
      category: 'Canabinoides',
      difficulty: 'easy',
    },
    {
      question: 'A cannabis pertence a qual família botânica?',
      options: ['Solanaceae', 'Cannabaceae', 'Lamiaceae', 'Rosaceae'],
      correctIndex: 1,
      explanation:
        'A cannabis faz parte da família Cannabaceae, a mesma do lúpulo (Humulus lupulus).',
      reinforcement:
        'A cannabis é em geral uma planta dioica: há indivíduos masculinos e femininos, e as flores femininas concentram canabinoides e terpenos.',
      category: 'Botânica',
      difficulty: 'medium',
    },
    {
      question:
        'Pela RDC 327/2019 da ANVISA, qual receituário é exigido para produtos de cannabis com até 0,2% de THC?',
      options: [
        'Receita simples, sem retenção',
        'Notificação de Receita A',
        'Notificação de Receita B',
        'Nenhum, pois são vendidos livremente',
      ],
      correctIndex: 2,
      explanation:
        'Produtos com teor de THC de até 0,2% exigem Notificação de Receita B. Acima de 0,2%, exige-se Notificação de Receita A, com uso restrito a casos específicos.',
      reinforcement:
        'A RDC 327/2019 regula a fabricação e a venda em farmácias, mas não autoriza o cultivo da planta no Brasil.',
      category: 'Legislação',
      difficulty: 'hard',
    },
  ],
}
