import { isAbsolute } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { FileTransport } from '#mails/file_transport'

/** Folder the file transport writes to; README.md names it for new users. */
const configuredMailDir = env.get('MAIL_DIR')
export const mailDirectory = configuredMailDir
  ? isAbsolute(configuredMailDir)
    ? configuredMailDir
    : app.makePath(configuredMailDir)
  : app.makePath('storage/mails')

const mailConfig = defineConfig({
  default: env.get('SMTP_HOST') ? 'smtp' : 'file',
  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'nao-responda@ganjatalks.com.br'),
    name: env.get('MAIL_FROM_NAME', 'Ganja Talks'),
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', 'localhost'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD', '') }
        : undefined,
    }),
    file: () => new FileTransport({ directory: mailDirectory, printLinks: !app.inTest }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
