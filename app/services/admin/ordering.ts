export type MoveDirection = 'up' | 'down'

/**
 * Moves the item with `id` one place up or down in `orderedIds` and returns
 * the new order (unchanged at the edges or when the id is absent).
 */
export function moveInOrder(orderedIds: number[], id: number, direction: MoveDirection) {
  const index = orderedIds.indexOf(id)
  const target = direction === 'up' ? index - 1 : index + 1
  if (index === -1 || target < 0 || target >= orderedIds.length) return orderedIds
  const result = [...orderedIds]
  ;[result[index], result[target]] = [result[target], result[index]]
  return result
}
