import { BellOffIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useProfile } from '@/features/profiles/public';
import { displayName } from '@/nostr/profile';

import { MUTE_LABELS } from '../mute-messages';
import { useMuteActions } from '../useMuteActions';

/**
 * A muted seller's listing opened by link, or their profile's listings (docs/product.md §2 Mute): says so
 * instead, with 'Unmute', after which the page shows them.
 */
export function MutedSellerNotice({ pubkey, subject = 'this listing' }: { pubkey: string; subject?: 'this listing' | 'their listings' }) {
  const { data: profile } = useProfile(pubkey);
  const name = displayName(profile?.metadata, pubkey);
  const { unmute } = useMuteActions();
  const [busy, setBusy] = useState(false);
  const Heading = subject === 'this listing' ? 'h1' : 'h2';
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-12 text-center" data-testid="muted-seller-notice">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <BellOffIcon className="size-6" aria-hidden="true" />
      </span>
      {/* The listing page's heading; on a profile the person's name is. */}
      <Heading className="text-lg font-semibold">{MUTE_LABELS.youMuted}</Heading>
      <p className="max-w-sm text-sm text-muted-foreground">Their listings, comments and messages are hidden. Unmute {name} to see {subject}.</p>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void unmute({ type: 'pubkey', value: pubkey }, name).finally(() => setBusy(false));
        }}
      >
        {MUTE_LABELS.unmute}
      </Button>
    </Card>
  );
}
