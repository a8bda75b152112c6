import {
  Award,
  BookOpen,
  Brain,
  CalendarCheck,
  Flame,
  GraduationCap,
  Sprout,
  Target,
  Trophy,
  type LucideIcon,
} from '~/components/platform/icons'
import type { AchievementIconName } from '@domain/community/achievements'

const ICONS: Record<AchievementIconName, LucideIcon> = {
  'sprout': Sprout,
  'book-open': BookOpen,
  'graduation-cap': GraduationCap,
  'flame': Flame,
  'target': Target,
  'trophy': Trophy,
  'brain': Brain,
  'calendar-check': CalendarCheck,
}

/** An achievement's drawn icon from its name (app/domain/community/achievements.ts); a medal for anything else. */
export function AchievementIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name as AchievementIconName] ?? Award
  return <Icon className={className} aria-hidden="true" />
}
