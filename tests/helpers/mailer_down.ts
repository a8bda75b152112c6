/*
| An SMTP server that refuses every e-mail: what is sent at once must then
| be left for the daily digest, and the rest of the work must not fail.
*/
import mail from '@adonisjs/mail/services/main'

export function mailerDown() {
  const mailer = mail.fake()
  mailer.send = async () => {
    throw new Error('SMTP fora do ar')
  }
  return mailer
}
