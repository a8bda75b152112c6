import {
  BarChart3,
  Bell,
  LayoutDashboard,
  MessageCircle,
  User as UserIcon,
} from '~/components/platform/icons'

/** The main sections, in the header bar and in the mobile menu. */
export const NAV_LINKS = [
  { route: 'home', label: 'Início' },
  { route: 'courses.index', label: 'Cursos' },
  { route: 'community.index', label: 'Comunidade' },
  { route: 'podcast', label: 'Podcast' },
] as const

/** A signed-in member's own screens, in the account menu and in the mobile menu. */
export const MEMBER_LINKS = [
  { route: 'profiles.own', label: 'Meu Perfil', icon: UserIcon },
  { route: 'dashboard', label: 'Painel', icon: LayoutDashboard },
  { route: 'analytics', label: 'Análises de Performance', icon: BarChart3 },
  { route: 'notifications.index', label: 'Notificações', icon: Bell },
] as const

export const MESSAGES_LINK = {
  route: 'messages.index',
  label: 'Mensagens',
  icon: MessageCircle,
} as const

export function isActive(currentPath: string, href: string) {
  const path = currentPath.split('?')[0]
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}
