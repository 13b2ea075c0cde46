import type { ComponentProps, ReactNode } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { FieldError } from './FieldError';

type LabeledInputProps = Omit<ComponentProps<typeof Input>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: ReactNode;
  /** Shown under the field and linked to it for screen readers. */
  error?: string;
  errorId?: string;
  hint?: ReactNode;
};

/**
 * A labelled input of the account dialogs with its hint and error wired up (aria-invalid, aria-describedby),
 * so every field announces the same way.
 */
export function LabeledInput({ id, label, error, errorId = `${id}-error`, hint, ...inputProps }: LabeledInputProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
