import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

import { toastStore } from '@/lib/toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

const hasToasts = () => toastStore.getSnapshot().length > 0;

/**
 * The Toaster, mounted when the first toast is raised: no page shows a toast on load, so Radix Toast is not
 * part of the first download. Once mounted it stays, so later toasts animate in as usual.
 */
export function DeferredToaster() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasToasts, hasToasts);
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
