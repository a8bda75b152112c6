/** Route params of `community.discussions.show` (/comunidade/discussoes/12/como-regar-no-inverno). */
export function discussionParams(discussion: { id: number; slug: string }) {
  return { id: discussion.id, slug: discussion.slug }
}
