/*
| What the mentor will not answer, in one place: a dose for someone to take,
| the medical treatment of a person, or how to break the law. Such a question
| gets a kind refusal in pt-BR pointing to a physician or to the course's
| regulation lessons, and never a number of milligrams. The same rules, in
| words, open every prompt sent to the model (SAFETY_RULES).
*/

export type SafetyVerdict = 'ok' | 'dosing' | 'treatment' | 'illegal'

/** Lowercase, without accents, one space between words: what the patterns below expect. */
export function normalizeQuestion(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const DOSE_WORDS =
  /\b(dose|doses|dosagem|dosagens|posologia|microdos\w*|mg|miligramas?|ml|mililitros?|gotas?|gramas?|puxadas?|tragadas?)\b/
/** Asking how much to take or give, rather than what a concept means. */
const DOSE_ASKING =
  /\b(quant[oa]s?|qual (a|e a) (dose|dosagem|quantidade)|quanto de|devo|posso|preciso|tomar|tomo|usar|uso|dar|ingerir|administrar|aplicar|comecar com|iniciar com|por dia|ao dia|vezes)\b/
const HOW_MUCH_TO_TAKE =
  /\bquant[oa]s? (de )?(oleo|cbd|thc|extrato|flor(es)?|canabidiol|cannabis|maconha|tintura)\b.*\b(tomar|usar|dar|ingerir|consumir|fumar|vaporizar|pingar)\b/

const TREATMENT_WORDS =
  /\b(trat(ar|o|a|amos|ando|amento|amentos)|cura(r)?|curo|substitu\w+|parar de tomar|largar (o|a|os|as|meu|minha)|trocar (o|a|meu|minha)|remedios?|medicament\w+|medicacao|receit(a|ar)|prescrev\w+|prescricao)\b/
const A_PERSON =
  /\b(eu|meu|minha|meus|minhas|comigo|mim|filh[oa]s?|mae|pai|esposa|marido|namorad[oa]|avo|avos|irma[o]?|tia|tio|amig[oa]|bebe|crianca|paciente|pessoa|alguem|cachorro|gato|pet)\b/
const CONDITION_FIRST_PERSON =
  /\b(tenho|estou com|sofro de|fui diagnosticad[oa]|tem (epilepsia|cancer|ansiedade|depressao|autismo|dor|insonia|parkinson|alzheimer|fibromialgia|esclerose))\b/

/* 'Tráfico' alone is a legal term a learner may ask about; the verb is what asks for help doing it. */
const ILLEGAL_ACTS =
  /\b(burlar|driblar|enganar|despistar|contrabande\w*|traficar|traficando|trafica(mos|m)?|(fazer|entrar (no|pro)|trabalhar (no|com)|comecar (no|a fazer)) trafico|escond\w*|ocult(ar|o|a|ando)|disfarc\w*|camufl\w*|boca de fumo|mercado (negro|paralelo)|dark ?web|deep ?web|lavar (o )?dinheiro|falsificar|forjar|fraudar)\b/
/** Keeping the police, the inspectors or anyone from finding out, or getting away with it. */
const WHO_COULD_FIND_OUT =
  '(a |o |os |as |um |uma )?(policia|policial|policiais|pm|viatura|vizinhos?|vizinhanca|fiscalizacao|fiscal|fiscais|autoridades?|justica|anvisa|receita federal|ninguem)'
const FINDING_OUT =
  '(descobr\\w*|sab(er|e|endo)|saib\\w*|perceb\\w*|not(ar|e|em)|desconfi\\w*|ver|vej\\w*|pega(r|rem)?|pegue\\w*|ach(ar|e|em)|encontr\\w*|flagr\\w*|sent(ir|ir o cheiro))'
const EVADING_THE_LAW = new RegExp(
  [
    `\\bsem (que )?${WHO_COULD_FIND_OUT} (me |te |nos |lhe )?${FINDING_OUT}\\b`,
    `\\b(pra|para|que) ${WHO_COULD_FIND_OUT} nao (me |te |nos |lhe )?${FINDING_OUT}\\b`,
    '\\b(nao|sem|nunca) (ser|ficar|sair|acabar) (pego|pega|pegos|preso|presa|presos|flagrad\\w*|descobert\\w*|abordad\\w*|enquadrad\\w*|fichad\\w*)\\b',
    '\\b(evitar|escapar|fugir|se livrar|livrar) (a |o |os |as |d[aoe]s? |de um |de uma )?(policia|pm|flagrante|blitz|batida|revista|enquadro|abordagem|fiscalizacao|fiscal|fiscais|prisao|cao farejador|cachorro farejador|exame toxicologico|antidoping)\\b',
    '\\b(passar|atravessar) .*\\b(blitz|revista|raio ?x|cao farejador|cachorro farejador)\\b',
  ].join('|')
)
const WITHOUT_PERMISSION =
  /\b(plant\w*|cultiv\w*|compr\w*|vend\w*|import\w*|produz\w*|extrair|fabric\w*|transport\w*|levar|trazer|traz\w*)\b.*\b(sem (autorizacao|licenca|receita|habeas corpus|prescricao|permissao|declarar)|ilegal(mente)?|escondido|clandestin\w*|na rua)\b/
/** Selling the street drug, in its street names (selling authorised products is a business topic). */
const SELL_THE_STREET_DRUG =
  /\b(vend\w*|revend\w*|repass\w*|passar) (a |o |um |uma )?(maconha|erva|baseado|beck|skunk|haxixe|prensado|droga|drogas|bagulho)\b/
const BUY_ON_THE_STREET =
  /\b(onde|como) (eu )?(compr\w*|consig\w*|arranj\w*|ach\w*) (maconha|erva|baseado|flor(es)?|skunk|haxixe|cannabis|beck)\b/

/** Which refusal, if any, a question calls for. Dosing is checked first: it is the strictest. */
export function classifyQuestion(question: string): SafetyVerdict {
  const text = normalizeQuestion(question)
  if (
    (DOSE_WORDS.test(text) && DOSE_ASKING.test(text)) ||
    HOW_MUCH_TO_TAKE.test(text) ||
    /\b(microdos\w*|posologia)\b/.test(text)
  )
    return 'dosing'
  if (
    ILLEGAL_ACTS.test(text) ||
    EVADING_THE_LAW.test(text) ||
    WITHOUT_PERMISSION.test(text) ||
    BUY_ON_THE_STREET.test(text) ||
    SELL_THE_STREET_DRUG.test(text)
  )
    return 'illegal'
  if (TREATMENT_WORDS.test(text) && (A_PERSON.test(text) || CONDITION_FIRST_PERSON.test(text)))
    return 'treatment'
  return 'ok'
}

export const SAFETY_REFUSALS: Record<Exclude<SafetyVerdict, 'ok'>, string> = {
  dosing:
    'Entendo a sua dúvida, mas não posso indicar doses, quantidades nem frequência de uso: isso depende de uma avaliação individual. Converse com um médico prescritor, que pode avaliar o seu caso e acompanhar o tratamento com segurança. Se quiser, explico de forma geral os conceitos das aulas (como farmacocinética, vias de administração e interações).',
  treatment:
    'Obrigado por confiar a sua dúvida ao mentor, mas não posso orientar o tratamento de uma pessoa nem substituir uma consulta. Procure um médico — de preferência com experiência em cannabis medicinal — para avaliar o caso, e não interrompa nem troque medicamentos por conta própria. Posso explicar de forma geral o que as aulas do curso dizem sobre o tema.',
  illegal:
    'Não posso ajudar com algo que descumpra a lei. No Brasil, cultivar, comprar ou vender cannabis só é permitido com autorização (da ANVISA, por decisão judicial ou em pesquisa autorizada). As aulas de regulamentação explicam os caminhos legais.',
}

/** Where the refusal points when the course has regulation lessons to cite. */
export const REGULATION_POINTER = 'Veja as aulas sobre regulamentação deste curso:'

/** The words that find a course's regulation lessons (searched like a question). */
export const REGULATION_TERMS = [
  'lei',
  'legislacao',
  'regulamentacao',
  'anvisa',
  'autorizacao',
  'judicial',
  'compliance',
  'rdc',
]

/** The safety rules every prompt carries, ahead of the passages. */
export const SAFETY_RULES = [
  'Nunca indique doses, quantidades, concentrações ou frequência de uso de cannabis ou de qualquer medicamento para uma pessoa; nesses casos, recomende procurar um médico prescritor.',
  'Nunca oriente o tratamento médico de uma pessoa nem sugira trocar, iniciar ou interromper medicamentos; recomende uma consulta médica.',
  'Nunca ensine a descumprir a lei (cultivo, compra, venda ou transporte sem autorização); aponte as aulas de regulamentação do curso.',
  'Responda somente com base nos trechos das aulas fornecidos; se eles não responderem à pergunta, diga isso claramente em vez de inventar.',
] as const

/** A dose written out ('10 mg', '5 gotas', '0,5 ml'): refusals are checked never to contain one. */
export function mentionsDose(text: string) {
  return /\d+([.,]\d+)?\s*(mg|miligramas?|ml|mililitros?|gotas?|g\b|gramas?)/i.test(text)
}
