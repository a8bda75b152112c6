/**
 * Downloadable templates of the seeded project/template/checklist/spreadsheet
 * lessons. The seed writes each file through Drive under course-materials/
 * and attaches it to its lesson as a course material.
 */
export type SeedLessonTemplate = {
  courseSlug: string
  lessonTitle: string
  /** Title of the course material shown on the lesson page */
  title: string
  fileName: string
  /** Material type as the admin materials area records it */
  fileType: 'text'
  content: string
}

const nutritionRows = [
  ['1', 'Mudas e enraizamento', '5,8 a 6,2', '0,8 a 1,2'],
  ['2', 'Mudas e enraizamento', '5,8 a 6,2', '0,8 a 1,2'],
  ['3', 'Vegetativo', '5,8 a 6,2', '1,2 a 1,6'],
  ['4', 'Vegetativo', '5,8 a 6,2', '1,2 a 1,6'],
  ['5', 'Floração', '5,8 a 6,2', '1,6 a 2,0'],
  ['6', 'Floração', '5,8 a 6,2', '1,6 a 2,0'],
  ['7', 'Floração', '5,8 a 6,2', '1,6 a 2,0'],
  ['8', 'Floração', '5,8 a 6,2', '1,6 a 2,0'],
  ['9', 'Final da floração', '5,8 a 6,2', '1,2 a 1,6'],
  ['10', 'Final da floração', '5,8 a 6,2', '1,2 a 1,6'],
]

const nutritionCsv = [
  'Data;Semana do ciclo;Fase;Faixa de pH;Faixa de EC (mS/cm);Volume aplicado (L);pH de entrada;EC de entrada (mS/cm);pH da drenagem;EC da drenagem (mS/cm);Diferença de EC (drenagem - entrada);Observações',
  ...nutritionRows.map(
    ([week, phase, ph, ec], index) =>
      `;${week};${phase};${ph};${ec};;;;;;=J${index + 2}-H${index + 2};`
  ),
].join('\r\n')

const months = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez']
/* Semicolon-separated with pt-BR formulas (SOMA, SE), as LibreOffice and Excel in Portuguese open them; fields holding a ';' are quoted. */
const projectionCsv = [
  'Mês;Preço médio (R$);Volume (unidades);Receita (R$);Custos variáveis (R$);Custos fixos (R$);Lucro (R$);Margem (%);Origem das premissas',
  ...months.map((month, index) => {
    const row = index + 2
    return `${month};;;=B${row}*C${row};;;=D${row}-E${row}-F${row};"=SE(D${row}>0;G${row}/D${row}*100;0)";`
  }),
  `Total;;;=SOMA(D2:D13);=SOMA(E2:E13);=SOMA(F2:F13);=SOMA(G2:G13);"=SE(D14>0;G14/D14*100;0)";`,
].join('\r\n')

