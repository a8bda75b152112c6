/*
| Members of the functional tests holding Transmit streams as a browser does:
| signed in through the real login form, so a stream id issued to their page
| belongs to their session cookie. Not a spec file.
*/
import type User from '#models/user'
import { Visitor } from '#tests/helpers/app_instance'

/** The factories' password (database/factories/course_factory.ts). */
const PASSWORD = 'segredo123'

/** A browser without a session on the test server. */
export function browser() {
  return new Visitor({ name: 'teste', url: `http://${process.env.HOST}:${process.env.PORT}` })
}

/** A browser signed in as `user`. */
export async function signedInBrowser(user: User) {
  const visitor = browser()
  await visitor.signIn(user.email, PASSWORD)
  return visitor
}
