import { FlagIcon, Loader2Icon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@/config/reports';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import type { ReportTarget } from '@/nostr/report';

import { useSendReport } from '../useSendReport';

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  name: string;
}

const CHOOSE_REASON = 'Choose a reason for the report.';

/**
 * The report form (docs/product.md §2 Report): a reason, optional details, 'Send report'. A failure keeps
 * everything chosen and typed and says why; a sent report closes the dialog with a toast. It cannot be closed
 * while sending, so no answer arrives into a closed dialog.
 */
export function ReportDialog({ open, onOpenChange, target, name }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const send = useSendReport();
  const busy = send.isPending;
  const ids = useId();
  const tooLong = text.trim().length > REPORT_TEXT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason === undefined) return setProblem(CHOOSE_REASON);
    setProblem(undefined);
    send.mutate(
      { target, reason, text },
      {
        onSuccess: ({ results }) => {
          const accepted = results.filter((result) => result.ok).length;
          toast({
            title: 'Report sent',
            description: `Published to ${accepted} of ${results.length} ${results.length === 1 ? 'relay' : 'relays'}. Thank you for keeping buyers safe.`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (error) => setProblem(`Your report was not sent: ${error.message}`),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg" onEscapeKeyDown={(event) => busy && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle className="break-words">{target.type === 'listing' ? 'Report this listing' : `Report ${name}`}</DialogTitle>
          <DialogDescription>
            Reports are public: signed with your key and published to your relays, where other apps and relays can act on them.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <fieldset className="space-y-2" aria-describedby={problem === CHOOSE_REASON ? `${ids}-problem` : undefined}>
            <legend className="mb-2 text-sm font-medium">Reason</legend>
            {REPORT_REASONS.map((option) => (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  reason === option.id && 'border-primary bg-primary/5',
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={option.id}
                  checked={reason === option.id}
                  onChange={() => {
                    setReason(option.id);
                    if (problem === CHOOSE_REASON) setProblem(undefined);
                  }}
                  disabled={busy}
                  className="size-4 accent-primary"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-text`}>Details (optional)</Label>
            <Textarea
              id={`${ids}-text`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="What should others know?"
              rows={3}
              disabled={busy}
              aria-invalid={tooLong}
              aria-describedby={`${ids}-count`}
            />
            <p id={`${ids}-count`} className={cn('text-right text-xs', tooLong ? 'text-destructive' : 'text-muted-foreground')}>
              {tooLong && `Keep the details under ${REPORT_TEXT_MAX.toLocaleString('en-US')} characters. `}
              {text.trim().length.toLocaleString('en-US')}/{REPORT_TEXT_MAX.toLocaleString('en-US')}
            </p>
          </div>
          {problem !== undefined && (
            <p id={`${ids}-problem`} role="alert" className="break-words text-sm text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy || tooLong}>
              {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <FlagIcon aria-hidden="true" />}
              {busy ? 'Sending...' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
