import { Suspense, type ReactNode } from 'react';

/** Holds the page's space while its chunk loads, so the footer does not jump up and back. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>{children}</Suspense>;
}
