import { CheckIcon, PlusIcon } from 'lucide-react';
import { Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { PRESET_RELAYS } from '@/config/relays';
import { LazyDmRelayListSection, LazyRelayListSection } from '@/features/relay-lists/public';
import { useCurrentUser } from '@/features/session/public';
import { useAppContext } from '@/features/settings/public';
import { cn } from '@/lib/utils';

import { NO_RELAY_FOUND, relayChoices, relayLabel, sameRelay } from '../relay-choices';
import { relayTriggerClass, RelayTriggerContent } from './RelayTriggerContent';

export interface RelaySelectorProps {
  className?: string;
  /** Hide the relay name below the sm breakpoint, leaving the icon (for the header on phones). */
  compact?: boolean;
  /** Open on mount: the user pressed the stand-in trigger rendered before this code loaded. */
  defaultOpen?: boolean;
}

/**
 * Switch Relay (docs/product.md §2, §4): a popover with a search text, the preset relays and a custom entry. Choosing
 * closes it and clears the search; the app then resets its cached queries and reads from the new relay. A
 * signed-in user also finds 'Your relays' there, their NIP-65 relay list, and 'Message relays', their
 * NIP-17 DM relay list (both from the relay-lists feature, loaded for a signed-in user once the popover is open).
 */
export function RelaySelector({ className, compact = false, defaultOpen = false }: RelaySelectorProps) {
  const { config, setRelayUrl } = useAppContext();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(defaultOpen);
  const [search, setSearch] = useState('');
  const { matches, custom } = relayChoices(PRESET_RELAYS, search);
  const label = relayLabel(PRESET_RELAYS, config.relayUrl);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setSearch('');
  };
  const choose = (url: string) => {
    setRelayUrl(url);
    changeOpen(false);
  };
  const chooseFromSearch = () => {
    if (custom?.ok) choose(custom.url);
    else if (matches.length === 1 && matches[0]) choose(matches[0].url);
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      {/* Named by its content, not aria-label, so the name always contains the relay shown (WCAG 2.5.3). */}
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className={relayTriggerClass(compact, className)}>
          <RelayTriggerContent label={label} compact={compact} />
        </Button>
      </PopoverTrigger>
      {/* Scrolls as a whole when taller than the screen (a phone, with 'Your relays' open below the presets). */}
      <PopoverContent
        aria-label="Switch Relay"
        align="end"
        collisionPadding={8}
        className="max-h-[var(--radix-popover-content-available-height)] w-80 overflow-y-auto p-0"
      >
        <div className="border-b p-2">
          <Input
            aria-label="Search relays"
            placeholder="Search or enter a relay URL..."
            value={search}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                chooseFromSearch();
              }
            }}
          />
        </div>
        <div className={cn('overflow-y-auto p-1', user ? 'max-h-48' : 'max-h-72')}>
          {matches.length > 0 ? (
            <ul aria-label="Relays" className="space-y-0.5">
              {matches.map((relay) => {
                const current = sameRelay(relay.url, config.relayUrl);
                return (
                  <li key={relay.url}>
                    <button
                      type="button"
                      aria-current={current ? 'true' : undefined}
                      onClick={() => choose(relay.url)}
                      className="flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                    >
                      <CheckIcon className={cn('size-4 shrink-0', !current && 'invisible')} aria-hidden="true" />
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{relay.name}</span>
                        <span className="block truncate text-xs text-muted-foreground">{relay.url}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="px-2 py-3 text-center text-sm text-muted-foreground">{NO_RELAY_FOUND}</p>
          )}
          {custom && !custom.ok && (
            <p role="alert" className="px-2 py-2 text-sm font-medium text-destructive">
              {custom.error}
            </p>
          )}
          {custom?.ok && (
            <button
              type="button"
              onClick={() => choose(custom.url)}
              className="mt-1 flex w-full cursor-pointer items-center gap-2 rounded-sm border-t px-2 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
            >
              <PlusIcon className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 truncate">
                Use custom relay <span className="font-medium">{custom.url}</span>
              </span>
            </button>
          )}
        </div>
        {user && (
          <Suspense fallback={<p className="border-t p-3 text-sm text-muted-foreground">Loading your relays...</p>}>
            <LazyRelayListSection />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <LazyDmRelayListSection />
          </Suspense>
        )}
      </PopoverContent>
    </Popover>
  );
}
