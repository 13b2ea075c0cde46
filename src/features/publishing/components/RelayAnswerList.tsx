import { CheckIcon, XIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

import type { RelayPublishResult } from '../publish-event';

/**
 * One line per relay: its URL and 'Accepted' or 'Refused: {reason}' (docs/product.md §2, the publish report).
 * The one rendering of per-relay answers: listings, deletions and relay lists alike. `compact` for popovers.
 */
export function RelayAnswerList({ results, compact = false }: { results: readonly RelayPublishResult[]; compact?: boolean }) {
  return (
    <ul aria-label="Relay answers" className={cn('text-sm', compact ? 'space-y-1' : 'space-y-1.5')}>
      {results.map((result) => (
        <li key={result.relay} className={cn('flex items-start', compact ? 'gap-1.5' : 'gap-2')}>
          {result.ok ? (
            <CheckIcon className={cn('mt-0.5 shrink-0 text-primary', compact ? 'size-3.5' : 'size-4')} aria-hidden="true" />
          ) : (
            <XIcon className={cn('mt-0.5 shrink-0 text-destructive', compact ? 'size-3.5' : 'size-4')} aria-hidden="true" />
          )}
          <div className="min-w-0">
            <p className="break-all font-mono text-xs">{result.relay}</p>
            <p className={cn('break-words', compact && 'text-xs', !result.ok && 'text-destructive')}>{result.ok ? 'Accepted' : `Refused: ${result.reason}`}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
