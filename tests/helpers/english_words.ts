/*
| English words that must not appear on any screen (issue 16, 'pt-BR
| everywhere'), and the helpers that find them in rendered HTML or in a
| page's visible text. Shared by the admin and learner checks.
|
| Decisions (docs/decisions.md, Plataforma 1):
| - Matched as whole words and case-sensitive, so 'Administração' is not
|   'Admin', 'E-mail' is not 'Email' and 'bytes' (pt-BR) is not 'Bytes'.
| - Allowed, because they are ordinary Brazilian Portuguese: Status, Quiz,
|   Podcast, Checklist, Premium (the plan's name), online (lower case, as in
|   'escola online'), e-mail, bytes, slug and bucket names shown as code.
| - A word next to '/', '.', '@', '-' or '_' is part of a path, file name,
|   address or identifier ('/uploads/…', 'course-videos'), not prose.
*/

export const ENGLISH_WORDS: readonly string[] = [
  'Preview',
  'preview',
  'Reset',
  'reset',
  'Dashboard',
  'dashboard',
  'Analytics',
  'analytics',
  'Home',
  'Role',
  'role',
  'Roles',
  'roles',
  'Online',
  'Offline',
  'Bytes',
  'Upload',
  'upload',
  'Uploads',
  'Download',
  'download',
  'Downloads',
  'Login',
  'login',
  'Logout',
  'logout',
  'Email',
  'email',
  'Password',
  'Submit',
  'Cancel',
  'Delete',
  'Save',
  'Edit',
  'Loading',
  'Search',
  'Settings',
  'Admin',
  'Feedback',
  'Users',
  'Courses',
  'Lessons',
  'Back',
  'Next',
  'Previous',
  'Close',
  'Open',
  'Share',
  'Update',
  'Create',
  'Remove',
  'View',
  'Draft',
  'Published',
  'Error',
  'Success',
  'Free',
  'Sign in',
  'Sign up',
  'Template',
  /* Learner screens (helper ptbr): player controls, Radix defaults, leaked values. */
  'Notifications',
  'Notification',
  'Play',
  'Pause',
  'Mute',
  'Unmute',
  'Fullscreen',
  'Speed',
  'Player',
  'Streak',
  'Members',
  'Profile',
  'Reply',
  'Report',
  'Welcome',
  'Trending',
  'undefined',
  'NaN',
  'Invalid Date',
]

function escape(word: string) {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}_\\-/.@])(${ENGLISH_WORDS.map(escape).join('|')})(?![\\p{L}\\p{N}_\\-/@]|\\.[\\p{L}\\p{N}])`,
  'gu'
)

/** The denylisted words found in a text, each once. */
export function englishWordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((match) => match[1]))]
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
}

/**
 * What a person reads in an HTML fragment: the text between tags plus the
 * attributes that are read out or shown (title, alt, aria-label,
 * placeholder). Scripts, styles, <code> and other attributes are left out.
 */
export function visibleTextOf(html: string): string {
  const shown: string[] = []
  for (const match of html.matchAll(/\s(?:title|alt|aria-label|placeholder)="([^"]*)"/g)) {
    shown.push(match[1])
  }
  const text = html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<code[\s\S]*?<\/code>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
  return [text, ...shown]
    .join('\n')
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/[ \t]+/g, ' ')
}
