import type { content, EndpointResponse } from '@vitrine/contract';

type Blog = EndpointResponse<typeof content.getBlog>;

/** A post's body: its HTML and text blocks, in order. */
export function blogBody(blog: Blog): string {
  return (blog.content ?? [])
    .filter((block) => !block.type || ['html', 'rawhtml', 'text', 'markdown'].includes(block.type))
    .map((block) => block.value ?? '')
    .filter(Boolean)
    .join('\n');
}
