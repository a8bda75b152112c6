/*
| How lesson and community Markdown becomes HTML, wherever it is rendered:
| the pages (MarkdownRenderer) and the server's offline copy of a lesson
| (OfflineLessonService). GitHub-flavoured Markdown, raw HTML dropped, and
| the result sanitized, so both sides show exactly the same safe markup.
*/
import remarkGfm from 'remark-gfm'
import rehypeSanitize from 'rehype-sanitize'

export const MARKDOWN_PLUGINS = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [rehypeSanitize],
}
