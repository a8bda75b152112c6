/*
| Captions an admin uploads for a lesson's own video: the file rules (.vtt,
| size), the WebVTT check that names the first wrong line in pt-BR, and the
| words the admin dialog shows. Pure: shared by the validator and the page.
*/
import { vttTimestamp, type CaptionCue } from './demo_media.js'

export const CAPTIONS_EXTENSIONS = ['vtt']
export const CAPTIONS_MAX_KILOBYTES = 512

/** A cue may end this much after the video's probed length (rounding of encoders and players). */
export const CAPTIONS_END_TOLERANCE_SECONDS = 2

/** The picker's accept= attribute. */
export const CAPTIONS_ACCEPT = '.vtt,text/vtt'

export const CAPTIONS_TEXTS = {
  label: 'Legendas (.vtt)',
  hint: `Arquivo WebVTT em português (UTF-8), até ${CAPTIONS_MAX_KILOBYTES} KB. As legendas aparecem no player e entram na busca e no Mentor IA.`,
  uploaded: 'Legendas em português enviadas',
  none: 'Sem legendas',
  upload: 'Enviar legendas',
  replace: 'Substituir legendas',
  remove: 'Remover legendas',
  saveVideoFirst: 'Salve a aula com o novo vídeo antes de enviar as legendas dele.',
  uploadedToast: 'Legendas enviadas com sucesso!',
  removedToast: 'Legendas removidas.',
  required: 'Escolha um arquivo .vtt para enviar.',
  wrongExtension: 'Tipo de arquivo não aceito. Envie um arquivo .vtt (WebVTT).',
  tooLarge: `O arquivo de legendas pode ter no máximo ${CAPTIONS_MAX_KILOBYTES} KB.`,
  onlyUploadedVideo:
    'Legendas só podem ser enviadas para um vídeo enviado à aula (não para YouTube nem links externos).',
  notUtf8: 'O arquivo não é um WebVTT válido: salve-o com a codificação UTF-8.',
  header: 'O arquivo não é um WebVTT válido: a primeira linha deve ser WEBVTT.',
  noCues:
    'O arquivo não tem nenhuma legenda: inclua ao menos um tempo (00:00:01.000 --> 00:00:04.000) seguido do texto.',
  badTiming: (line: number) =>
    `Linha ${line}: tempo inválido. Use 00:00:01.000 --> 00:00:04.000 (horas opcionais).`,
  commaTiming: (line: number) =>
    `Linha ${line}: tempo inválido. Use ponto antes dos milésimos (00:00:01.000), não vírgula.`,
  blankAfterHeader: (line: number) => `Linha ${line}: falta uma linha em branco depois de WEBVTT.`,
  blankBeforeTiming: (line: number) =>
    `Linha ${line}: falta uma linha em branco antes deste tempo.`,
  endBeforeStart: (line: number, start: number, end: number) =>
    `Linha ${line}: o fim (${vttTimestamp(end)}) deve vir depois do início (${vttTimestamp(start)}).`,
  startsBeforePrevious: (line: number, previous: number) =>
    `Linha ${line}: a legenda começa antes da anterior (${vttTimestamp(previous)}).`,
  beyondVideo: (line: number, end: number, video: number) =>
    `Linha ${line}: a legenda termina em ${vttTimestamp(end)}, depois do fim do vídeo (${vttTimestamp(video)}).`,
  /** '12 legendas · aula-3.vtt' */
  summary: (cues: number | null, fileName: string | null) =>
    [cues === null ? null : `${cues} ${cues === 1 ? 'legenda' : 'legendas'}`, fileName]
      .filter(Boolean)
      .join(' · '),
}

export type CaptionsCheck =
  { ok: true; cues: (CaptionCue & { line: number })[] } | { ok: false; message: string }

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/
const TIMING = /^(\S+?)[ \t]*-->[ \t]*(\S+)(?:[ \t]+.*)?$/
/** A line someone meant as a timing (starts like '00:01' or '1:02'), not an identifier or text. */
const LOOKS_LIKE_TIME = /^\s*\d+:\d/

