import { useCallback, useEffect, useRef, useState } from 'react'
import { SIMULATION_DELAY_MS } from '@domain/learning/simulators'

/**
 * The simulators' run cycle from the spec: 'Executar Simulação' shows
 * 'Processando...' for 2 s, then the results; 'Reset' restores the defaults
 * and clears the results. The model itself is a pure @domain function.
 */
export function useSimulation<Input, Result>(
  defaults: Input,
  simulate: (input: Input) => Result,
  onComplete?: (result: Result) => void
) {
  const [input, setInput] = useState<Input>(defaults)
  const [result, setResult] = useState<Result | null>(null)
  const [processing, setProcessing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latestInput = useRef(input)
  latestInput.current = input

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), [])

  const run = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    setProcessing(true)
    timer.current = setTimeout(() => {
      const next = simulate(latestInput.current)
      setResult(next)
      setProcessing(false)
      timer.current = null
      onComplete?.(next)
    }, SIMULATION_DELAY_MS)
  }, [simulate, onComplete])

  const reset = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    setProcessing(false)
    setInput(defaults)
    setResult(null)
  }, [defaults])

  const update = useCallback(<K extends keyof Input>(key: K, value: Input[K]) => {
    setInput((current) => ({ ...current, [key]: value }))
  }, [])

  return { input, update, result, processing, run, reset }
}
