import type { RelayState, RelayStatusSummary } from '../relay-status';

const LABELS: Record<RelayState['state'], string> = {
  waiting: 'Waiting…',
  answered: 'Answered',
  slow: 'Slow',
  failed: 'Failed',
  'needs-login': 'Needs login',
};

const DOTS: Record<RelayState['state'], string> = {
  waiting: 'bg-muted-foreground/50',
  answered: 'bg-emerald-500',
  slow: 'bg-amber-500',
  failed: 'bg-red-500',
  'needs-login': 'bg-sky-500',
};

/** `wss://relay.example` → `relay.example`: the part people recognise. */
function shortRelay(url: string): string {
  return url.replace(/^wss?:\/\//, '');
}

function detail(state: RelayState): string {
  if (state.state === 'failed') return `${LABELS.failed}: ${state.reason}`;
  if (state.state === 'needs-login') return `${LABELS['needs-login']} (the relay only serves signed-in members)`;
  return LABELS[state.state];
}

/**
 * "3 of 4 relays" next to the count line, opening a list of each read relay and how it answered. A native
 * disclosure: no script to load on the home route, keyboard and screen reader support built in.
 */
export function RelayStatus({ summary }: { summary: RelayStatusSummary }) {
  const allAnswered = summary.answered === summary.total;
  return (
    <details className="group relative shrink-0 text-sm" data-testid="relay-status">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-0.5 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className={`size-2 rounded-full ${allAnswered ? 'bg-emerald-500' : 'bg-amber-500'}`} />
        {summary.answered} of {summary.total} relays
      </summary>
      <ul
        aria-label="Relays"
        className="absolute right-0 z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] space-y-2 rounded-md border bg-popover p-3 text-popover-foreground shadow-md"
      >
        {summary.relays.map((state) => (
          <li key={state.relay} className="flex items-start gap-2">
            <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${DOTS[state.state]}`} />
            <span className="min-w-0">
              <span className="block truncate font-medium" title={state.relay}>
                {shortRelay(state.relay)}
              </span>
              <span className="block text-xs text-muted-foreground">{detail(state)}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
