import { useId, type ComponentType, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';

/** `section` for the signed-in user's own list, mounted afresh for each account; nothing for a visitor. */
export function ForSignedInUser({ section: Section }: { section: ComponentType<{ pubkey: string }> }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <Section key={user.pubkey} pubkey={user.pubkey} />;
}

/** One of the user's relay lists in the relay selector ('Your relays', 'Message relays'): its heading, then `children`. */
export function RelayListFrame({ title, note, testId, children }: { title: string; note?: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t p-3" data-testid={testId}>
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {note !== undefined && <p className="text-xs text-muted-foreground">{note}</p>}
      {children}
    </section>
  );
}

/** The list could not be read: says so, with 'Try again'. */
export function RelayListReadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-2">
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
      <Button variant="outline" size="sm" className="h-8" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The user has no such list yet: why one helps, and a button that publishes a first one. */
export function FirstRelayListOffer({ text, label, saving, onPublish }: { text: string; label: string; saving: boolean; onPublish: () => void }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button size="sm" className="h-8" disabled={saving} onClick={onPublish}>
        {saving ? 'Publishing...' : label}
      </Button>
    </div>
  );
}
