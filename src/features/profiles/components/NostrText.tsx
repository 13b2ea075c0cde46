import { useMemo } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/utils';
import { tokenizeContent } from '@/nostr/content';
import { shortIdentifier } from '@/nostr/nip19-route';
import { displayName } from '@/nostr/profile';

import { useProfile } from '../useProfile';

const LINK_CLASS = 'font-medium text-primary underline-offset-2 hover:underline';

/** A mentioned profile by its name (its profile's, else the fallback name), like `@Satoshi`. */
function ProfileMention({ bech32, pubkey }: { bech32: string; pubkey: string }) {
  const { data: profile } = useProfile(pubkey);
  return (
    <Link to={`/${bech32}`} className={LINK_CLASS} title={bech32}>
      @{displayName(profile?.metadata, pubkey)}
    </Link>
  );
}

/**
 * The one way the app shows text someone wrote on Nostr (comments, an event's text, a profile's about):
 * http(s) URLs open in a new tab, hashtags lead to `/t/{tag}`, `nostr:` mentions to `/{nip19}` — profiles by
 * name, other identifiers in a short form (fetching each would cost a query per mention). Everything is a
 * React text node, never HTML, so markup stays visible text; anything the tokenizer refused (a `javascript:`
 * URL, an invalid mention) is part of a text token and stays plain (docs/product.md §9).
 */
export function NostrText({ text, className, testId, suffix }: { text: string; className?: string; testId?: string; suffix?: string }) {
  const tokens = useMemo(() => tokenizeContent(text), [text]);
  return (
    <div className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)} data-testid={testId}>
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
              <ProfileMention key={index} bech32={token.bech32} pubkey={token.decoded.pubkey} />
            ) : (
              <Link key={index} to={`/${token.bech32}`} className={LINK_CLASS} title={token.bech32}>
                {shortIdentifier(token.bech32)}
              </Link>
            );
        }
      })}
      {suffix !== undefined && <span>{suffix}</span>}
    </div>
  );
}
