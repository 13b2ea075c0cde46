import { createContext, use, useId, useMemo, useState, type ComponentProps, type KeyboardEvent } from 'react';

import { cn } from '@/lib/utils';

/**
 * Tabs with the markup, classes and keyboard behaviour of ./tabs.tsx (Radix Tabs, automatic activation),
 * without Radix: the home page's two tabs are on the first screen, and Radix Tabs with its roving-focus,
 * collection and presence helpers is about 9 kB gzipped of the home route. WAI-ARIA tabs pattern: one tab
 * stop, arrows / Home / End move between enabled tabs and select them, panels are labelled by their tab.
 * Dialogs keep the Radix version.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idFor: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | undefined>(undefined);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must be used inside <Tabs>');
  return state;
}

export function Tabs({ defaultValue, children, ...props }: ComponentProps<'div'> & { defaultValue: string }) {
  const [value, setValue] = useState(defaultValue);
  const base = useId();
  // One object per selected tab: the parts re-render when the tab changes, not with every render of the page.
  const state = useMemo<TabsState>(() => ({ value, select: setValue, idFor: (part, tab) => `${base}-${part}-${tab}` }), [value, base]);
  return (
    <TabsContext value={state}>
      <div dir="ltr" {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const move = MOVES[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (tabs.length === 0) return;
  event.preventDefault();
  const next = tabs[move(Math.max(current, 0), tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn('inline-flex h-11 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor('tab', value)}
      aria-selected={active}
      aria-controls={tabs.idFor('panel', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      onClick={() => tabs.select(value)}
      className={cn(
        'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm cursor-pointer [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/** Like Radix, an inactive panel is not rendered at all. */
export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor('panel', value)}
      aria-labelledby={tabs.idFor('tab', value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