/** '01:02:03.500' or '02:03.500' → seconds; null when malformed. */
export function vttSeconds(text: string) {
  const match = TIMESTAMP.exec(text)
  if (!match) return null
  const [, hours, minutes, seconds, millis] = match
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000
}

function timingOf(line: string) {
  const match = TIMING.exec(line.trim())
  if (!match) return null
  const start = vttSeconds(match[1])
  const end = vttSeconds(match[2])
  return start === null || end === null ? null : { start, end }
}

function timingError(line: string, number: number) {
  return /\d,\d{3}/.test(line)
    ? CAPTIONS_TEXTS.commaTiming(number)
    : CAPTIONS_TEXTS.badTiming(number)
}

/**
 * Checks an uploaded WebVTT file (a strict reading of the W3C syntax) and
 * returns its cues, or the first problem with its line number: UTF-8, the
 * 'WEBVTT' first line (a BOM allowed), at least one cue, every timing line
 * well formed with start < end, starts in order, and no cue ending after
 * the video (when its length is known) beyond a small tolerance.
 * NOTE, STYLE and REGION blocks are allowed and skipped.
 */
export function checkWebVtt(
  bytes: Uint8Array,
  options: { videoSeconds?: number | null } = {}
): CaptionsCheck {
  let text: string
  try {
    /* The decoder drops a leading BOM. */
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, message: CAPTIONS_TEXTS.notUtf8 }
  }
  const lines = text.split(/\r\n|\r|\n/)
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { ok: false, message: CAPTIONS_TEXTS.header }
  }

  /* Blocks of consecutive non-blank lines, with the 1-based number of their first line. */
  const blocks: { first: number; lines: string[] }[] = []
  let current: { first: number; lines: string[] } | null = null
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') {
      current = null
    } else if (current) {
      current.lines.push(line)
    } else {
      current = { first: index + 1, lines: [line] }
      blocks.push(current)
    }
  }

  const [header, ...rest] = blocks
  const inHeader = header.lines.findIndex((line) => line.includes('-->'))
  if (inHeader > 0) {
    return { ok: false, message: CAPTIONS_TEXTS.blankAfterHeader(header.first + inHeader) }
  }

  const cues: (CaptionCue & { line: number })[] = []
  const video = options.videoSeconds ?? null
  for (const block of rest) {
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block.lines[0])) continue
    /* An optional identifier line, then the timing line. */
    const at = block.lines[0].includes('-->')
      ? 0
      : block.lines.length > 1 &&
          (block.lines[1].includes('-->') || !LOOKS_LIKE_TIME.test(block.lines[0]))
        ? 1
        : 0
    const timingLine = block.lines[at]
    const number = block.first + at
    const timing = timingOf(timingLine)
    if (!timing) return { ok: false, message: timingError(timingLine, number) }
    const payload = block.lines.slice(at + 1)
    const nested = payload.findIndex((line) => line.includes('-->'))
    if (nested >= 0) {
      return { ok: false, message: CAPTIONS_TEXTS.blankBeforeTiming(number + 1 + nested) }
    }
    if (timing.end <= timing.start) {
      return {
        ok: false,
        message: CAPTIONS_TEXTS.endBeforeStart(number, timing.start, timing.end),
      }
    }
    const previous = cues.at(-1)
    if (previous && timing.start < previous.start) {
      return { ok: false, message: CAPTIONS_TEXTS.startsBeforePrevious(number, previous.start) }
    }
    if (video !== null && timing.end > video + CAPTIONS_END_TOLERANCE_SECONDS) {
      return { ok: false, message: CAPTIONS_TEXTS.beyondVideo(number, timing.end, video) }
    }
    cues.push({ ...timing, text: payload.join('\n'), line: number })
  }
  if (cues.length === 0) return { ok: false, message: CAPTIONS_TEXTS.noCues }
  return { ok: true, cues }
}
