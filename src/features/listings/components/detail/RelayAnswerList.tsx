import { CheckIcon, XIcon } from 'lucide-react';

import type { RelayPublishResult } from '@/features/publishing/public';
import { cn } from '@/lib/utils';

/** One line per relay: its URL and 'Accepted' or 'Refused: {reason}' (docs/product.md §2, as the publish report). */
export function RelayAnswerList({ results }: { results: readonly RelayPublishResult[] }) {
  return (
    <ul aria-label="Relay answers" className="space-y-1.5 text-sm">
      {results.map((result) => (
        <li key={result.relay} className="flex items-start gap-2">
          {result.ok ? (
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          ) : (
            <XIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <p className="break-all font-mono text-xs">{result.relay}</p>
            <p className={cn('break-words', !result.ok && 'text-destructive')}>{result.ok ? 'Accepted' : `Refused: ${result.reason}`}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
