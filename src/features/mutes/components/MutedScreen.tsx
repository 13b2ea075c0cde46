import { BellOffIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyListNotice, PrivateListScreen } from '@/features/private-lists/public';
import { muteEntries, type MuteEntry, type MuteType } from '@/nostr/mute-list';

import { MUTES_NAME } from '../mute-messages';
import { useMuteList } from '../useMutes';
import { MutedPersonRow } from './MutedPersonRow';
import { MuteWordForm } from './MuteWordForm';
import { UnmuteButton } from './UnmuteButton';

/** A section shows this many items until 'Show all' (a list of 10 000 mutes stays quick to open). */
const FIRST_SHOWN = 100;

const SECTIONS: readonly { type: MuteType; title: string }[] = [
  { type: 'pubkey', title: 'People' },
  { type: 'word', title: 'Words' },
  { type: 'hashtag', title: 'Hashtags' },
  { type: 'thread', title: 'Threads' },
];

function itemName(entry: MuteEntry): string {
  if (entry.type === 'hashtag') return `#${entry.value}`;
  if (entry.type === 'thread') return `Thread ${entry.value.slice(0, 8)}…`;
  return `"${entry.value}"`;
}

function MutedSection({ title, entries }: { title: string; entries: readonly MuteEntry[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, FIRST_SHOWN);
  let rows: ReactNode[];
  if (entries[0]?.type === 'pubkey') rows = shown.map((entry) => <MutedPersonRow key={entry.value} pubkey={entry.value} />);
  else {
    rows = shown.map((entry) => (
      <li key={entry.value} className="flex items-center gap-3 px-4 py-3" data-testid="muted-item">
        <span className="min-w-0 flex-1 break-words font-medium">{itemName(entry)}</span>
        <UnmuteButton target={entry} name={itemName(entry)} />
      </li>
    ));
  }
  return (
    <section className="space-y-2" aria-label={title}>
      <h2 className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({entries.length})</span>
      </h2>
      <Card className="overflow-hidden p-0">
        <ul className="divide-y">{rows}</ul>
      </Card>
      {!all && entries.length > FIRST_SHOWN && (
        <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
          Show all {entries.length}
        </Button>
      )}
    </section>
  );
}

/**
 * `/muted` (docs/product.md §2 Mute): the people, words, hashtags and threads the user mutes, public and private,
 * each with 'Unmute'. A list that could not be read says so and offers nothing to change (it is never rewritten).
 */
export function MutedScreen() {
  const state = useMuteList();
  const entries = useMemo(() => muteEntries(state.value.items), [state.value.items]);
  const loading = state.status === 'loading' && entries.length === 0;
  return (
    <PrivateListScreen
      title="Muted"
      name={MUTES_NAME}
      state={state}
      accountNote="Kept on your relays; people you mute are encrypted so only you can see them. Their listings, comments and messages are hidden."
    >
      {!loading && <MuteWordForm />}
      {loading ? (
        <p className="py-10 text-center text-sm text-muted-foreground">Loading your mutes...</p>
      ) : entries.length === 0 ? (
        <EmptyListNotice
          icon={BellOffIcon}
          title="You haven't muted anyone"
          text="Use 'Mute seller' on a listing, a profile or a conversation to hide someone's listings, comments and messages."
        />
      ) : (
        <div className="space-y-6">
          {SECTIONS.map(({ type, title }) => {
            const ofType = entries.filter((entry) => entry.type === type);
            return ofType.length === 0 ? null : <MutedSection key={type} title={title} entries={ofType} />;
          })}
        </div>
      )}
    </PrivateListScreen>
  );
}
