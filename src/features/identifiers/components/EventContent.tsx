import { useMemo } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/utils';
import { tokenizeContent } from '@/nostr/content';

import { contentPreview } from '../event-destination';
import { shortBech32 } from '../short-bech32';
import { ProfileMentionLink } from './ProfileMentionLink';

const LINK_CLASS = 'font-medium text-primary underline-offset-2 hover:underline';

/**
 * An event's text as the generic card shows it (docs/product.md §2 Identifier pages): cut to its beginning,
 * then http(s) URLs, hashtags and `nostr:` mentions made links, everything else React text nodes. Markup
 * stays visible text; a `javascript:` URL or an invalid mention is part of a text token and never a link.
 */
export function EventContent({ content, className }: { content: string; className?: string }) {
  const preview = useMemo(() => contentPreview(content), [content]);
  const tokens = useMemo(() => tokenizeContent(preview.text), [preview.text]);
  if (content.trim() === '') return <p className="text-sm italic text-muted-foreground">This event has no text.</p>;
  return (
    <div className="space-y-3">
      <div className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)} data-testid="event-content">
        {tokens.map((token, index) => {
          switch (token.type) {
            case 'text':
              return <span key={index}>{token.text}</span>;
            case 'url':
              return (
                <a key={index} href={token.url} target="_blank" rel="noopener noreferrer nofollow" className={LINK_CLASS}>
                  {token.text}
                </a>
              );
            case 'hashtag':
              return (
                <Link key={index} to={`/t/${encodeURIComponent(token.tag)}`} className={LINK_CLASS}>
                  #{token.tag}
                </Link>
              );
            case 'mention':
              return token.decoded.type === 'profile' ? (
                <ProfileMentionLink key={index} bech32={token.bech32} pubkey={token.decoded.pubkey} className={LINK_CLASS} />
              ) : (
                <Link key={index} to={`/${token.bech32}`} className={LINK_CLASS} title={token.bech32}>
                  {shortBech32(token.bech32)}
                </Link>
              );
          }
        })}
      </div>
      {preview.truncated && <p className="text-xs text-muted-foreground">Only the beginning of this event is shown.</p>}
    </div>
  );
}
