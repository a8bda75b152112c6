import {
  BookOpen,
  Bot,
  Briefcase,
  ChartColumn,
  FlaskConical,
  Gauge,
  Leaf,
  Mic,
  Microscope,
  Music,
  Route,
  Scale,
  ScanSearch,
  Sprout,
  Stethoscope,
  Video,
} from '~/components/platform/icons'

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
  stethoscope: Stethoscope,
  chart: ChartColumn,
  microscope: Microscope,
  scale: Scale,
  leaf: Leaf,
  music: Music,
} as const

export type IconName = keyof typeof ICONS

/** A landing icon by its name in the content file. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name]
  return <Component className={className} aria-hidden="true" />
}
