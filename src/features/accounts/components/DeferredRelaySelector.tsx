import { Suspense, useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { PRESET_RELAYS } from '@/config/relays';
import { useAppContext } from '@/features/settings/public';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useOnDemandControl } from '@/lib/useOnDemandControl';

import { relayLabel } from '../relay-choices';
import type { RelaySelectorProps } from './RelaySelector';
import { relayTriggerClass, RelayTriggerContent } from './RelayTriggerContent';

const selector = lazyWithPreload<RelaySelectorProps>(() => import('./RelaySelector').then((module) => module.RelaySelector));

/**
 * The header's RelaySelector, loaded when the user reaches for it (the popover is not needed to show the
 * home page). Until then an identical button names the current relay; pressing it opens the real one.
 */
export function DeferredRelaySelector({ className, compact = false }: Omit<RelaySelectorProps, 'defaultOpen'>) {
  const { config } = useAppContext();
  const { active, triggerProps } = useOnDemandControl(selector.preload, 'click');
  // The header re-renders with every URL change (each search keystroke): the label is worked out once per relay.
  const label = useMemo(() => relayLabel(PRESET_RELAYS, config.relayUrl), [config.relayUrl]);
  const standIn = (
    <Button variant="outline" size="sm" aria-haspopup="dialog" aria-expanded="false" className={relayTriggerClass(compact, className)} {...triggerProps}>
      <RelayTriggerContent label={label} compact={compact} />
    </Button>
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <selector.Component className={className} compact={compact} defaultOpen />
    </Suspense>
  );
}
