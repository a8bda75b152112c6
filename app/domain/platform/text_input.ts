/*
| Control characters in text typed by a person: tab, line feed and carriage
| return are text; the other C0 controls (NUL above all) and DEL are not.
*/
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

export function hasControlCharacters(value: string) {
  CONTROL_CHARACTERS.lastIndex = 0
  return CONTROL_CHARACTERS.test(value)
}

export function stripControlCharacters(value: string) {
  return value.replace(CONTROL_CHARACTERS, '')
}
