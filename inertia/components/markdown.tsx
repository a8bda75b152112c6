import ReactMarkdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import rehypeSanitize from 'rehype-sanitize'
import { cn } from '~/lib/utils'

/**
 * Renders lesson and course Markdown. Raw HTML is never rendered and the
 * result is sanitized (no scripts, no javascript: links), so content typed
 * by staff cannot inject code into learners' pages.
 */
export function Markdown({
  children,
  className,
}: {
  children: string | null | undefined
  className?: string
}) {
  if (!children) return null
  return (
    <div className={cn('prose-content', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
        {children}
      </ReactMarkdown>
    </div>
  )
}
