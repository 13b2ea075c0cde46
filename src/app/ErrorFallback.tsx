import { AlertTriangleIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface ErrorFallbackProps {
  error: Error;
  onRetry: () => void;
}

/** docs/product.md §2 Full-page error fallback. */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div className="w-full max-w-lg space-y-5 rounded-lg border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <AlertTriangleIcon className="size-6 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Something went wrong</h1>
        </div>
        <p className="text-muted-foreground">An unexpected error occurred. The error has been reported.</p>
        <details className="rounded-md bg-muted p-3 text-sm">
          <summary className="cursor-pointer font-medium">Error details</summary>
          <p className="mt-2 break-words font-mono">{error.message}</p>
          {error.stack && <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap text-xs">{error.stack}</pre>}
        </details>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        </div>
      </div>
    </div>
  );
}
