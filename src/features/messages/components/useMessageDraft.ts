import { useCallback, useState } from 'react';

import { readMessageDraft, writeMessageDraft } from './message-drafts';

/**
 * The composer's text for one conversation, written to localStorage on every change (no debounce: a reload
 * right after typing must lose nothing). `initial` (a friendly first line) is used when there is no draft and
 * is only stored once the user changes it.
 */
export function useMessageDraft(me: string, peer: string, initial = ''): [string, (text: string) => void] {
  const [text, setTextState] = useState(() => readMessageDraft(me, peer) || initial);
  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      writeMessageDraft(me, peer, next);
    },
    [me, peer],
  );
  return [text, setText];
}
