import {
  Award,
  BarChart3,
  BookOpen,
  Bot,
  FileText,
  FolderOpen,
  LayoutDashboard,
  Settings,
  ShieldAlert,
  Users,
  type LucideIcon,
} from '~/components/platform/icons'
import { urlFor } from '~/client'

type SectionRoute =
  | 'admin.dashboard'
  | 'admin.courses.index'
  | 'admin.users.index'
  | 'admin.media.index'
  | 'admin.materials.index'
  | 'admin.moderation.index'
  | 'admin.certificates.index'
  | 'admin.analytics'
  | 'admin.mentor'
  | 'admin.settings'

export type AdminSection = {
  key:
    | 'dashboard'
    | 'courses'
    | 'users'
    | 'media'
    | 'materials'
    | 'moderation'
    | 'certificates'
    | 'analytics'
    | 'mentor'
    | 'settings'
  label: string
  route: SectionRoute
  href: string
  icon: LucideIcon
  /** Only for members this ability grants (super_admin and admin): people and their figures */
  needs?: 'manageUsers' | 'readAnalytics'
}

/** The sidebar of the admin area: one URL per section, so each can be bookmarked. */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    key: 'dashboard',
    label: 'Painel',
    route: 'admin.dashboard',
    href: urlFor('admin.dashboard'),
    icon: LayoutDashboard,
  },
  {
    key: 'courses',
    label: 'Cursos',
    route: 'admin.courses.index',
    href: urlFor('admin.courses.index'),
    icon: BookOpen,
  },
  {
    key: 'users',
    label: 'Usuários',
    route: 'admin.users.index',
    href: urlFor('admin.users.index'),
    icon: Users,
    needs: 'manageUsers',
  },
  {
    key: 'media',
    label: 'Biblioteca',
    route: 'admin.media.index',
    href: urlFor('admin.media.index'),
    icon: FolderOpen,
  },
  {
    key: 'materials',
    label: 'Materiais',
    route: 'admin.materials.index',
    href: urlFor('admin.materials.index'),
    icon: FileText,
  },
  {
    key: 'moderation',
    label: 'Moderação',
    route: 'admin.moderation.index',
    href: urlFor('admin.moderation.index'),
    icon: ShieldAlert,
  },
  {
    key: 'certificates',
    label: 'Certificados',
    route: 'admin.certificates.index',
    href: urlFor('admin.certificates.index'),
    icon: Award,
    needs: 'manageUsers',
  },
  {
    key: 'analytics',
    label: 'Análises',
    route: 'admin.analytics',
    href: urlFor('admin.analytics'),
    icon: BarChart3,
    needs: 'readAnalytics',
  },
  {
    key: 'mentor',
    label: 'Mentor IA',
    route: 'admin.mentor',
    href: urlFor('admin.mentor'),
    icon: Bot,
    needs: 'readAnalytics',
  },
  {
    key: 'settings',
    label: 'Configurações',
    route: 'admin.settings',
    href: urlFor('admin.settings'),
    icon: Settings,
  },
]

/** The section a path belongs to (the overview for /admin and anything unknown). */
export function sectionFor(currentPath: string): AdminSection['key'] {
  const path = currentPath.split('?')[0].replace(/\/+$/, '')
  const match = ADMIN_SECTIONS.filter((section) => section.key !== 'dashboard').find(
    (section) => path === section.href || path.startsWith(`${section.href}/`)
  )
  return match?.key ?? 'dashboard'
}
