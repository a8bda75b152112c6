import {
  BookOpen,
  Bot,
  Briefcase,
  FlaskConical,
  Gauge,
  Mic,
  Route,
  ScanSearch,
  Sprout,
  Video,
} from 'lucide-react'

export const ICONS = {
  sprout: Sprout,
  flask: FlaskConical,
  briefcase: Briefcase,
  bot: Bot,
  scan: ScanSearch,
  route: Route,
  gauge: Gauge,
  video: Video,
  mic: Mic,
  book: BookOpen,
} as const

export type IconName = keyof typeof ICONS

/** A landing icon by its name in the content file. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name]
  return <Component className={className} aria-hidden="true" />
}
