/*
| Every toast of the accounts area, in one place. The titles and texts of
| the spec's error catalogue (section 8) are kept word for word.
*/

export type ToastText = { title: string; description?: string }

export const AUTH_TOASTS = {
  signupError: { title: 'Erro no cadastro' },
  signupSuccess: {
    title: 'Cadastro realizado com sucesso!',
    description: 'Verifique seu e-mail para confirmar a conta.',
  },
  invalidCredentials: {
    title: 'Credenciais inválidas',
    description: 'E-mail ou senha incorretos.',
  },
  loginError: { title: 'Erro ao entrar' },
  loginSuccess: {
    title: 'Você entrou na sua conta!',
    description: 'Redirecionando para o seu painel...',
  },
  unexpected: { title: 'Erro inesperado', description: 'Tente novamente em alguns instantes.' },
  logoutError: { title: 'Erro ao sair' },
  logoutSuccess: { title: 'Você saiu da conta', description: 'Até logo!' },
  loggedOutEverywhere: {
    title: 'Você saiu de todas as sessões',
    description: 'Todos os aparelhos foram desconectados. Entre de novo para continuar.',
  },

  emailNotConfirmed: {
    title: 'Confirme seu e-mail',
    description:
      'Sua conta ainda não foi confirmada. Abra o link que enviamos ou peça um novo abaixo.',
  },
  verificationSent: {
    title: 'E-mail de confirmação enviado',
    description: 'Se houver uma conta pendente com esse e-mail, o novo link chega em instantes.',
  },
  emailConfirmed: {
    title: 'E-mail confirmado!',
    description: 'Sua conta está ativa. Bons estudos!',
  },
  emailConfirmedSignIn: {
    title: 'E-mail confirmado!',
    description: 'Sua conta está ativa. Entre com seu e-mail e senha para começar.',
  },
  emailConfirmedOtherAccount: {
    title: 'E-mail confirmado!',
    description: 'A conta do link está ativa. Você continua conectado com a sua conta.',
  },
  emailAlreadyConfirmed: {
    title: 'E-mail já confirmado',
    description: 'Sua conta já está ativa. Entre para continuar.',
  },
  verificationLinkInvalid: {
    title: 'Link de confirmação inválido ou expirado',
    description: 'Peça um novo e-mail de confirmação abaixo.',
  },

  resetRequested: {
    title: 'Verifique seu e-mail',
    description:
      'Se houver uma conta com esse e-mail, enviamos um link para criar uma nova senha. Ele vale por 60 minutos.',
  },
  resetDone: {
    title: 'Senha alterada com sucesso!',
    description: 'As outras sessões da sua conta foram encerradas.',
  },
  resetLinkInvalid: {
    title: 'Link inválido ou expirado',
    description: 'Peça um novo link para redefinir sua senha.',
  },

  tooManyAttempts: { title: 'Muitas tentativas' },

  sessionEnded: {
    title: 'Sessão encerrada',
    description: 'Sua senha foi alterada. Entre novamente para continuar.',
  },

  profileUpdated: { title: 'Perfil atualizado com sucesso!' },
  profileUpdateFailed: { title: 'Não foi possível atualizar o perfil' },
  avatarRemoved: { title: 'Foto removida' },
} satisfies Record<string, ToastText>

/**
 * What a form of this area answers when something unexpected fails (the
 * database, the session store): a destructive toast and the page to go
 * back to, declared on the form's route (start/routes/auth.ts).
 */
export const AUTH_FAILURES = {
  signIn: {
    ...AUTH_TOASTS.unexpected,
    redirectTo: 'auth.show',
    qs: { aba: 'login' },
    keepInput: ['email'],
  },
  signUp: {
    title: AUTH_TOASTS.signupError.title,
    description: 'Não foi possível criar sua conta agora. Tente novamente.',
    redirectTo: 'auth.show',
    keepInput: ['fullName', 'email'],
  },
  signOut: {
    title: AUTH_TOASTS.logoutError.title,
    description: 'Não foi possível encerrar a sessão. Tente novamente.',
    redirectTo: 'home',
  },
  profile: {
    title: AUTH_TOASTS.profileUpdateFailed.title,
    description: 'Tente novamente em alguns instantes.',
    redirectTo: 'profiles.own',
  },
  avatar: {
    title: AUTH_TOASTS.profileUpdateFailed.title,
    description: 'Não foi possível salvar a foto. Tente novamente.',
    redirectTo: 'profiles.own',
  },
}

/** "em 45 segundos", "em 1 minuto", "em 15 minutos", "em 1 hora" — for rate-limit messages. */
export function retryAfterText(seconds: number) {
  const total = Math.max(1, Math.ceil(seconds))
  if (total < 60) return `em ${total} ${total === 1 ? 'segundo' : 'segundos'}`
  const minutes = Math.ceil(total / 60)
  if (minutes < 60) return `em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
  const hours = Math.ceil(minutes / 60)
  return `em ${hours} ${hours === 1 ? 'hora' : 'horas'}`
}

/** The pt-BR text shown when a sign-in or reset request is throttled. */
export function tooManyAttemptsText(secondsLeft: number) {
  return `Muitas tentativas. Tente novamente ${retryAfterText(secondsLeft)}.`
}
