import ReactMarkdown, { type Components } from 'react-markdown'
import { MARKDOWN_PLUGINS } from '@domain/platform/markdown_pipeline'
import { cn } from '~/lib/utils'

/**
 * Markdown written by members (forum posts): links to other sites open in a
 * new tab and carry `rel="ugc nofollow noopener"` (no SEO credit, no access
 * to this window); headings start at h3, below the page's own h1 and h2.
 */
const USER_CONTENT_COMPONENTS: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href && /^https?:\/\//i.test(href) ? (
      <a {...props} href={href} target="_blank" rel="ugc nofollow noopener">
        {children}
      </a>
    ) : (
      <a {...props} href={href}>
        {children}
      </a>
    ),
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
}

/**
 * Renders lesson and course Markdown, and with `userContent` the forum's.
 * Raw HTML is never rendered and the result is sanitized (no scripts, no
 * javascript: links), so content typed by staff or members cannot inject
 * code into other people's pages. Its own chunk: see markdown.tsx.
 */
export default function MarkdownRenderer({
  children,
  className,
  userContent = false,
}: {
  children: string | null | undefined
  className?: string
  userContent?: boolean
}) {
  if (!children) return null
  return (
    <div className={cn('prose-content', className)}>
      <ReactMarkdown
        {...MARKDOWN_PLUGINS}
        components={userContent ? USER_CONTENT_COMPONENTS : undefined}
      >
        {children}
      </ReactMarkdown>
    </div>
  )
}
