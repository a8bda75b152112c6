/*
| Validators for environment values the schema helpers cannot express
| (start/env.ts). Each returns the parsed value or throws a pt-BR message
| naming the variable, which stops the boot.
*/

/** An optional whole number of at least 1 (a cap of 0 would refuse everything). */
export function positiveCount(key: string, value?: string) {
  if (value === undefined || value === '') return undefined
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${key} deve ser um número inteiro maior que zero (recebido: "${value}")`)
  return count
}
