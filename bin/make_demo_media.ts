/*
| Renders the demo media of the seeded courses ONCE; the output is committed
| under database/demo_media/ and copied into the Drive buckets by the seeder
| (database/seeding/demo_media.ts). Run it again only when the catalogue's
| texts change:
|
|   apt-get install -y ffmpeg espeak-ng imagemagick
|   npm run media:demo            (all files)
|   npm run media:demo -- --force (render again files that already exist)
|
| Videos: 640x360 still slides (ImageMagick) narrated in pt-BR (espeak-ng),
| WebM VP9 + Opus mono 24 kbit/s, with WebVTT captions cut from the same
| sentences. Podcasts: the lesson's text read aloud, WebM Opus mono. PDF
| lessons: the lesson's text as an A4 PDF (pdfkit, Inter embedded). Covers:
| an SVG illustration per course. One ffmpeg job at a time (-threads 1).
*/
import { execFileSync } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import PDFDocument from 'pdfkit'
import { SEED_COURSES } from '../database/data/catalog/index.js'
import type { SeedCourse, SeedLesson } from '../database/data/catalog/types.js'
import {
  DEMO_MEDIA_MIN_SECONDS,
  captionCues,
  coverSvg,
  demoMediaFiles,
  markdownToPlainText,
  webVtt,
} from '../app/domain/catalog/demo_media.js'

const require = createRequire(import.meta.url)
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'database', 'demo_media')
const FORCE = process.argv.includes('--force')
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
const GREEN = '#14532d'
const work = mkdtempSync(join(tmpdir(), 'demo-media-'))

type Segment = { slide: string; speech: string }

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
}

function out(relative: string) {
  const path = join(ROOT, relative)
  mkdirSync(dirname(path), { recursive: true })
  return path
}

function durationOf(file: string) {
  const text = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]).toString()
  return Number.parseFloat(text)
}

/** A 640x360 slide: a small heading, a big title and optional lines of text. */
function slide(file: string, heading: string, title: string, body: string[] = []) {
  const parts = [
    '-size',
    '640x360',
    `xc:${GREEN}`,
    '-fill',
    '#86efac',
    '-draw',
    'rectangle 0,344 640,360',
    '(',
    '-background',
    'none',
    '-fill',
    '#bbf7d0',
    '-font',
    FONT_BOLD,
    '-pointsize',
    '18',
    '-size',
    '580x',
    `caption:${heading}`,
    ')',
    '-geometry',
    '+30+24',
    '-composite',
    '(',
    '-background',
    'none',
    '-fill',
    'white',
    '-font',
    FONT_BOLD,
    '+pointsize',
    '-size',
    body.length ? '580x100' : '580x200',
    `caption:${title}`,
    ')',
    '-geometry',
    '+30+60',
    '-composite',
  ]
  if (body.length) {
    parts.push(
      '(',
      '-background',
      'none',
      '-fill',
      '#ecfdf5',
      '-font',
      FONT,
      '-pointsize',
      '17',
      '-size',
      '580x150',
      `caption:${body.map((line) => `• ${line}`).join('\n')}`,
      ')',
      '-geometry',
      '+30+180',
      '-composite'
    )
  }
  run('convert', [...parts, file])
}

/** Narrated still slides + captions: one WebM and one WebVTT file. */
function renderVideo(segments: Segment[], videoFile: string, captionsFile: string) {
  const dir = mkdtempSync(join(work, 'v-'))
  const slides: string[] = []
  const audios: string[] = []
  const timings: { text: string; seconds: number }[] = []
  for (const [index, segment] of segments.entries()) {
    const wav = join(dir, `${index}.wav`)
    run('espeak-ng', ['-v', 'pt-br', '-s', '155', '-w', wav, segment.speech])
    const seconds = durationOf(wav) + 0.6
    audios.push(wav)
    slides.push(segment.slide)
    timings.push({ text: segment.speech, seconds })
  }
  const total = timings.reduce((sum, timing) => sum + timing.seconds, 0)
  /* Short lessons hold the last slide so every video lasts at least 30 s. */
  if (total < DEMO_MEDIA_MIN_SECONDS)
    timings[timings.length - 1].seconds += DEMO_MEDIA_MIN_SECONDS - total

  const slideList = timings
    .map((timing, index) => `file '${slides[index]}'\nduration ${timing.seconds.toFixed(3)}`)
    .join('\n')
  writeFileSync(join(dir, 'slides.txt'), `${slideList}\nfile '${slides[slides.length - 1]}'\n`)
  const audioFilter = audios
    .map(
      (_, index) =>
        `[${index + 1}:a]apad=pad_dur=${(timings[index].seconds - durationOf(audios[index])).toFixed(3)}[a${index}]`
    )
    .join(';')
  const concat = audios.map((_, index) => `[a${index}]`).join('')
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-threads',
    '1',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    join(dir, 'slides.txt'),
    ...audios.flatMap((file) => ['-i', file]),
    '-filter_complex',
    `${audioFilter};${concat}concat=n=${audios.length}:v=0:a=1[aout];[0:v]fps=2,format=yuv420p[vout]`,
    '-map',
    '[vout]',
    '-map',
    '[aout]',
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '50',
    '-b:v',
    '0',
    '-g',
    '40',
    '-deadline',
    'good',
    '-cpu-used',
    '5',
    '-threads',
    '1',
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    '-ac',
    '1',
    '-ar',
    '24000',
    '-shortest',
    videoFile,
  ])
  writeFileSync(captionsFile, webVtt(captionCues(timings)))
  rmSync(dir, { recursive: true, force: true })
}

