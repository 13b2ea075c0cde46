import { useMemo } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/utils';
import { tokenizeContent } from '@/nostr/content';
import { displayName } from '@/nostr/profile';

import { useProfile } from '../useProfile';

const LINK_CLASS = 'font-medium text-primary underline-offset-2 hover:underline';

/** 'note1abcdefgh…wxyz': enough of an identifier to recognise it without wrapping a whole line. */
function shortIdentifier(bech32: string): string {
  return bech32.length <= 20 ? bech32 : `${bech32.slice(0, 12)}…${bech32.slice(-4)}`;
}

function MentionedProfile({ bech32, pubkey }: { bech32: string; pubkey: string }) {
  const { data } = useProfile(pubkey);
  return (
    <Link to={`/${bech32}`} className={LINK_CLASS} title={bech32}>
      @{displayName(data?.metadata, pubkey)}
    </Link>
  );
}

/**
 * A profile's `about` as text with links, tokenised like comment text (src/nostr/content.ts): http(s) URLs
 * open in a new tab, hashtags lead to `/t/{tag}`, `nostr:` mentions to `/{nip19}`. Everything is a React text
 * node, never HTML, so markup in an about stays visible text. The profile schema already capped its length;
 * `truncated` marks an about that reached the cap with '…'.
 */
export function ProfileAbout({ about, truncated = false, className }: { about: string; truncated?: boolean; className?: string }) {
  const tokens = useMemo(() => tokenizeContent(about), [about]);
  return (
    <div className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)} data-testid="profile-about">
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
              <MentionedProfile key={index} bech32={token.bech32} pubkey={token.decoded.pubkey} />
            ) : (
              <Link key={index} to={`/${token.bech32}`} className={LINK_CLASS} title={token.bech32}>
                {shortIdentifier(token.bech32)}
              </Link>
            );
        }
      })}
      {truncated && <span>…</span>}
    </div>
  );
}
