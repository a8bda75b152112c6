/** Props tying a control to its Field (label + error) when two forms on one page share field names. */
export function controlProps(id: string, name: string, error?: string) {
  return {
    'id': id,
    'name': name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
}
