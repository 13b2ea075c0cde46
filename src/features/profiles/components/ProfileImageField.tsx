import { ImageUpIcon, Loader2Icon } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { safeUrl } from '@/lib/safe-url';
import { cn } from '@/lib/utils';

interface ProfileImageFieldProps {
  id: string;
  label: string;
  uploadLabel: string;
  value: string;
  error: string | undefined;
  uploading: boolean;
  disabled: boolean;
  /** 'avatar': a round preview; 'banner': a wide strip. */
  shape: 'avatar' | 'banner';
  onChange: (value: string) => void;
  onFile: (file: File) => void;
}

/** A picture or banner: its URL, a preview of it (only an http(s) URL is loaded), and an upload button. */
export function ProfileImageField({ id, label, uploadLabel, value, error, uploading, disabled, shape, onChange, onFile }: ProfileImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = safeUrl(value);
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className={cn('flex gap-3', shape === 'banner' ? 'flex-col' : 'items-center')}>
        <div
          className={cn(
            'shrink-0 overflow-hidden bg-muted',
            shape === 'avatar' ? 'size-12 rounded-full' : 'h-16 w-full rounded-md bg-gradient-to-br from-primary/25 via-primary/10 to-muted',
          )}
          aria-hidden="true"
        >
          {preview !== undefined && <img key={preview} src={preview} alt="" referrerPolicy="no-referrer" className="size-full object-cover" />}
        </div>
        <div className="flex min-w-0 flex-1 gap-2">
          <Input
            id={id}
            type="url"
            inputMode="url"
            value={value}
            placeholder="https://…"
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="hidden"
            data-testid={`${id}-file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
          <Button
            type="button"
            variant="outline"
            disabled={disabled || uploading}
            onClick={() => fileInput.current?.click()}
            aria-label={uploading ? 'Uploading...' : uploadLabel}
          >
            {uploading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <ImageUpIcon aria-hidden="true" />}
            <span className="max-sm:sr-only">{uploading ? 'Uploading...' : 'Upload'}</span>
          </Button>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