function lessonSegments(course: SeedCourse, lesson: SeedLesson, position: number, dir: string) {
  const segments: Segment[] = []
  const title = join(dir, 'title.png')
  slide(title, `${course.title} · Aula ${position}`, lesson.title)
  segments.push({
    slide: title,
    speech: `Aula ${position}: ${lesson.title}. ${lesson.description}`,
  })
  for (const [index, objective] of lesson.objectives.entries()) {
    const file = join(dir, `objective-${index}.png`)
    slide(file, `Ponto-chave ${index + 1} de ${lesson.objectives.length}`, objective)
    segments.push({ slide: file, speech: objective })
  }
  const closing = join(dir, 'closing.png')
  slide(closing, 'Próximos passos', 'Continue no texto da aula', [
    'Leia o conteúdo completo abaixo do vídeo',
    'Tire dúvidas com o Mentor IA',
    'Marque a aula como concluída',
  ])
  segments.push({
    slide: closing,
    speech:
      'Continue no texto completo da aula, logo abaixo do vídeo, e tire suas dúvidas com o Mentor IA.',
  })
  return segments
}

function previewSegments(course: SeedCourse, dir: string) {
  const title = join(dir, 'title.png')
  slide(title, 'Ganja Talks · Prévia do curso', course.title)
  const path = join(dir, 'path.png')
  slide(path, 'O que você vai estudar', course.title, course.learningPath.slice(0, 5))
  const outcomes = join(dir, 'outcomes.png')
  slide(outcomes, 'Resultados esperados', 'Ao final do curso', course.outcomes.slice(0, 4))
  return [
    { slide: title, speech: `${course.title}. ${course.subtitle}.` },
    {
      slide: path,
      speech: `O que você vai estudar: ${course.learningPath.slice(0, 5).join('; ')}.`,
    },
    { slide: outcomes, speech: `Ao final do curso: ${course.outcomes.slice(0, 4).join('; ')}.` },
  ]
}

function renderPodcast(lesson: SeedLesson, file: string) {
  const wav = join(work, 'podcast.wav')
  const text = `${lesson.title}. ${markdownToPlainText(lesson.content)}`
  run('espeak-ng', ['-v', 'pt-br', '-s', '160', '-w', wav, text])
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-threads',
    '1',
    '-i',
    wav,
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    '-ac',
    '1',
    '-ar',
    '24000',
    '-vn',
    file,
  ])
}

async function renderPdf(course: SeedCourse, lesson: SeedLesson, file: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: lesson.title, Author: 'Ganja Talks', Subject: course.title },
  })
  doc.registerFont(
    'regular',
    require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')
  )
  doc.registerFont('bold', require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'))
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(file)
    stream.on('finish', resolve).on('error', reject)
    doc.pipe(stream)
  })
  doc.font('regular').fontSize(10).fillColor('#1f7a45').text(`Ganja Talks · ${course.title}`)
  doc.moveDown(0.5).font('bold').fontSize(20).fillColor('#1c2321').text(lesson.title)
  doc.moveDown(0.3).font('regular').fontSize(11).fillColor('#5b6b63').text(lesson.description)
  if (lesson.objectives.length) {
    doc.moveDown().font('bold').fontSize(12).fillColor('#1c2321').text('Objetivos')
    doc.font('regular').fontSize(11).list(lesson.objectives, { bulletRadius: 2 })
  }
  doc.moveDown()
  for (const line of lesson.content.split('\n')) {
    const trimmed = line.trim()
    if (!trimmed) {
      doc.moveDown(0.4)
    } else if (trimmed.startsWith('#')) {
      const text = trimmed.replace(/^#+\s*/, '')
      if (text === lesson.title) continue
      doc.moveDown(0.3).font('bold').fontSize(13).fillColor('#1c2321').text(text)
    } else if (/^[-*]\s|^\d+\.\s/.test(trimmed)) {
      doc
        .font('regular')
        .fontSize(11)
        .fillColor('#1c2321')
        .text(`•  ${markdownToPlainText(trimmed.replace(/^([-*]|\d+\.)\s+/, ''))}`, { indent: 8 })
    } else {
      doc
        .font('regular')
        .fontSize(11)
        .fillColor('#1c2321')
        .text(markdownToPlainText(trimmed), { align: 'justify' })
    }
  }
  doc.end()
  await done
}

async function main() {
  let made = 0
  for (const course of SEED_COURSES) {
    const files = demoMediaFiles(course.slug)
    const cover = out(files.cover)
    if (FORCE || !existsSync(cover)) writeFileSync(cover, coverSvg(course.slug, course.category))

    const preview = files.preview
    if (FORCE || !existsSync(out(preview.video))) {
      const dir = mkdtempSync(join(work, 'p-'))
      renderVideo(previewSegments(course, dir), out(preview.video), out(preview.captions))
      made += 1
      console.log(`prévia: ${course.slug}`)
    }

    let position = 0
    for (const module of course.modules) {
      for (const lesson of module.lessons) {
        position += 1
        const media = files.lesson(position, lesson.type)
        if (!media) continue
        const target = out(media.file)
        if (!FORCE && existsSync(target)) continue
        if (media.kind === 'video') {
          const dir = mkdtempSync(join(work, 'l-'))
          renderVideo(lessonSegments(course, lesson, position, dir), target, out(media.captions!))
        } else if (media.kind === 'audio') {
          renderPodcast(lesson, target)
        } else {
          await renderPdf(course, lesson, target)
        }
        made += 1
        console.log(`${media.kind}: ${media.file}`)
      }
    }
  }
  rmSync(work, { recursive: true, force: true })
  console.log(`${made} arquivo(s) gerado(s) em database/demo_media/`)
}

await main()
