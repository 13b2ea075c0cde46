import { Loader2Icon, RotateCcwIcon, SendIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

import type { SendAbout, SendReport } from '../api/message-types';
import { useSendMessage } from '../api/useSendMessage';
import { useMessageDraft } from './useMessageDraft';

/** Said under the box when the other person has no DM relay list: 'Send' stays disabled. */
export const PEER_UNREACHABLE = "They haven't set up private messages, so they can't receive new messages.";

/** Said when a send fails without a message of its own. */
export const SEND_FAILED = 'Your message could not be sent.';

export interface MessageComposerProps {
  /** Hex key of the signed-in account (drafts are kept per account). */
  me: string;
  /** Hex key of the other person. */
  peer: string;
  /** The listing the message is about (Message Seller): its address, relay hint and title. */
  about?: SendAbout;
  /** Text shown when there is no draft (a friendly first line). */
  initialText?: string;
  autoFocus?: boolean;
  rows?: number;
  className?: string;
  onSent?: (report: SendReport) => void;
}

/**
 * The 'Message' box and 'Send' (docs/product.md §2 Messages): Enter sends, Shift+Enter starts a new line.
 * What is typed is kept as this conversation's draft (a reload loses nothing); a send that fails keeps the
 * text, says why and offers 'Retry'. Blank text cannot be sent.
 */
export function MessageComposer({ me, peer, about, initialText, autoFocus, rows = 2, className, onSent }: MessageComposerProps) {
  const fieldId = useId();
  const errorId = useId();
  const { send, status } = useSendMessage(peer);
  const [text, setText] = useMessageDraft(me, peer, initialText);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // A pre-filled first line is continued, not typed over: the caret starts at its end.
  useEffect(() => {
    const field = fieldRef.current;
    if (autoFocus && field) field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);
  const blank = text.trim() === '';
  const busy = sending || status === 'sending';
  const unavailable = status === 'unavailable' || status === 'signed-out';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || busy || unavailable) return;
    setSending(true);
    setFailure(undefined);
    try {
      const report = await send(text, about);
      setText('');
      onSent?.(report);
    } catch (error) {
      setFailure(error instanceof Error && error.message !== '' ? error.message : SEND_FAILED);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Enter there confirms the character).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={cn('space-y-2', className)} aria-label="Write a message" noValidate>
      <label htmlFor={fieldId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={fieldRef}
          id={fieldId}
          value={text}
          rows={rows}
          autoFocus={autoFocus}
          placeholder="Write a message..."
          className="max-h-48 min-h-11 flex-1 resize-none"
          aria-invalid={failure !== undefined}
          aria-describedby={failure === undefined ? undefined : errorId}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={blank || busy || unavailable} className="h-11 shrink-0">
          {busy ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : <SendIcon aria-hidden="true" />}
          {busy ? 'Sending...' : 'Send'}
        </Button>
      </div>
      {failure !== undefined && (
        <div className="flex flex-wrap items-center gap-2">
          <p id={errorId} role="alert" className="min-w-0 flex-1 text-sm font-medium text-destructive">
            {failure}
          </p>
          <Button type="submit" variant="outline" size="sm" disabled={blank || busy}>
            <RotateCcwIcon aria-hidden="true" />
            Retry
          </Button>
        </div>
      )}
      {status === 'unavailable' && (
        <p className="text-sm text-muted-foreground" data-testid="peer-unreachable">
          {PEER_UNREACHABLE}
        </p>
      )}
      <p className="text-xs text-muted-foreground max-sm:hidden">Enter to send, Shift+Enter for a new line. Only you and they can read it.</p>
    </form>
  );
}
