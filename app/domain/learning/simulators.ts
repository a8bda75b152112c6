/*
| The four simulators of the courses (grow room, financial, nutrition,
| molecular) as pure functions. Pages import them as @domain/simulators and
| run them in the browser; unit tests pin every number of the spec.
*/

/** 'Executar Simulação' shows 'Processando...' for this long before the results. */
export const SIMULATION_DELAY_MS = 2000

export type SliderSpec = {
  min: number
  max: number
  step: number
  defaultValue: number
  unit: string
}

/** Each slider's default value: a simulator's starting input. */
function defaultsOf<Key extends string>(sliders: Record<Key, SliderSpec>) {
  const values = {} as Record<Key, number>
  for (const key of Object.keys(sliders) as Key[]) values[key] = sliders[key].defaultValue
  return values
}

/* ------------------------------------------------------------------ */
/* Grow room                                                           */
/* ------------------------------------------------------------------ */

export type GrowRoomInput = { temperature: number; humidity: number; ppfd: number; airflow: number }

export const GROW_ROOM_SLIDERS: Record<keyof GrowRoomInput, SliderSpec> = {
  temperature: { min: 15, max: 35, step: 1, defaultValue: 24, unit: '°C' },
  humidity: { min: 20, max: 80, step: 5, defaultValue: 50, unit: '%' },
  ppfd: { min: 200, max: 1500, step: 50, defaultValue: 800, unit: 'µmol/m²/s' },
  airflow: { min: 10, max: 60, step: 5, defaultValue: 30, unit: '' },
}

export const GROW_ROOM_DEFAULTS: GrowRoomInput = defaultsOf(GROW_ROOM_SLIDERS)

export const BASE_YIELD_G_PER_M2 = 450

export const GROW_ROOM_WARNINGS = {
  coldTemperature: 'Temperatura muito baixa - risco de crescimento lento',
  hotTemperature: 'Temperatura muito alta - risco de stress térmico',
  dryAir: 'Umidade baixa - risco de desidratação',
  humidAir: 'Umidade alta - risco de fungos',
  lowLight: 'Iluminação insuficiente',
  excessLight: 'Excesso de luz - risco de bleaching',
} as const

/** Temperature: outside 20–28 °C × 0.7; inside 22–26 °C × 1.1; otherwise × 1. */
export function temperatureFactor(temperature: number) {
  if (temperature < 20 || temperature > 28) return 0.7
  if (temperature >= 22 && temperature <= 26) return 1.1
  return 1
}

/** Humidity: outside 30–70 % × 0.8; inside 40–60 % × 1.05; otherwise × 1. */
export function humidityFactor(humidity: number) {
  if (humidity < 30 || humidity > 70) return 0.8
  if (humidity >= 40 && humidity <= 60) return 1.05
  return 1
}

/** Light: below 400 × 0.6; above 1200 × 0.8; 600–1000 × 1.15; otherwise × 1. */
export function lightFactor(ppfd: number) {
  if (ppfd < 400) return 0.6
  if (ppfd > 1200) return 0.8
  if (ppfd >= 600 && ppfd <= 1000) return 1.15
  return 1
}

const BEST_TEMPERATURE_FACTOR = 1.1
const BEST_HUMIDITY_FACTOR = 1.05
const BEST_LIGHT_FACTOR = 1.15

export type GrowRoomResult = {
  /** g/m², to the nearest half gram */
  yieldPerM2: number
  /** 0–100: 25 points each for temperature 22–26, humidity 40–60, light 600–1000, airflow ≥ 25 */
  quality: number
  /** 0–100: average of the temperature, humidity and light sub-scores */
  efficiency: number
  subScores: { temperature: number; humidity: number; light: number }
  warnings: string[]
}

/** Rounds to the nearest 0.5: the model is not more precise than half a gram per m². */
function toHalf(value: number) {
  return Math.round(value * 2) / 2
}

