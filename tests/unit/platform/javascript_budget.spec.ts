import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

type MeasuredPage = {
  name: string
  public: boolean
  gzipBytes: number
  /** Beyond the shared floor (the client entry and its static imports) */
  ownGzipBytes: number
  ceilingBytes: number
  totalLimitBytes: number | null
  ownLimitBytes: number | null
  files: { file: string; gzipBytes: number; shared: boolean; modules: string[] }[]
}

const root = fileURLToPath(new URL('../../..', import.meta.url))

/*
| The suite serves pages through Vite's dev server and builds nothing, so the
| client is built here, once, in memory (bin/lib/route_javascript.js: a few
| seconds, nothing written), in its own process: production mode, as
| `npm start` builds it (the runner's NODE_ENV=test would pick React's
| development build).
*/
async function measureClientBuild(): Promise<MeasuredPage[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['bin/lib/route_javascript.js', '--build', '--json'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 }
  )
  return JSON.parse(stdout)
}

/** Code only staff or a lesson's player need: never on the public pages. */
const ADMIN_OR_PLAYER =
  /^inertia\/(pages\/admin\/|layouts\/admin_layout|components\/admin\/|components\/learning\/(media_player|simulated_player|youtube_player)|components\/lesson\/|pages\/lessons\/)/

/** Panels of the course page's tabs other than Conteúdo, and Radix. */
const COURSE_TAB_PANELS =
  /^(inertia\/components\/(course\/tabs\/(progress|quiz|simulator|mentor|objectives|reviews|review_form|certificate)_tab|course\/tabs\/review_form|learning\/(progress_panel|weekly_goal_form)|quiz\/|certificates\/|simulators\/|mentor\/|subscription\/premium_upgrade_panel)|node_modules\/@radix-ui\/)/

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

test.group('JavaScript each page downloads (production build)', (group) => {
  let pages: MeasuredPage[] = []
  group.each.timeout(10_000)
  group.setup(async () => {
    pages = await measureClientBuild()
  })

  test('no page loads more gzipped JavaScript than its budget', ({ assert }) => {
    assert.lengthOf(pages, 7)
    for (const page of pages) {
      const biggest = page.files
        .slice(0, 3)
        .map((file) => `${file.file} ${kb(file.gzipBytes)}`)
        .join(', ')
      assert.isAtMost(
        page.gzipBytes,
        page.ceilingBytes,
        `${page.name}: ${kb(page.gzipBytes)} de JavaScript (teto ${kb(page.ceilingBytes)}); maiores: ${biggest}`
      )
    }
  })

  /*
  | The decided budget (docs/decisions.md, Plataforma 89): React 19 and
  | Inertia's shared floor (~130 KB) plus at most 20 KB of the page's own,
  | 150 KB in total, on every public route.
  */
  test('every public route loads at most 150 KB of gzipped JavaScript in total', ({ assert }) => {
    const publicPages = pages.filter((page) => page.public)
    assert.deepEqual(
      publicPages.map((page) => page.name),
      ['landing', 'catálogo', 'curso', 'auth']
    )
    for (const page of publicPages) {
      assert.equal(page.totalLimitBytes, 150 * 1024)
      assert.isAtMost(
        page.gzipBytes,
        page.totalLimitBytes!,
        `${page.name}: ${kb(page.gzipBytes)} de JavaScript no total (limite 150 KB)`
      )
    }
  })

  test("a public route's own code, beyond the shared client entry, is at most 20 KB gzipped", ({
    assert,
  }) => {
    for (const page of pages.filter((entry) => entry.public)) {
      const own = page.files.filter((file) => !file.shared)
      assert.equal(
        page.ownGzipBytes,
        own.reduce((sum, file) => sum + file.gzipBytes, 0)
      )
      assert.isAbove(page.gzipBytes, page.ownGzipBytes, `${page.name} sem a base compartilhada`)
      assert.equal(page.ownLimitBytes, 20 * 1024)
      const biggest = own
        .slice(0, 3)
        .map((file) => `${file.file} ${kb(file.gzipBytes)}`)
        .join(', ')
      assert.isAtMost(
        page.ownGzipBytes,
        page.ownLimitBytes!,
        `${page.name}: ${kb(page.ownGzipBytes)} de código próprio (limite 20 KB); maiores: ${biggest}`
      )
    }
  })

  test('the landing and the catalogue load none of the admin area or the lesson player', ({
    assert,
  }) => {
    for (const name of ['landing', 'catálogo']) {
      const page = pages.find((entry) => entry.name === name)!
      const modules = page.files.flatMap((file) => file.modules)
      assert.isAbove(modules.length, 0)
      assert.deepEqual(
        modules.filter((module) => ADMIN_OR_PLAYER.test(module)),
        [],
        `${name} carrega código do painel ou do player`
      )
    }
  })

  test('heavy pieces only some pages need stay out of the public pages', ({ assert }) => {
    const HEAVY =
      /node_modules\/(react-markdown|recharts|@radix-ui\/react-(slider|dropdown-menu|toast))\//
    for (const name of ['landing', 'catálogo', 'auth']) {
      const page = pages.find((entry) => entry.name === name)!
      const heavy = page.files.flatMap((file) => file.modules).filter((m) => HEAVY.test(m))
      assert.deepEqual(heavy, [], `${name} carrega de início: ${heavy.join(', ')}`)
    }
  })

  /*
  | The course page's first load: its header, side card, tab list and the
  | Conteúdo tab. The other tabs' code (and the Radix pieces only they use)
  | arrives when a tab is opened.
  */
  test('the course page renders the header, the side card and Conteúdo with the page', ({
    assert,
  }) => {
    const modules = pages.find((page) => page.name === 'curso')!.files.flatMap((f) => f.modules)
    for (const module of [
      'inertia/pages/courses/show.tsx',
      'inertia/components/catalog/course/course_side_card.tsx',
      'inertia/components/catalog/course/tabs/content_tab.tsx',
    ]) {
      assert.include(modules, module)
    }
  })

  test("the course page leaves the other tabs' panels and Radix (except Slot) for when a tab opens", ({
    assert,
  }) => {
    const modules = pages.find((page) => page.name === 'curso')!.files.flatMap((f) => f.modules)
    const early = modules.filter(
      (module) =>
        COURSE_TAB_PANELS.test(module) && !/@radix-ui\/react-(slot|compose-refs)\//.test(module)
    )
    assert.deepEqual(early, [], `a página do curso carrega de início: ${early.join(', ')}`)
  })
})
