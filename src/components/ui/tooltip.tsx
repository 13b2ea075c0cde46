import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { TOOLTIP } from '@/config/constants';
import { cn } from '@/lib/utils';

export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={TOOLTIP.openDelay} skipDelayDuration={TOOLTIP.skipDelay} {...props} />;
}

/**
 * A tooltip with its own provider, so the app needs no global TooltipProvider: that would put Radix Tooltip
 * and its positioning engine into the first download of every page, for a few buttons on the detail page.
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = TOOLTIP.sideOffset, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md animate-in fade-in-0', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
