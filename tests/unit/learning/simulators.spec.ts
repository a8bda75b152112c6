import { test } from '@japa/runner'
import {
  FINANCIAL_DEFAULTS,
  FINANCIAL_SLIDERS,
  FINANCIAL_WARNINGS,
  GROW_ROOM_DEFAULTS,
  GROW_ROOM_SLIDERS,
  GROW_ROOM_WARNINGS,
  LIGANDS,
  MOLECULAR_DEFAULTS,
  NUTRITION_DEFAULTS,
  NUTRITION_SCHEDULE,
  NUTRITION_SLIDERS,
  NUTRITION_WARNINGS,
  SIMULATION_DELAY_MS,
  financialRisk,
  humidityFactor,
  lightFactor,
  simulateFinancial,
  simulateGrowRoom,
  simulateMolecular,
  simulateNutrition,
  temperatureFactor,
} from '#domain/learning/simulators'

test.group('Grow room simulator', () => {
  test('the defaults are 24 °C, 50 %, 800 PPFD and airflow 30 with the spec slider bounds', ({
    assert,
  }) => {
    assert.deepEqual(GROW_ROOM_DEFAULTS, { temperature: 24, humidity: 50, ppfd: 800, airflow: 30 })
    assert.deepEqual(GROW_ROOM_SLIDERS.temperature, {
      min: 15,
      max: 35,
      step: 1,
      defaultValue: 24,
      unit: '°C',
    })
    assert.include(GROW_ROOM_SLIDERS.humidity, { min: 20, max: 80, step: 5 })
    assert.include(GROW_ROOM_SLIDERS.ppfd, { min: 200, max: 1500, step: 50 })
    assert.include(GROW_ROOM_SLIDERS.airflow, { min: 10, max: 60, step: 5 })
    assert.equal(SIMULATION_DELAY_MS, 2000)
  })

  test('the defaults give 450 × 1.1 × 1.05 × 1.15 = 597.5 g/m², quality 100 and efficiency 100', ({
    assert,
  }) => {
    const result = simulateGrowRoom(GROW_ROOM_DEFAULTS)
    assert.equal(result.yieldPerM2, 597.5)
    assert.equal(result.quality, 100)
    assert.equal(result.efficiency, 100)
    assert.deepEqual(result.warnings, [])
  })

  test('temperature factor at each boundary: 20/22/26/28 °C', ({ assert }) => {
    assert.equal(temperatureFactor(19), 0.7)
    assert.equal(temperatureFactor(20), 1)
    assert.equal(temperatureFactor(21), 1)
    assert.equal(temperatureFactor(22), 1.1)
    assert.equal(temperatureFactor(26), 1.1)
    assert.equal(temperatureFactor(27), 1)
    assert.equal(temperatureFactor(28), 1)
    assert.equal(temperatureFactor(29), 0.7)
  })

  test('humidity factor at each boundary: 30/40/60/70 %', ({ assert }) => {
    assert.equal(humidityFactor(25), 0.8)
    assert.equal(humidityFactor(30), 1)
    assert.equal(humidityFactor(35), 1)
    assert.equal(humidityFactor(40), 1.05)
    assert.equal(humidityFactor(60), 1.05)
    assert.equal(humidityFactor(65), 1)
    assert.equal(humidityFactor(70), 1)
    assert.equal(humidityFactor(75), 0.8)
  })

  test('light factor at each boundary: 400/600/1000/1200 PPFD', ({ assert }) => {
    assert.equal(lightFactor(350), 0.6)
    assert.equal(lightFactor(400), 1)
    assert.equal(lightFactor(550), 1)
    assert.equal(lightFactor(600), 1.15)
    assert.equal(lightFactor(1000), 1.15)
    assert.equal(lightFactor(1050), 1)
    assert.equal(lightFactor(1200), 1)
    assert.equal(lightFactor(1250), 0.8)
  })

  test('quality gives 25 points per variable in its best band, airflow from 25', ({ assert }) => {
    assert.equal(simulateGrowRoom({ ...GROW_ROOM_DEFAULTS, airflow: 20 }).quality, 75)
    assert.equal(simulateGrowRoom({ ...GROW_ROOM_DEFAULTS, airflow: 25 }).quality, 100)
    assert.equal(
      simulateGrowRoom({ ...GROW_ROOM_DEFAULTS, temperature: 27, humidity: 65 }).quality,
      50
    )
    assert.equal(
      simulateGrowRoom({ temperature: 15, humidity: 20, ppfd: 200, airflow: 10 }).quality,
      0
    )
  })

  test('the worst corner multiplies every penalty and lowers the efficiency', ({ assert }) => {
    const result = simulateGrowRoom({ temperature: 35, humidity: 80, ppfd: 1500, airflow: 10 })
    /* 450 × 0.7 × 0.8 × 0.8 = 201.6 → nearest half gram */
    assert.equal(result.yieldPerM2, 201.5)
    assert.deepEqual(result.subScores, { temperature: 64, humidity: 76, light: 70 })
    assert.equal(result.efficiency, 70)
  })

  test('warnings appear strictly beyond 18/30 °C, 30/70 % and 400/1200 PPFD', ({ assert }) => {
    const at = (input: Partial<typeof GROW_ROOM_DEFAULTS>) =>
      simulateGrowRoom({ ...GROW_ROOM_DEFAULTS, ...input }).warnings
    assert.deepEqual(at({ temperature: 18 }), [])
    assert.deepEqual(at({ temperature: 17 }), [GROW_ROOM_WARNINGS.coldTemperature])
    assert.equal(
      GROW_ROOM_WARNINGS.coldTemperature,
      'Temperatura muito baixa - risco de crescimento lento'
    )
    assert.deepEqual(at({ temperature: 30 }), [])
    assert.deepEqual(at({ temperature: 31 }), ['Temperatura muito alta - risco de stress térmico'])
    assert.deepEqual(at({ humidity: 30 }), [])
    assert.deepEqual(at({ humidity: 25 }), ['Umidade baixa - risco de desidratação'])
    assert.deepEqual(at({ humidity: 70 }), [])
    assert.deepEqual(at({ humidity: 75 }), ['Umidade alta - risco de fungos'])
    assert.deepEqual(at({ ppfd: 400 }), [])
    assert.deepEqual(at({ ppfd: 350 }), ['Iluminação insuficiente'])
    assert.deepEqual(at({ ppfd: 1200 }), [])
    assert.deepEqual(at({ ppfd: 1250 }), ['Excesso de luz - risco de bleaching'])
  })
})