export function simulateGrowRoom(input: GrowRoomInput): GrowRoomResult {
  const tf = temperatureFactor(input.temperature)
  const hf = humidityFactor(input.humidity)
  const lf = lightFactor(input.ppfd)

  let quality = 0
  if (input.temperature >= 22 && input.temperature <= 26) quality += 25
  if (input.humidity >= 40 && input.humidity <= 60) quality += 25
  if (input.ppfd >= 600 && input.ppfd <= 1000) quality += 25
  if (input.airflow >= 25) quality += 25

  /* Each sub-score is the factor the variable earns relative to the best it could earn. */
  const subScores = {
    temperature: Math.round((tf / BEST_TEMPERATURE_FACTOR) * 100),
    humidity: Math.round((hf / BEST_HUMIDITY_FACTOR) * 100),
    light: Math.round((lf / BEST_LIGHT_FACTOR) * 100),
  }
  const efficiency = Math.round((subScores.temperature + subScores.humidity + subScores.light) / 3)

  return {
    yieldPerM2: toHalf(BASE_YIELD_G_PER_M2 * tf * hf * lf),
    quality,
    efficiency,
    subScores,
    warnings: growRoomWarnings(input),
  }
}

export function growRoomWarnings(input: GrowRoomInput) {
  const warnings: string[] = []
  if (input.temperature < 18) warnings.push(GROW_ROOM_WARNINGS.coldTemperature)
  if (input.temperature > 30) warnings.push(GROW_ROOM_WARNINGS.hotTemperature)
  if (input.humidity < 30) warnings.push(GROW_ROOM_WARNINGS.dryAir)
  if (input.humidity > 70) warnings.push(GROW_ROOM_WARNINGS.humidAir)
  if (input.ppfd < 400) warnings.push(GROW_ROOM_WARNINGS.lowLight)
  if (input.ppfd > 1200) warnings.push(GROW_ROOM_WARNINGS.excessLight)
  return warnings
}

/* ------------------------------------------------------------------ */
/* Financial                                                           */
/* ------------------------------------------------------------------ */

export type FinancialInput = { investment: number; annualRevenue: number; annualCosts: number }

export const FINANCIAL_SLIDERS: Record<keyof FinancialInput, SliderSpec> = {
  investment: { min: 10_000, max: 500_000, step: 10_000, defaultValue: 50_000, unit: 'R$' },
  annualRevenue: { min: 50_000, max: 1_000_000, step: 10_000, defaultValue: 150_000, unit: 'R$' },
  annualCosts: { min: 20_000, max: 800_000, step: 10_000, defaultValue: 80_000, unit: 'R$' },
}

export const FINANCIAL_DEFAULTS: FinancialInput = defaultsOf(FINANCIAL_SLIDERS)

export type RiskLevel = 'Baixo' | 'Médio' | 'Alto'

export const FINANCIAL_WARNINGS = {
  noProfit: 'Custos iguais ou maiores que a receita - o investimento não se paga',
  operatingLoss:
    'Operação com prejuízo (margem negativa) - risco alto, qualquer que seja o investimento',
} as const

export type FinancialResult = {
  annualProfit: number
  /** (revenue − costs) / investment, in percent, one decimal */
  roiPercent: number
  /** ceil(investment / (revenue − costs) × 12); null when there is no profit to pay it back */
  paybackMonths: number | null
  /** profit / revenue, in percent, one decimal */
  marginPercent: number
  risk: RiskLevel
  warnings: string[]
}

function oneDecimal(value: number) {
  return Math.round(value * 10) / 10
}

/**
 * Alto: investment above 100,000 and margin below 20 %; Médio: above 50,000 and below 30 %; else
 * Baixo (the spec's formula). An operating loss (negative margin) is always Alto, never Baixo.
 */
export function financialRisk(investment: number, marginPercent: number): RiskLevel {
  if (marginPercent < 0) return 'Alto'
  if (investment > 100_000 && marginPercent < 20) return 'Alto'
  if (investment > 50_000 && marginPercent < 30) return 'Médio'
  return 'Baixo'
}

