import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

export type FileTransportConfig = {
  /** Folder where each message is written as <time>-<recipient>.eml plus .html and .txt */
  directory: string
  /** Print the first link of each message on the console */
  printLinks: boolean
}

/**
 * Mail transport for installations without SMTP: every message becomes files
 * in a folder, and its first link is printed, so a new user can confirm an
 * account or reset a password without a mail server.
 */
export class FileTransport implements MailTransportContract {
  #mailer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(private config: FileTransportConfig) {}

  async send(message: NodeMailerMessage): Promise<MailResponse<{ path: string }>> {
    const info = await this.#mailer.sendMail(message as nodemailer.SendMailOptions)
    await mkdir(this.config.directory, { recursive: true })

    const recipient = info.envelope.to?.[0] ?? 'destinatario'
    const base = `${Date.now()}-${recipient.replace(/[^a-zA-Z0-9@._-]/g, '_')}`
    const path = join(this.config.directory, `${base}.eml`)
    await writeFile(path, info.message as Buffer)
    if (typeof message.html === 'string') {
      await writeFile(join(this.config.directory, `${base}.html`), message.html)
    }
    if (typeof message.text === 'string') {
      await writeFile(join(this.config.directory, `${base}.txt`), message.text)
    }

    if (this.config.printLinks) {
      const source = typeof message.text === 'string' ? message.text : String(message.html ?? '')
      const link = source.match(/https?:\/\/[^\s"'<>]+/)?.[0]
      console.log(`[mail] "${message.subject}" para ${recipient} gravado em ${path}`)
      if (link) console.log(`[mail] link: ${link}`)
    }

    return new MailResponse(info.messageId, info.envelope as any, { path })
  }
}
