import { NostrText } from '@/features/profiles/public';

/**
 * Comment text with http(s) URLs, hashtags and `nostr:` mentions turned into links (docs/product.md §9), by the
 * app's one renderer of Nostr text.
 */
export function NoteContent({ content, className }: { content: string; className?: string }) {
  return <NostrText text={content} className={className} />;
}