export function simulateFinancial(input: FinancialInput): FinancialResult {
  const annualProfit = input.annualRevenue - input.annualCosts
  const marginPercent = input.annualRevenue > 0 ? (annualProfit / input.annualRevenue) * 100 : 0
  return {
    annualProfit,
    roiPercent: oneDecimal((annualProfit / input.investment) * 100),
    paybackMonths: annualProfit > 0 ? Math.ceil((input.investment / annualProfit) * 12) : null,
    marginPercent: oneDecimal(marginPercent),
    risk: financialRisk(input.investment, marginPercent),
    warnings: [
      ...(annualProfit > 0 ? [] : [FINANCIAL_WARNINGS.noProfit]),
      ...(marginPercent < 0 ? [FINANCIAL_WARNINGS.operatingLoss] : []),
    ],
  }
}

/* ------------------------------------------------------------------ */
/* Nutrition                                                           */
/* ------------------------------------------------------------------ */

export type NutritionInput = { ph: number; ec: number }

export const NUTRITION_SLIDERS: Record<keyof NutritionInput, SliderSpec> = {
  ph: { min: 4, max: 8, step: 0.1, defaultValue: 6, unit: '' },
  ec: { min: 0.2, max: 3, step: 0.1, defaultValue: 1.2, unit: 'mS/cm' },
}

export const NUTRITION_DEFAULTS: NutritionInput = defaultsOf(NUTRITION_SLIDERS)

export const NUTRITION_WARNINGS = {
  acidic: 'pH muito ácido - nutrientes indisponíveis',
  alkaline: 'pH muito alcalino - bloqueio de ferro',
  lowEc: 'EC baixo - carência nutricional',
  highEc: 'EC alto - toxicidade de nutrientes',
} as const

export type NutritionStage = {
  weeks: string
  phase: string
  /** mg/L (ppm) of the elements in the irrigation solution */
  nitrogen: number
  phosphorus: number
  potassium: number
  /** Target EC range of the solution, mS/cm */
  ecRange: [number, number]
}

/*
| N-P-K schedule (mg/L of the element, i.e. ppm, in the fertigation solution).
| Sources:
| - Saloner, A. & Bernstein, N. (2020). Response of medical cannabis (Cannabis
|   sativa L.) to nitrogen supply under long photoperiod. Frontiers in Plant
|   Science 11:572293 — vegetative growth optimal at 160 mg/L N (30–320 tested).
| - Bevan, L., Jones, M. & Zheng, Y. (2021). Optimisation of nitrogen,
|   phosphorus, and potassium for soilless production of Cannabis sativa in
|   the flowering stage using response surface analysis. Frontiers in Plant
|   Science 12:764103 — flowering yield optimal at 194 mg/L N and 59 mg/L P;
|   no yield response to K between 60 and 340 mg/L.
| - Westmoreland, F. M. & Bugbee, B. (2022). Sustainable Cannabis nutrition:
|   elevated root-zone phosphorus significantly increases leachate P and does
|   not improve yield or quality. Frontiers in Plant Science 13:1015652 —
|   25 mg/L P was as good as 50 and 75 mg/L, so P is kept modest.
| - Saloner, A. & Bernstein, N. (2021). Nitrogen supply affects cannabinoid
|   and terpenoid profile in medical cannabis. Industrial Crops and Products
|   167:113516 — cannabinoid concentrations fall as N rises above ~160 mg/L,
|   so N is tapered in the last weeks.
| Weeks 1–2 (rooted cuttings and seedlings) get half the vegetative strength,
| the usual greenhouse practice for young roots. Stage EC ranges follow the
| course's 'pH e EC' lesson.
*/
export const NUTRITION_SCHEDULE: NutritionStage[] = [
  {
    weeks: 'Semanas 1-2',
    phase: 'Mudas e enraizamento',
    nitrogen: 80,
    phosphorus: 25,
    potassium: 80,
    ecRange: [0.8, 1.2],
  },
  {
    weeks: 'Semanas 3-4',
    phase: 'Vegetativo',
    nitrogen: 160,
    phosphorus: 40,
    potassium: 160,
    ecRange: [1.2, 1.6],
  },
  {
    weeks: 'Semanas 5-8',
    phase: 'Floração',
    nitrogen: 190,
    phosphorus: 60,
    potassium: 200,
    ecRange: [1.6, 2.0],
  },
  {
    weeks: 'Semanas 9-10',
    phase: 'Final da floração',
    nitrogen: 120,
    phosphorus: 40,
    potassium: 160,
    ecRange: [1.2, 1.6],
  },
]

