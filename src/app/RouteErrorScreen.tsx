import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The generic router failure screen (docs/product.md §2). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error('[router] Route failed', error);
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-3 p-8">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="break-words font-mono text-sm text-muted-foreground">{detail}</p>
      <a className="text-primary underline" href="/">
        Return to Home
      </a>
    </div>
  );
}