test.group('Financial simulator', () => {
  test('defaults are 50.000 / 150.000 / 80.000 with the spec slider bounds', ({ assert }) => {
    assert.deepEqual(FINANCIAL_DEFAULTS, {
      investment: 50_000,
      annualRevenue: 150_000,
      annualCosts: 80_000,
    })
    assert.include(FINANCIAL_SLIDERS.investment, { min: 10_000, max: 500_000, step: 10_000 })
    assert.include(FINANCIAL_SLIDERS.annualRevenue, { min: 50_000, max: 1_000_000, step: 10_000 })
    assert.include(FINANCIAL_SLIDERS.annualCosts, { min: 20_000, max: 800_000, step: 10_000 })
  })

  test('the defaults give ROI 140 %, payback 9 months and risk Baixo', ({ assert }) => {
    const result = simulateFinancial(FINANCIAL_DEFAULTS)
    assert.equal(result.annualProfit, 70_000)
    assert.equal(result.roiPercent, 140)
    assert.equal(result.paybackMonths, 9)
    assert.equal(result.marginPercent, 46.7)
    assert.equal(result.risk, 'Baixo')
    assert.deepEqual(result.warnings, [])
  })

  test('payback rounds up to whole months', ({ assert }) => {
    /* 120.000 / 120.000 × 12 = 12 exactly; 130.000 / 120.000 × 12 = 13 */
    assert.equal(
      simulateFinancial({ investment: 120_000, annualRevenue: 200_000, annualCosts: 80_000 })
        .paybackMonths,
      12
    )
    assert.equal(
      simulateFinancial({ investment: 130_000, annualRevenue: 200_000, annualCosts: 80_000 })
        .paybackMonths,
      13
    )
  })

  test('risk: Alto above 100.000 with margin under 20 %, Médio above 50.000 under 30 %, else Baixo', ({
    assert,
  }) => {
    assert.equal(financialRisk(110_000, 19.9), 'Alto')
    assert.equal(financialRisk(100_000, 10), 'Médio')
    assert.equal(financialRisk(110_000, 20), 'Médio')
    assert.equal(financialRisk(60_000, 29.9), 'Médio')
    assert.equal(financialRisk(60_000, 30), 'Baixo')
    assert.equal(financialRisk(50_000, 5), 'Baixo')
  })

  test('with costs at or above the revenue there is no payback and a warning', ({ assert }) => {
    const result = simulateFinancial({
      investment: 50_000,
      annualRevenue: 100_000,
      annualCosts: 120_000,
    })
    assert.equal(result.paybackMonths, null)
    assert.equal(result.roiPercent, -40)
    assert.deepEqual(result.warnings, [
      FINANCIAL_WARNINGS.noProfit,
      FINANCIAL_WARNINGS.operatingLoss,
    ])
  })

  test('an operating loss (negative margin) is never Risco Baixo: Alto with a warning', ({
    assert,
  }) => {
    /* The spec's formula alone would say Baixo (investment 50.000, not above it). */
    const loss = simulateFinancial({
      investment: 50_000,
      annualRevenue: 100_000,
      annualCosts: 120_000,
    })
    assert.equal(loss.marginPercent, -20)
    assert.equal(loss.risk, 'Alto')
    assert.include(loss.warnings, FINANCIAL_WARNINGS.operatingLoss)
    assert.equal(financialRisk(10_000, -0.1), 'Alto')
    assert.equal(financialRisk(500_000, -50), 'Alto')
    /* Break-even is not a loss: the spec's formula decides, with the no-payback warning. */
    const even = simulateFinancial({
      investment: 50_000,
      annualRevenue: 100_000,
      annualCosts: 100_000,
    })
    assert.equal(even.risk, 'Baixo')
    assert.deepEqual(even.warnings, [FINANCIAL_WARNINGS.noProfit])
  })
})

