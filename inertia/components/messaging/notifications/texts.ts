/* Every word of the notifications area (bell, /notificacoes, the profile's card), in one place. */
export const NOTIFICATION_TEXT = {
  title: 'Notificações',
  menuEmpty: 'Você não tem notificações.',
  menuLoading: 'Carregando notificações…',
  menuFailed: 'Não foi possível carregar as notificações.',
  markAllRead: 'Marcar todas como lidas',
  seeAll: 'Ver todas',
  unread: 'Não lida',
  pageDescription:
    'Respostas, curtidas, mensagens e avisos da sua conta, dos mais recentes aos mais antigos.',
  emptyTitle: 'Nenhuma notificação ainda',
  emptyText:
    'Quando alguém responder suas discussões, curtir suas publicações ou enviar uma mensagem, você verá aqui.',
  preferencesLink: 'Preferências de notificação',
  pagination: 'Paginação',
  pageOf: (current: number, last: number) => `Página ${current} de ${last}`,
  previous: 'Anterior',
  next: 'Próxima',
  preferences: {
    title: 'Notificações',
    description:
      'Escolha onde quer saber de cada novidade. Por e-mail, elas chegam num resumo diário, só quando há novidades.',
    inApp: 'No site',
    email: 'Por e-mail',
    emailLocked:
      'Sempre enviamos por e-mail, na hora: é o aviso para atualizar o cartão antes de perder o acesso Premium.',
    save: 'Salvar preferências',
    saving: 'Salvando…',
    failed: 'Não foi possível salvar as preferências',
  },
  devicePush: {
    title: 'Notificações neste dispositivo',
    description:
      'Avisos de novas mensagens, respostas, soluções e falhas de pagamento, mesmo com o site fechado, para os tipos marcados em No site.',
    enable: 'Ativar',
    disable: 'Desativar',
    working: 'Aguarde…',
    enabled: 'Ativadas neste dispositivo',
    disabled: 'Desativadas neste dispositivo',
    blocked: 'Bloqueadas no navegador',
    blockedHint: 'Para receber, permita as notificações deste site nas configurações do navegador.',
    unsupported: 'Este navegador não recebe notificações do site.',
    failed: 'Não foi possível mudar as notificações deste dispositivo',
  },
} as const
