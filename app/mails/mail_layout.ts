/*
| The HTML shell of the accounts e-mails: one call-to-action button, the same
| link spelled out for clients that block buttons, and a plain-text twin.
*/

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character])
}

export type ActionMail = {
  greeting: string
  paragraphs: string[]
  actionLabel: string
  actionUrl: string
  footnote: string
}

export function renderActionMailHtml(mail: ActionMail) {
  const url = escapeHtml(mail.actionUrl)
  const paragraphs = mail.paragraphs
    .map(
      (text) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`
    )
    .join('\n')
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Ganja Talks</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2f9e5b">Ganja Talks</p>
      <p style="margin:0 0 16px;font-size:16px;color:#1f2937">${escapeHtml(mail.greeting)}</p>
      ${paragraphs}
      <p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#2f9e5b;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">${escapeHtml(mail.actionLabel)}</a></p>
      <p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${url}" style="color:#2f9e5b;word-break:break-all">${url}</a></p>
      <p style="margin:0;font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(mail.footnote)}</p>
    </td></tr>
  </table>
</body>
</html>`
}

export function renderActionMailText(mail: ActionMail) {
  return [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((text) => [text, '']),
    `${mail.actionLabel}: ${mail.actionUrl}`,
    '',
    mail.footnote,
    '',
    '— Equipe Ganja Talks',
  ].join('\n')
}