export type NutritionResult = {
  schedule: NutritionStage[]
  /** Dissolved solids estimated from EC on the 500 (NaCl) and 700 (442) scales, ppm */
  tds500: number
  tds700: number
  /** Stages whose EC range contains the chosen EC */
  matchingStages: string[]
  phStatus: 'ácido' | 'ideal' | 'alcalino'
  warnings: string[]
}

export function nutritionWarnings(input: NutritionInput) {
  const warnings: string[] = []
  if (input.ph < 5.5) warnings.push(NUTRITION_WARNINGS.acidic)
  if (input.ph > 7) warnings.push(NUTRITION_WARNINGS.alkaline)
  if (input.ec < 0.8) warnings.push(NUTRITION_WARNINGS.lowEc)
  if (input.ec > 2) warnings.push(NUTRITION_WARNINGS.highEc)
  return warnings
}

export function simulateNutrition(input: NutritionInput): NutritionResult {
  return {
    schedule: NUTRITION_SCHEDULE,
    tds500: Math.round(input.ec * 500),
    tds700: Math.round(input.ec * 700),
    matchingStages: NUTRITION_SCHEDULE.filter(
      (stage) => input.ec >= stage.ecRange[0] - 1e-9 && input.ec <= stage.ecRange[1] + 1e-9
    ).map((stage) => stage.weeks),
    phStatus: input.ph < 5.5 ? 'ácido' : input.ph > 7 ? 'alcalino' : 'ideal',
    warnings: nutritionWarnings(input),
  }
}

/* ------------------------------------------------------------------ */
/* Molecular lab                                                       */
/* ------------------------------------------------------------------ */

export type Ligand = {
  key: string
  name: string
  kind: 'fitocanabinoide' | 'endocanabinoide' | 'terpeno'
  /** Inhibition constant in nM at the human receptor; null = no binding detected up to 10 µM */
  kiCb1: number | null
  kiCb2: number | null
  source: string
}

/*
| Published binding affinities (Ki, nM, displacement of [3H]CP55,940 from
| human CB1/CB2 in transfected cells):
| - Δ9-THC, CBN, CBD and anandamide: Showalter, V. M. et al. (1996). Evaluation
|   of binding in a transfected cell line expressing a peripheral cannabinoid
|   receptor (CB2). J Pharmacol Exp Ther 278(3):989–999; values as compiled by
|   Pertwee, R. G. (2005), Pharmacological actions of cannabinoids, Handbook of
|   Experimental Pharmacology 168, tables 3–4.
| - 2-AG: Ben-Shabat, S. et al. (1998). Eur J Pharmacol 353:23–31.
| - β-caryophyllene: Gertsch, J. et al. (2008). Beta-caryophyllene is a dietary
|   cannabinoid. PNAS 105(26):9099–9104 — CB2 Ki 155 ± 4 nM, no CB1 binding.
| - Myrcene, limonene, linalool: Santiago, M. et al. (2019). Cannabis Cannabinoid
|   Res 4(3):165–176, and Finlay, D. B. et al. (2020). Front Pharmacol 11:359 —
|   no measurable binding or activity at CB1/CB2.
*/
export const LIGANDS: Ligand[] = [
  {
    key: 'thc',
    name: 'Δ9-THC',
    kind: 'fitocanabinoide',
    kiCb1: 40.7,
    kiCb2: 36.4,
    source: 'Showalter et al., 1996',
  },
  {
    key: 'cbn',
    name: 'CBN',
    kind: 'fitocanabinoide',
    kiCb1: 211.2,
    kiCb2: 126.4,
    source: 'Showalter et al., 1996',
  },
  {
    key: 'cbd',
    name: 'CBD',
    kind: 'fitocanabinoide',
    kiCb1: 4350,
    kiCb2: 2860,
    source: 'Showalter et al., 1996',
  },
  {
    key: 'aea',
    name: 'Anandamida (AEA)',
    kind: 'endocanabinoide',
    kiCb1: 89,
    kiCb2: 371,
    source: 'Showalter et al., 1996',
  },
  {
    key: '2ag',
    name: '2-AG',
    kind: 'endocanabinoide',
    kiCb1: 472,
    kiCb2: 1400,
    source: 'Ben-Shabat et al., 1998',
  },
  {
    key: 'bcp',
    name: 'β-cariofileno',
    kind: 'terpeno',
    kiCb1: null,
    kiCb2: 155,
    source: 'Gertsch et al., 2008',
  },
  {
    key: 'myrcene',
    name: 'Mirceno',
    kind: 'terpeno',
    kiCb1: null,
    kiCb2: null,
    source: 'Santiago et al., 2019',
  },
  {
    key: 'limonene',
    name: 'Limoneno',
    kind: 'terpeno',
    kiCb1: null,
    kiCb2: null,
    source: 'Santiago et al., 2019',
  },
  {
    key: 'linalool',
    name: 'Linalol',
    kind: 'terpeno',
    kiCb1: null,
    kiCb2: null,
    source: 'Finlay et al., 2020',
  },
]

