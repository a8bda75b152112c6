/*
| Initials shown where a person has no picture: avatars, team cards,
| mentors. Honorifics are skipped, so 'Prof. André Lima' is 'AL', not 'PL'.
*/

/** Titles that come before a name in pt-BR (with or without the dot). */
const TITLES = new Set([
  'prof',
  'profa',
  'professor',
  'professora',
  'dr',
  'dra',
  'doutor',
  'doutora',
  'sr',
  'sra',
  'srta',
  'me',
  'ma',
  'mestre',
  'eng',
  'enga',
  'farm',
  'biol',
])

/** Lower-case particles of names ('da', 'de', 'dos'…), never an initial. */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e', 'di', 'du', 'van', 'von'])

function firstLetter(word: string) {
  return word.match(/\p{L}|\p{N}/u)?.[0] ?? ''
}

/**
 * Up to two initials: the first and the last word of the name once titles
 * and particles are left out; a single word gives its first two letters.
 * Returns `fallback` when the name has no letter at all.
 */
export function initialsOf(name: string | null | undefined, fallback = '?') {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => firstLetter(word) !== '')
  const meaningful = words.filter((word, index) => {
    const bare = word.toLowerCase().replace(/\.$/, '')
    if (PARTICLES.has(bare) && index > 0) return false
    return !(TITLES.has(bare) && index < words.length - 1)
  })
  if (meaningful.length >= 2) {
    return `${firstLetter(meaningful[0])}${firstLetter(meaningful[meaningful.length - 1])}`.toUpperCase()
  }
  if (meaningful.length === 1) {
    const letters = meaningful[0].match(/\p{L}|\p{N}/gu) ?? []
    return letters.slice(0, 2).join('').toUpperCase()
  }
  return fallback
}