export const LESSON_TEMPLATES: SeedLessonTemplate[] = [
  {
    courseSlug: 'cultivo-indoor-avancado',
    lessonTitle: 'Planilha de controle nutricional',
    title: 'Planilha de controle nutricional (CSV)',
    fileName: 'planilha-controle-nutricional.csv',
    fileType: 'text',
    content: `${nutritionCsv}\r\n`,
  },
  {
    courseSlug: 'cultivo-indoor-avancado',
    lessonTitle: 'Checklist de inspeção sanitária semanal',
    title: 'Checklist de inspeção sanitária semanal',
    fileName: 'checklist-inspecao-sanitaria.md',
    fileType: 'text',
    content: `# Checklist de inspeção sanitária semanal

Data da inspeção: ____/____/______   Responsável: ______________________   Semana do ciclo: ______

## Ambiente
- [ ] Temperatura máxima e mínima da semana dentro da faixa da fase (anotar: máx ____ °C / mín ____ °C)
- [ ] Umidade máxima e mínima dentro da faixa (anotar: máx ____ % / mín ____ %)
- [ ] Exaustor, ventiladores e timers funcionando
- [ ] Filtros de entrada de ar limpos
- [ ] Nenhum vazamento de luz no período escuro

## Plantas
- [ ] Face inferior das folhas inspecionada com lupa
- [ ] Armadilhas adesivas verificadas (contagem: ______)
- [ ] Sem manchas brancas, pontuações ou teias
- [ ] Interior das flores mais densas conferido (floração)
- [ ] Cor das folhas novas e velhas avaliada

## Raízes e nutrição
- [ ] pH e EC da drenagem registrados na planilha de controle
- [ ] Raízes brancas (sistemas hidropônicos)
- [ ] Medidores de pH e EC calibrados nas últimas duas semanas

## Documentação
- [ ] Fotos do dossel salvas com data
- [ ] Ocorrências e ações anotadas no diário de cultivo

## Resultado
| Resultado | Ação |
|---|---|
| Tudo conforme | Manter a rotina |
| Um item fora | Corrigir e reinspecionar em 48 horas |
| Pragas ou fungos | Acionar o plano de manejo integrado |

Observações:
_______________________________________________________________
_______________________________________________________________
`,
  },
  {
    courseSlug: 'business-plan-cannabis',
    lessonTitle: 'Canvas e proposta de valor',
    title: 'Modelo de Business Model Canvas',
    fileName: 'business-model-canvas.md',
    fileType: 'text',
    content: `# Business Model Canvas

Empresa/projeto: ______________________   Versão: ____   Data: ____/____/______

Escreva frases curtas. Marque com (H) o que ainda é hipótese não validada com clientes reais.

## 1. Segmentos de clientes
Quem você atende? (pacientes, médicos prescritores, associações, farmácias…)
-

## 2. Proposta de valor
Qual problema você resolve, para quem, e por que é melhor? Seja específico e mensurável.
-

## 3. Canais
Como o cliente conhece, compra e recebe? (respeite as regras de publicidade aplicáveis)
-

## 4. Relacionamento com clientes
Como você conquista e mantém o cliente?
-

## 5. Fontes de receita
Como e quanto você cobra? Qual o preço médio e a frequência?
-

## 6. Recursos-chave
O que é indispensável para operar? (autorizações, responsável técnico, equipe, sistemas)
-

## 7. Atividades-chave
O que a empresa precisa fazer muito bem?
-

## 8. Parcerias-chave
Fornecedores, laboratórios, escritórios jurídicos, distribuidores.
-

## 9. Estrutura de custos
Principais custos fixos e variáveis.
-

## Hipóteses a testar primeiro
| Hipótese | Como testar | Prazo | Resultado |
|---|---|---|---|
| | | | |
`,
  },
  {
    courseSlug: 'business-plan-cannabis',
    lessonTitle: 'Projeção de receitas, custos e margem',
    title: 'Planilha de projeção financeira (CSV)',
    fileName: 'projecao-financeira-12-meses.csv',
    fileType: 'text',
    content: `${projectionCsv}\r\n`,
  },
  {
    courseSlug: 'business-plan-cannabis',
    lessonTitle: 'Projeto final: o plano de negócios da sua empresa',
    title: 'Modelo de plano de negócios',
    fileName: 'modelo-plano-de-negocios.md',
    fileType: 'text',
    content: `# Plano de negócios

Empresa: ______________________   Autor(a): ______________________   Data: ____/____/______

## 1. Sumário executivo (até uma página)
- Problema e solução:
- Público-alvo:
- Modelo de receita:
- Investimento necessário e retorno esperado:

## 2. Canvas revisado
Cole aqui o canvas atualizado, destacando as hipóteses já validadas.

## 3. Análise de mercado
- TAM (mercado total):
- SAM (mercado endereçável):
- SOM (mercado que você pode conquistar):
- Mapa de concorrentes (nome, proposta, preço, diferencial):

## 4. Plano regulatório
| Norma aplicável | O que exige | Situação | Prazo |
|---|---|---|---|
| | | | |

## 5. Plano operacional e de marketing
- Processos principais e parceiros:
- Canais e ações de comunicação (conforme as regras de publicidade):

## 6. Plano financeiro
| Indicador | Pessimista | Base | Otimista |
|---|---|---|---|
| Investimento inicial (R$) | | | |
| Receita anual (R$) | | | |
| Custos anuais (R$) | | | |
| ROI (%) | | | |
| Payback (meses) | | | |

## 7. Matriz de riscos
| Risco | Probabilidade | Impacto | Resposta | Responsável |
|---|---|---|---|---|
| | | | | |

## Critérios de avaliação
Conformidade regulatória 30% · Consistência financeira 30% · Clareza e coerência 20% · Viabilidade operacional 20%
`,
  },
  {
    courseSlug: 'regulamentacao-compliance',
    lessonTitle: 'Auditorias internas e checklists',
    title: 'Checklist de auditoria interna de conformidade',
    fileName: 'checklist-auditoria-conformidade.md',
    fileType: 'text',
    content: `# Checklist de auditoria interna de conformidade

Área auditada: ______________________   Auditor(a): ______________________   Data: ____/____/______

Classifique cada não conformidade como **crítica**, **maior** ou **menor**. Consulte sempre a norma vigente.

| Item | Verificação | Conforme? | Evidência | Classificação |
|---|---|---|---|---|
| Licenças | Autorizações e alvarás vigentes e arquivados | ( ) Sim ( ) Não | | |
| Responsável técnico | Designado e com registro no conselho profissional | ( ) Sim ( ) Não | | |
| Receitas | Retidas e arquivadas conforme a norma | ( ) Sim ( ) Não | | |
| Rotulagem | Conforme a autorização e a norma aplicável | ( ) Sim ( ) Não | | |
| Farmacovigilância | Relatos registrados e notificados | ( ) Sim ( ) Não | | |
| LGPD | Encarregado nomeado e controles de acesso ativos | ( ) Sim ( ) Não | | |
| Publicidade | Conteúdos revisados antes da publicação | ( ) Sim ( ) Não | | |
| Treinamentos | Registros de presença e conteúdo atualizados | ( ) Sim ( ) Não | | |

## Plano de ação
| Não conformidade | Causa | Ação corretiva | Responsável | Prazo | Eficaz? |
|---|---|---|---|---|---|
| | | | | | |
`,
  },
]
