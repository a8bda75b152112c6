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

const ILLEGAL_ACTS =
  /\b(burlar|driblar|enganar|despistar|contrabande\w*|trafic\w*|escond\w*|sem ser pego|nao ser pego|sem que (a policia|ninguem)|fugir da (policia|fiscalizacao)|boca de fumo|mercado (negro|paralelo)|dark ?web|deep ?web)\b/
const WITHOUT_PERMISSION =
  /\b(plant\w*|cultiv\w*|compr\w*|vend\w*|import\w*|produz\w*|extrair|fabric\w*|transport\w*|levar)\b.*\b(sem (autorizacao|licenca|receita|habeas corpus|prescricao|permissao)|ilegal(mente)?|escondido|clandestin\w*|na rua)\b/
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
  if (ILLEGAL_ACTS.test(text) || WITHOUT_PERMISSION.test(text) || BUY_ON_THE_STREET.test(text))
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
