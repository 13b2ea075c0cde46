import { NostrText } from './NostrText';

/**
 * A profile's `about` as text with links, tokenised like comment text (src/nostr/content.ts): http(s) URLs
 * open in a new tab, hashtags lead to `/t/{tag}`, `nostr:` mentions to `/{nip19}`. Everything is a React text
 * node, never HTML, so markup in an about stays visible text. The profile schema already capped its length;
 * `truncated` marks an about that reached the cap with '…'.
 */
export function ProfileAbout({ about, truncated = false, className }: { about: string; truncated?: boolean; className?: string }) {
  return <NostrText text={about} className={className} testId="profile-about" suffix={truncated ? '…' : undefined} />;
}
