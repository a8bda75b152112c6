import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'

/** Demo accounts printed in README.md. Passwords are only set when the account is created. */
export const DEMO_ADMIN = {
  email: 'admin@ganjatalks.com.br',
  password: 'admin12345',
  fullName: 'Administração Ganja Talks',
}
export const DEMO_LEARNER = {
  email: 'aluno@ganjatalks.com.br',
  password: 'aluno12345',
  fullName: 'Marina Oliveira',
}

/** The account (created with its initial password when missing) and whether this run created it. */
async function ensureUser(
  trx: TransactionClientContract,
  data: { email: string; password: string; fullName: string },
  profile: Partial<Profile>
) {
  let user = await User.query({ client: trx }).where('email', data.email).first()
  const created = !user
  if (!user) {
    user = await User.create({ ...data, emailVerifiedAt: DateTime.now() }, { client: trx })
  }
  await Profile.firstOrCreate(
    { userId: user.id },
    { fullName: data.fullName, ...profile },
    { client: trx }
  )
  return { user, created }
}

/**
 * The demo admin and learner. `created` lists the logins this run set up, so the seeder
 * prints only passwords it really set (an existing account keeps whatever password it has).
 */
export async function seedDemoUsers(trx: TransactionClientContract) {
  const admin = await ensureUser(trx, DEMO_ADMIN, {
    role: 'admin',
    specialty: 'Coordenação pedagógica',
    location: 'São Paulo, SP',
  })
  await AdminUser.firstOrCreate({ userId: admin.user.id }, { role: 'super_admin' }, { client: trx })

  const learner = await ensureUser(trx, DEMO_LEARNER, {
    role: 'student',
    specialty: 'Cultivo medicinal',
    location: 'Belo Horizonte, MG',
    yearsExperience: 3,
    bio: 'Farmacêutica interessada em cannabis medicinal e cultivo associativo.',
  })

  const created = [
    { label: 'administrador', ...DEMO_ADMIN, isNew: admin.created },
    { label: 'aluno Premium', ...DEMO_LEARNER, isNew: learner.created },
  ].filter((login) => login.isNew)
  return { admin: admin.user, learner: learner.user, created }
}
