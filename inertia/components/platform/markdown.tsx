import { lazyComponent } from '~/lib/lazy_component'

/**
 * Lesson, course and forum Markdown (markdown_renderer.tsx). The renderer
 * (react-markdown, GFM, sanitizing: ~50 KB of gzipped JavaScript) is a chunk
 * of its own, fetched by the pages that show Markdown; server-rendered pages
 * keep their HTML until it arrives.
 */
export const Markdown = lazyComponent(() => import('~/components/platform/markdown_renderer'))
