/*
| Reading lengths the way a person (or a media player) would, without the
| app's code: the pt-BR texts of the badges, and the end of a WebVTT file.
*/

/** The seconds a duration text stands for: '32 s', '1 min 39 s', '12 min', '1 h 5 min'. */
export function secondsIn(text: string) {
  const match = /^(?:(\d+) h)? ?(?:(\d+) min)? ?(?:(\d+) s)?$/.exec(text.trim())
  if (!match || !text.trim()) throw new Error(`not a duration: "${text}"`)
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
}

/** When the last caption of a WebVTT file ends, in seconds: the narration's end. */
export function lastCueEnd(vtt: string) {
  const ends = [...vtt.matchAll(/--> (\d+):(\d{2}):(\d{2})\.(\d{3})/g)].map(
    ([, h, m, s, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000
  )
  if (ends.length === 0) throw new Error('no cue in the captions')
  return Math.max(...ends)
}

/** The texts of the duration badges (data-testid="duration") in a server-rendered page. */
export function durationBadgesIn(html: string) {
  return [...html.matchAll(/data-testid="duration"[^>]*>([\s\S]*?)<\/span>/g)].map(([, inner]) =>
    inner
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  )
}
