import { ShieldCheckIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

/** The tips, as docs/product.md §2 Messages quotes them. */
export const SAFETY_TIPS = [
  'See the car and its papers before you pay anything.',
  'Never pay by gift card, by wire to a stranger, or through a link someone sends you.',
  'Keep the conversation here: scammers ask to move to WhatsApp or Telegram.',
] as const;

/**
 * 'Buying safely' (docs/product.md §2 Messages): the first thing in every conversation, above its first
 * message, so both sides read it before any money is mentioned.
 */
export function SafetyTips({ className }: { className?: string }) {
  return (
    // A note, not an aside: a complementary landmark may not sit inside the conversation's region.
    <div
      role="note"
      aria-labelledby="safety-tips-title"
      data-testid="safety-tips"
      className={cn('mx-3 my-2 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-3 text-sm text-sky-950 sm:mx-4 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100', className)}
    >
      <h2 id="safety-tips-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0" />
        Buying safely
      </h2>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-[13px] leading-snug">
        {SAFETY_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
