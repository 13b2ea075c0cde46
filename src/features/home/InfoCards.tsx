import { GlobeIcon, MessageSquareLockIcon, NetworkIcon } from 'lucide-react';

const CARDS = [
  {
    title: 'Decentralized',
    text: 'Listings live on open relays, signed by their sellers. No middleman owns your ad or your buyers.',
    Icon: NetworkIcon,
  },
  {
    title: 'Direct Communication',
    text: 'Talk to sellers directly with end-to-end encrypted messages.',
    Icon: MessageSquareLockIcon,
  },
  {
    title: 'Global Reach',
    text: 'Every Nostr client can read your listing, anywhere in the world.',
    Icon: GlobeIcon,
  },
] as const;

/**
 * The three info cards of the home page (docs/product.md §1). On a phone they shrink to a row of icons and titles so
 * the cars stay near the top of the screen; the explanations appear from the small breakpoint up.
 */
export function InfoCards() {
  return (
    <section aria-label="Why Carstr" className="grid grid-cols-3 gap-2 sm:gap-4">
      {CARDS.map(({ title, text, Icon }) => (
        <div
          key={title}
          className="flex flex-col items-center gap-2 rounded-lg border bg-card p-3 text-center sm:items-start sm:gap-3 sm:p-5 sm:text-left"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:size-10">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-xs font-semibold leading-tight sm:text-base">{title}</h2>
            <p className="mt-1 hidden text-sm text-muted-foreground sm:block">{text}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
