import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { muteWordProblem } from '@/nostr/mute-rule';

import { useMuteActions } from '../useMuteActions';

/**
 * 'Mute a word' on the 'Muted' screen (docs/product.md §2 Mute): listings whose title, summary or description
 * holds it are hidden. A word that cannot be muted says why; nothing typed is lost until the mute is written.
 */
export function MuteWordForm() {
  const { mute } = useMuteActions();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = muteWordProblem(text);
    setProblem(found);
    if (found !== undefined) return;
    const word = text.trim();
    setBusy(true);
    void mute({ type: 'word', value: word }, `"${word}"`)
      .then((done) => {
        if (done) setText('');
      })
      .finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} className="space-y-1.5" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        Mute a word or phrase
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. replica"
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? undefined : `${id}-problem`}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          Mute word
        </Button>
      </div>
      {problem !== undefined && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
