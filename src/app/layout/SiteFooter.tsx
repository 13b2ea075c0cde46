import { BRAND, PROTOCOL_NAME } from '@/config/brand';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {BRAND} · open listings, signed by their sellers
        </p>
        <p>
          Powered by <span className="font-medium text-foreground">{PROTOCOL_NAME}</span>
        </p>
      </div>
    </footer>
  );
}