test.group('Nutrition simulator', () => {
  test('defaults pH 6 and EC 1.2 with bounds pH 4-8 step 0.1 and EC 0.2-3 step 0.1', ({
    assert,
  }) => {
    assert.deepEqual(NUTRITION_DEFAULTS, { ph: 6, ec: 1.2 })
    assert.include(NUTRITION_SLIDERS.ph, { min: 4, max: 8, step: 0.1 })
    assert.include(NUTRITION_SLIDERS.ec, { min: 0.2, max: 3, step: 0.1 })
    assert.deepEqual(simulateNutrition(NUTRITION_DEFAULTS).warnings, [])
  })

  test('the schedule covers weeks 1-2, 3-4, 5-8 and 9-10 with N/P/K ppm', ({ assert }) => {
    assert.deepEqual(
      NUTRITION_SCHEDULE.map((stage) => stage.weeks),
      ['Semanas 1-2', 'Semanas 3-4', 'Semanas 5-8', 'Semanas 9-10']
    )
    const flowering = NUTRITION_SCHEDULE[2]
    assert.deepEqual(
      [flowering.nitrogen, flowering.phosphorus, flowering.potassium],
      [190, 60, 200]
    )
    assert.equal(NUTRITION_SCHEDULE[1].nitrogen, 160)
  })

  test('pH warnings strictly beyond 5.5 and 7, EC warnings strictly beyond 0.8 and 2', ({
    assert,
  }) => {
    const at = (input: Partial<typeof NUTRITION_DEFAULTS>) =>
      simulateNutrition({ ...NUTRITION_DEFAULTS, ...input }).warnings
    assert.deepEqual(at({ ph: 5.5 }), [])
    assert.deepEqual(at({ ph: 5.4 }), [NUTRITION_WARNINGS.acidic])
    assert.equal(NUTRITION_WARNINGS.acidic, 'pH muito ácido - nutrientes indisponíveis')
    assert.deepEqual(at({ ph: 7 }), [])
    assert.deepEqual(at({ ph: 7.1 }), ['pH muito alcalino - bloqueio de ferro'])
    assert.deepEqual(at({ ec: 0.8 }), [])
    assert.deepEqual(at({ ec: 0.7 }), ['EC baixo - carência nutricional'])
    assert.deepEqual(at({ ec: 2 }), [])
    assert.deepEqual(at({ ec: 2.1 }), ['EC alto - toxicidade de nutrientes'])
  })

  test('EC is converted to TDS on both scales and matched to the stages', ({ assert }) => {
    const result = simulateNutrition({ ph: 6, ec: 1.2 })
    assert.equal(result.tds500, 600)
    assert.equal(result.tds700, 840)
    assert.deepEqual(result.matchingStages, ['Semanas 1-2', 'Semanas 3-4', 'Semanas 9-10'])
    assert.equal(result.phStatus, 'ideal')
  })
})

test.group('Molecular lab', () => {
  test('is deterministic: the same input gives the same occupancy', ({ assert }) => {
    assert.deepEqual(simulateMolecular(MOLECULAR_DEFAULTS), simulateMolecular(MOLECULAR_DEFAULTS))
  })

  test('THC at 100 nM occupies C/(C+Ki) of each receptor from its published Ki', ({ assert }) => {
    const result = simulateMolecular({ ligand: 'thc', logConcentration: 2 })
    assert.equal(result.concentrationNm, 100)
    /* 100 / (100 + 40.7) and 100 / (100 + 36.4) */
    assert.equal(result.occupancyCb1, 71.1)
    assert.equal(result.occupancyCb2, 73.3)
    assert.equal(result.selectivity, 'não seletivo')
    assert.equal(result.affinityCb1, 'alta')
  })

  test('β-caryophyllene binds only CB2 and terpenes like myrcene bind neither', ({ assert }) => {
    const bcp = simulateMolecular({ ligand: 'bcp', logConcentration: 3 })
    assert.equal(bcp.occupancyCb1, 0)
    assert.equal(bcp.occupancyCb2, 86.6)
    assert.equal(bcp.selectivity, 'CB2 exclusivo')
    const myrcene = simulateMolecular({ ligand: 'myrcene', logConcentration: 4 })
    assert.equal(myrcene.occupancyCb1, 0)
    assert.equal(myrcene.occupancyCb2, 0)
    assert.equal(myrcene.selectivity, 'sem ligação')
  })

  test('CBD has low affinity: at 1 µM it occupies a minority of receptors', ({ assert }) => {
    const result = simulateMolecular({ ligand: 'cbd', logConcentration: 3 })
    assert.equal(result.affinityCb1, 'baixa')
    assert.isBelow(result.occupancyCb1, 20)
    assert.isTrue(LIGANDS.every((ligand) => ligand.source.length > 0))
  })
})
