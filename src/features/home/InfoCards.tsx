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

/** The three info cards of the home page (SPEC §1). */
export function InfoCards() {
  return (
    <section aria-label="Why Carstr" className="grid gap-4 sm:grid-cols-3">
      {CARDS.map(({ title, text, Icon }) => (
        <div key={title} className="flex gap-3 rounded-lg border bg-card p-4 sm:flex-col sm:p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
