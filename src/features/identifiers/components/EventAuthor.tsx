import { useState } from 'react';

import { AuthorLine } from '@/features/profiles/public';

/** Avatar, name and age of an event's author on the generic event card; their own relays are asked too. */
export function EventAuthor({ pubkey, createdAt }: { pubkey: string; createdAt: number }) {
  const [now] = useState(() => Date.now());
  return <AuthorLine pubkey={pubkey} createdAt={createdAt} now={now} size="md" outbox testId="event-author" />;
}
