import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { errors as vineErrors } from '@vinejs/vine'
import { ADMIN_ROLES, isAdminRole, type AdminRole } from '#domain/accounts/roles'

/**
 * Creates a confirmed account (for the first admin of a new installation),
 * or updates the account that already has this e-mail.
 */
export default class UsersCreate extends BaseCommand {
  static commandName = 'users:create'
  static description =
    'Cria (ou atualiza) uma conta já confirmada; com --admin, também um acesso ao painel'
  static help = [
    'npm run ace -- users:create --email=ana@exemplo.com.br --name="Ana Souza" --admin=super_admin',
    'Sem --password, a senha é pedida sem aparecer na tela. Numa conta existente, deixe em branco para manter a atual.',
  ]

  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'E-mail da conta', required: true })
  declare email: string

  @flags.string({ description: 'Nome completo (obrigatório para uma conta nova)' })
  declare name?: string

  @flags.string({ description: 'Senha (mínimo 6 caracteres); sem ela, é pedida de forma oculta' })
  declare password?: string

  @flags.string({ description: `Papel no painel: ${ADMIN_ROLES.join(', ')}` })
  declare admin?: string

  async run() {
    const { default: User } = await import('#models/user')
    const { default: AccountService } = await import('#services/accounts/account_service')
    const { operatorAccountValidator } = await import('#validators/auth')

    if (this.admin !== undefined && !isAdminRole(this.admin)) {
      this.fail(`--admin precisa ser um destes: ${ADMIN_ROLES.join(', ')}.`)
      return
    }

    const existing = await User.findBy('email', this.email.trim().toLowerCase())
    let password = this.password
    if (password === undefined) {
      password = await this.prompt.secure(
        existing
          ? 'Nova senha (deixe em branco para manter a atual)'
          : 'Senha (mínimo 6 caracteres)'
      )
    }

    let input: { email: string; fullName?: string; password?: string }
    try {
      input = await operatorAccountValidator.validate({
        email: this.email,
        fullName: this.name ?? existing?.fullName ?? undefined,
        password: password || undefined,
      })
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) {
        this.fail(error.messages.map((message: { message: string }) => message.message).join(' '))
        return
      }
      throw error
    }
    if (!existing && !input.fullName) return this.fail('Informe --name para criar uma conta nova.')
    if (!existing && !input.password) return this.fail('Uma conta nova precisa de uma senha.')

    const accounts = await this.app.container.make(AccountService)
    const { user, created } = await accounts.upsertConfirmed({
      email: input.email,
      fullName: input.fullName ?? existing!.fullName ?? '',
      password: input.password,
      adminRole: this.admin as AdminRole | undefined,
    })
    const role = this.admin ? ` com acesso de ${this.admin}` : ''
    this.logger.success(
      `${created ? 'Conta criada' : 'Conta atualizada'}: ${user.email} (id ${user.id})${role}.`
    )
  }

  private fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}
