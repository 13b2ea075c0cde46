import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';

import { TOAST } from '@/config/constants';
import { toastStore } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

const variantClass = {
  default: 'border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border bg-background text-foreground',
} as const;

/** Renders the toast store with Radix Toast: 5 s duration, swipe threshold 50 px, hotkey F8 (docs/product.md §9). */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <ToastPrimitive.Provider duration={TOAST.duration} swipeThreshold={TOAST.swipeThreshold}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md p-4 pr-8 shadow-lg data-[state=open]:animate-in data-[state=open]:slide-in-from-top-full data-[state=closed]:animate-out data-[state=closed]:fade-out-80 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out',
            variantClass[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          {item.action && (
            <ToastPrimitive.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-sm font-medium hover:bg-secondary cursor-pointer"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2 cursor-pointer"
          >
            <XIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Top right just below the sticky header (4rem), full width on a phone: the page's primary actions sit at
          the bottom ('Create Listing', the compare tray, a phone's contact bar) and a toast must never cover
          them (docs/product.md §4 Toasts), nor the header's account menu. */}
      <ToastPrimitive.Viewport
        hotkey={[TOAST.hotkey]}
        className="fixed right-0 top-16 z-[100] flex max-h-[calc(100dvh-4rem)] w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
