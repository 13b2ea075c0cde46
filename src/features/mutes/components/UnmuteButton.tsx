import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { MuteTarget } from '@/nostr/mute-list';

import { MUTE_LABELS } from '../mute-messages';
import { useMuteActions } from '../useMuteActions';

/** 'Unmute' for one item of the 'Muted' screen; `name` is how the toast names it. */
export function UnmuteButton({ target, name }: { target: MuteTarget; name: string }) {
  const { unmute } = useMuteActions();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      className="shrink-0"
      disabled={busy}
      aria-label={`${MUTE_LABELS.unmute} ${name}`}
      onClick={() => {
        setBusy(true);
        void unmute(target, name).finally(() => setBusy(false));
      }}
    >
      {MUTE_LABELS.unmute}
    </Button>
  );
}
