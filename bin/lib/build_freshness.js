/*
| Decides whether the production build in build/ matches the sources: a hash
| of every source file's content, stored next to the build.
*/
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const SOURCES = [
  'app',
  'config',
  'database',
  'inertia',
  'resources',
  'start',
  'providers',
  'commands',
  'public',
  'bin',
]
const FILES = [
  'adonisrc.ts',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.inertia.json',
  'package.json',
  'package-lock.json',
]
const SKIP = new Set(['node_modules', 'assets', '.vite'])

function walk(dir, out) {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry)) continue
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) walk(path, out)
    else out.push(path)
  }
}

export function sourceHash(root) {
  const files = []
  for (const dir of SOURCES) walk(join(root, dir), files)
  for (const file of FILES) if (existsSync(join(root, file))) files.push(join(root, file))
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    hash.update(relative(root, file))
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

const stampPath = (root) => join(root, 'build', '.source-hash')

export function buildIsFresh(root, hash) {
  return (
    existsSync(join(root, 'build', 'bin', 'server.js')) &&
    existsSync(stampPath(root)) &&
    readFileSync(stampPath(root), 'utf8') === hash
  )
}

export function stampBuild(root, hash) {
  writeFileSync(stampPath(root), hash)
}