/** The concentration slider works on log10(nM): 0 → 1 nM … 4 → 10 µM. */
export const MOLECULAR_SLIDERS = {
  logConcentration: { min: 0, max: 4, step: 0.5, defaultValue: 2, unit: 'log nM' },
} satisfies Record<string, SliderSpec>

export type MolecularInput = { ligand: string; logConcentration: number }

export const MOLECULAR_DEFAULTS: MolecularInput = {
  ligand: 'thc',
  logConcentration: MOLECULAR_SLIDERS.logConcentration.defaultValue,
}

export type AffinityClass = 'alta' | 'moderada' | 'baixa' | 'sem ligação'

export type MolecularResult = {
  ligand: Ligand
  concentrationNm: number
  /** Fraction of receptors bound at equilibrium, C / (C + Ki), in percent with one decimal */
  occupancyCb1: number
  occupancyCb2: number
  affinityCb1: AffinityClass
  affinityCb2: AffinityClass
  /** Ki(CB1) / Ki(CB2): above 1 favours CB2; null when a receptor is not bound */
  selectivityRatio: number | null
  selectivity: 'CB1' | 'CB2' | 'não seletivo' | 'CB2 exclusivo' | 'sem ligação'
}

export function occupancyPercent(concentrationNm: number, ki: number | null) {
  if (ki === null) return 0
  return oneDecimal((concentrationNm / (concentrationNm + ki)) * 100)
}

export function affinityClass(ki: number | null): AffinityClass {
  if (ki === null) return 'sem ligação'
  if (ki < 100) return 'alta'
  if (ki < 1000) return 'moderada'
  return 'baixa'
}

export function simulateMolecular(input: MolecularInput): MolecularResult {
  const ligand = LIGANDS.find((entry) => entry.key === input.ligand) ?? LIGANDS[0]
  const concentrationNm = Math.round(10 ** input.logConcentration * 10) / 10
  let selectivityRatio: number | null = null
  let selectivity: MolecularResult['selectivity'] = 'sem ligação'
  if (ligand.kiCb1 !== null && ligand.kiCb2 !== null) {
    selectivityRatio = Math.round((ligand.kiCb1 / ligand.kiCb2) * 100) / 100
    /* Less than a two-fold difference is not called selective. */
    selectivity = selectivityRatio >= 2 ? 'CB2' : selectivityRatio <= 0.5 ? 'CB1' : 'não seletivo'
  } else if (ligand.kiCb2 !== null) {
    selectivity = 'CB2 exclusivo'
  }
  return {
    ligand,
    concentrationNm,
    occupancyCb1: occupancyPercent(concentrationNm, ligand.kiCb1),
    occupancyCb2: occupancyPercent(concentrationNm, ligand.kiCb2),
    affinityCb1: affinityClass(ligand.kiCb1),
    affinityCb2: affinityClass(ligand.kiCb2),
    selectivityRatio,
    selectivity,
  }
}

/* ------------------------------------------------------------------ */

/* Their titles live apart, so the lesson page names a simulator without its arithmetic. */
export { SIMULATOR_TITLES } from './simulator_titles.js'
