import { useMemo } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/utils';
import { tokenizeContent } from '@/nostr/content';

import { hashtagPath } from '../hashtag-path';
import { MentionLink } from './MentionLink';

const LINK_CLASS = 'font-medium text-primary underline-offset-2 hover:underline';

/**
 * Comment text with http(s) URLs, hashtags and `nostr:` mentions turned into links (docs/product.md §9). Everything is
 * rendered as React text nodes, never as HTML, so markup in a comment stays visible text; anything the
 * tokenizer refused (a `javascript:` URL, an invalid mention) is part of a text token and stays plain.
 */
export function NoteContent({ content, className }: { content: string; className?: string }) {
  const tokens = useMemo(() => tokenizeContent(content), [content]);
  return (
    <div className={cn('whitespace-pre-wrap break-words [overflow-wrap:anywhere]', className)}>
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
              <Link key={index} to={hashtagPath(token.tag)} className={LINK_CLASS}>
                #{token.tag}
              </Link>
            );
          case 'mention':
            return <MentionLink key={index} bech32={token.bech32} decoded={token.decoded} className={LINK_CLASS} />;
        }
      })}
    </div>
  );
}
