import type { ReactNode } from 'react';

/** Card headings of the detail page are h2: the listing title is the page's h1 (CardTitle renders h3). */
export function DetailCardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-semibold leading-tight tracking-tight">
      {children}
    </h2>
  );
}
