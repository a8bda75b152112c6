import type { Plugin } from 'vite'

/** Vite plugin: the SVG sprite of the icons listed in inertia/components/platform/icons.tsx (see the .js file). */
export function iconSprite(options?: { source?: string }): Plugin
