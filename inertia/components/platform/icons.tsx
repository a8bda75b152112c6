/*
| The app's drawn icons (Lucide's drawings), as one SVG sprite: each icon is
| an <svg> with a <use> pointing into /assets/icons-<hash>.svg, a file the
| build writes with exactly the icons listed below (bin/lib/icon_sprite.js)
| and browsers cache for good. Rendering one costs two elements and no
| JavaScript per drawing, on the server and in the browser, however many a
| page shows (catalogue cards, lesson lists, the landing's carousels).
|
| To use a new Lucide icon, add a line here with its file name in
| node_modules/lucide-react/dist/esm/icons/ and import it from this module.
*/
import { memo, type NamedExoticComponent, type SVGProps } from 'react'
import spriteUrl from 'virtual:icon-sprite'

export type IconProps = SVGProps<SVGSVGElement>
export type Icon = NamedExoticComponent<IconProps>
/** The name the components used with lucide-react's own icons. */
export type LucideIcon = Icon

function icon(id: string): Icon {
  const href = `${spriteUrl}#${id}`
  function SpriteIcon({ className, ...props }: IconProps) {
    /* Decorative unless the caller names it, as Lucide's own components do. */
    const named = Boolean(props['aria-label'] || props['aria-labelledby'] || props.role)
    return (
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : true}
        className={className ? `lucide ${className}` : 'lucide'}
        {...props}
      >
        <use href={href} />
      </svg>
    )
  }
  SpriteIcon.displayName = `Icon(${id})`
  return memo(SpriteIcon)
}

export const Activity = icon('activity')
export const AlertCircle = icon('circle-exclamation-point')
export const AlertTriangle = icon('triangle-exclamation-point')
export const Archive = icon('archive')
export const ArrowDown = icon('arrow-down')
export const ArrowLeft = icon('arrow-left')
export const ArrowUp = icon('arrow-up')
export const Award = icon('award')
export const Ban = icon('ban')
export const BarChart3 = icon('chart-column')
export const Bell = icon('bell')
export const BookOpen = icon('book-open')
export const BookOpenCheck = icon('book-open-check')
export const Bookmark = icon('bookmark')
export const Bot = icon('bot')
export const Brain = icon('brain')
export const Briefcase = icon('briefcase')
export const CalendarCheck = icon('calendar-check')
export const CalendarClock = icon('calendar-clock')
export const CalendarRange = icon('calendar-range')
export const ChartColumn = icon('chart-column')
export const Check = icon('check')
export const CheckCheck = icon('check-check')
export const CheckCircle2 = icon('circle-check')
export const ChevronDown = icon('chevron-down')
export const ChevronLeft = icon('chevron-left')
export const ChevronRight = icon('chevron-right')
export const ChevronUp = icon('chevron-up')
export const Circle = icon('circle')
export const CircleCheck = icon('circle-check')
export const CircleDot = icon('circle-dot')
export const CircleHelp = icon('circle-question-mark')
export const Clock = icon('clock')
export const Construction = icon('construction')
export const Copy = icon('copy')
export const CreditCard = icon('credit-card')
export const Crown = icon('crown')
export const Database = icon('database')
export const Download = icon('download')
export const ExternalLink = icon('external-link')
export const Eye = icon('eye')
export const EyeOff = icon('eye-off')
export const FileJson = icon('file-braces')
export const FileText = icon('file-text')
export const FileVideo = icon('file-play')
export const Flag = icon('flag')
export const Flame = icon('flame')
export const FlaskConical = icon('flask-conical')
export const FolderOpen = icon('folder-open')
export const Gauge = icon('gauge')
export const Globe = icon('globe')
export const GraduationCap = icon('graduation-cap')
export const GripVertical = icon('grip-vertical')
export const Headphones = icon('headphones')
export const Heart = icon('heart')
export const ImageUp = icon('image-up')
export const Infinity = icon('infinity')
export const LayoutDashboard = icon('layout-dashboard')
export const Leaf = icon('leaf')
export const Lightbulb = icon('lightbulb')
export const ListChecks = icon('list-checks')
export const Loader2 = icon('loader-circle')
export const Lock = icon('lock')
export const LockOpen = icon('lock-open')
export const LogIn = icon('log-in')
export const LogOut = icon('log-out')
export const Mail = icon('mail')
export const MailCheck = icon('mail-check')
export const MapPin = icon('map-pin')
export const Medal = icon('medal')
export const Menu = icon('menu')
export const MessageCircle = icon('message-circle')
export const MessageSquare = icon('message-square')
export const MessageSquareReply = icon('message-square-reply')
export const MessagesSquare = icon('messages-square')
export const Mic = icon('mic')
export const Microscope = icon('microscope')
export const Monitor = icon('monitor')
export const Moon = icon('moon')
export const Music = icon('eighth-notes')
export const Pause = icon('pause')
export const Pencil = icon('pencil')
export const Pin = icon('pin')
export const PinOff = icon('pin-off')
export const Play = icon('play')
export const PlayCircle = icon('circle-play')
export const Plus = icon('plus')
export const RotateCcw = icon('rotate-ccw')
export const RotateCw = icon('rotate-cw')
export const Route = icon('route')
export const Scale = icon('scale')
export const ScanSearch = icon('scan-search')
export const Search = icon('search')
export const SearchX = icon('search-x')
export const Send = icon('send')
export const Settings = icon('settings')
export const Settings2 = icon('settings-2')
export const Share2 = icon('share-2')
export const ShieldAlert = icon('shield-exclamation-point')
export const ShieldCheck = icon('shield-check')
export const ShieldX = icon('shield-x')
export const SlidersHorizontal = icon('sliders-horizontal')
export const Sparkles = icon('sparkles')
export const Sprout = icon('sprout')
export const Star = icon('star')
export const Stethoscope = icon('stethoscope')
export const Sun = icon('sun')
export const Target = icon('target')
export const ThumbsDown = icon('thumbs-down')
export const ThumbsUp = icon('thumbs-up')
export const Trash2 = icon('trash')
export const TrendingDown = icon('trending-down')
export const TrendingUp = icon('trending-up')
export const Trophy = icon('trophy')
export const Undo2 = icon('undo-2')
export const Upload = icon('upload')
export const User = icon('user')
export const UserCheck = icon('user-check')
export const Users = icon('users')
export const Video = icon('video')
export const X = icon('x')
export const XCircle = icon('circle-x')
