import { BellOffIcon, ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import type { Conversation } from '../api/message-types';
import { ConversationRow } from './ConversationRow';
import type { RenderAbout } from './Thread';

/**
 * The inbox's 'Muted' folder (docs/product.md §2 Mute): conversations with people the user mutes, closed by
 * default and not counted as unread; a press opens it. Nothing shows when nobody muted has written.
 */
export function MutedFolder({ conversations, now, renderAbout }: { conversations: readonly Conversation[]; now: number; renderAbout?: RenderAbout | undefined }) {
  const [open, setOpen] = useState(false);
  if (conversations.length === 0) return null;
  return (
    <section className="space-y-2" aria-label="Muted conversations">
      <Button variant="ghost" size="sm" className="text-muted-foreground" aria-expanded={open} onClick={() => setOpen((value) => !value)} data-testid="muted-folder-toggle">
        <BellOffIcon aria-hidden="true" />
        Muted ({conversations.length})
        <ChevronDownIcon aria-hidden="true" className={open ? 'rotate-180' : undefined} />
      </Button>
      {open && (
        <Card className="overflow-hidden p-0">
          <p className="border-b px-4 py-2 text-xs text-muted-foreground">From people you muted. They don't count as unread.</p>
          <ul aria-label="Muted conversations" data-testid="muted-conversations">
            {conversations.map((conversation) => (
              // No unread count: a muted sender's messages are never counted (the note above says so).
              <ConversationRow key={conversation.peer} conversation={{ ...conversation, unread: 0 }} now={now} renderAbout={renderAbout} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
