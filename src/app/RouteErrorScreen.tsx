/** The generic router failure screen (docs/product.md §2): the layout itself (header, footer) failed to render. */
export function RouteErrorScreen({ error }: { error: Error }) {
  const detail = error.message;
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
