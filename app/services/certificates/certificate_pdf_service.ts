import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import type Certificate from '#models/certificate'
import { formatLongDate } from '#domain/platform/format'
import {
  CERTIFICATE_ISSUER_NAME,
  certificateFigures,
  certifiedFigureFacts,
  shortHash,
  workloadText,
} from '#domain/certificates/certificates'

const require = createRequire(import.meta.url)

/** Inter, the product's typeface, embedded (subset) in every PDF. */
const FONTS = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
  black: require.resolve('@fontsource/inter/files/inter-latin-800-normal.woff'),
}

const GREEN = '#1f7a45'
const LIGHT_GREEN = '#2f9e5b'
const INK = '#1c2321'
const MUTED = '#5b6b63'

/**
 * The certificate as a PDF: A4 landscape, pt-BR, Inter embedded, the
 * school's green, and a QR code (also a link) to the public verification page.
 */
export default class CertificatePdfService {
  async render(certificate: Certificate, publicUrl: string): Promise<Buffer> {
    const qr = await QRCode.toBuffer(publicUrl, {
      type: 'png',
      margin: 1,
      width: 360,
      errorCorrectionLevel: 'M',
      color: { dark: INK, light: '#ffffff' },
    })
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      lang: 'pt-BR',
      displayTitle: true,
      info: {
        Title: `Certificado de Conclusão — ${certificate.courseTitle}`,
        Author: CERTIFICATE_ISSUER_NAME,
        Subject: `Certificado ${certificate.id} de ${certificate.learnerName}`,
        Keywords: `certificado, ${certificate.id}`,
        Creator: CERTIFICATE_ISSUER_NAME,
      },
    })
    doc.registerFont('regular', FONTS.regular)
    doc.registerFont('bold', FONTS.bold)
    doc.registerFont('black', FONTS.black)

    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    const finished = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)))
      doc.on('error', reject)
    })

    const width = doc.page.width
    const height = doc.page.height
    const center = (text: string, y: number, font: string, size: number, color = INK) =>
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(text, 60, y, { width: width - 120, align: 'center' })

    /* Frame and header band */
    doc.rect(0, 0, width, height).fill('#f6fbf7')
    doc
      .lineWidth(6)
      .rect(24, 24, width - 48, height - 48)
      .stroke(GREEN)
    doc
      .lineWidth(1)
      .rect(36, 36, width - 72, height - 72)
      .stroke(LIGHT_GREEN)

    center('Ganja Talks', 62, 'black', 22, GREEN)
    center('Educação canábica com IA', 90, 'regular', 11, MUTED)
    center('CERTIFICADO DE CONCLUSÃO', 128, 'black', 30, INK)

    center('Certificamos que', 186, 'regular', 14, MUTED)
    center(certificate.learnerName, 208, 'bold', 30, GREEN)
    center('concluiu o curso', 258, 'regular', 14, MUTED)
    center(certificate.courseTitle, 280, 'bold', 22, INK)

    const facts = certifiedFigureFacts(certificate.certifiedFields)
    const date = formatLongDate(certificate.issuedAt.toJSDate())
    center(`com carga horária de ${workloadText(facts)}, concluído em ${date}.`, 322, 'regular', 13)
    /* Study time and exam score (v2); the workload is already in the sentence above. */
    const earned = certificateFigures(facts)
      .slice(1)
      .map((figure) => `${figure.label}: ${figure.value}`)
    const extras = [
      ...earned,
      ...(certificate.mentorName ? [`Mentor IA: ${certificate.mentorName}`] : []),
    ]
    if (extras.length) center(extras.join('  ·  '), 344, 'regular', 12, MUTED)
    if (certificate.isRevoked) center('CERTIFICADO REVOGADO', 370, 'black', 16, '#b42318')

    /* Credential block (left) and QR code (right) */
    const qrSize = 118
    const qrX = width - 60 - qrSize
    const qrY = height - 60 - qrSize - 18
    doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize })
    doc.link(qrX, qrY, qrSize, qrSize, publicUrl)
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text('Aponte a câmera para verificar', qrX - 20, qrY + qrSize + 4, {
        width: qrSize + 40,
        align: 'center',
      })

    const left = 72
    let y = height - 60 - 96
    const line = (label: string, value: string, link?: string) => {
      doc.font('bold').fontSize(9).fillColor(INK).text(label, left, y, { continued: true })
      doc
        .font('regular')
        .fillColor(link ? GREEN : MUTED)
        .text(` ${value}`, link ? { link, underline: Boolean(link) } : {})
      y += 16
    }
    line('ID do certificado:', certificate.id)
    line('Hash (SHA-256):', shortHash(certificate.hash))
    line('Emitido por:', `${CERTIFICATE_ISSUER_NAME} — assinatura digital Ed25519`)
    line('Verificação:', publicUrl, publicUrl)

    doc.end()
    return finished
  }
}
