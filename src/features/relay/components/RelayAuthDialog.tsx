import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import type { ConsentQuestion } from '../auth-consent';
import { relayAuthQuestionText } from './relay-auth-question-text';

interface RelayAuthDialogProps {
  /** The question to show; undefined closes the dialog. */
  question: ConsentQuestion | undefined;
  onAnswer: (url: string, allowed: boolean) => void;
}

/**
 * "May this relay know who you are?" (docs/product.md §4): 'Allow' logs in to it for this session, 'Not now'
 * (or closing) leaves it without the login, and what needed the login ends as refused.
 */
export function RelayAuthDialog({ question, onAnswer }: RelayAuthDialogProps) {
  const text = question === undefined ? undefined : relayAuthQuestionText(question);
  return (
    <Dialog open={question !== undefined} onOpenChange={(open) => !open && question !== undefined && onAnswer(question.url, false)}>
      {question !== undefined && text !== undefined && (
        <DialogContent key={question.url} className="sm:max-w-md" data-testid="relay-auth-dialog">
          <DialogHeader>
            <DialogTitle className="break-words">{text.title}</DialogTitle>
            <DialogDescription className="break-words">{text.description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => onAnswer(question.url, false)}>
              Not now
            </Button>
            <Button onClick={() => onAnswer(question.url, true)}>Allow</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
