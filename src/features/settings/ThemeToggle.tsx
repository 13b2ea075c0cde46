import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Suspense } from 'react';

import { Button } from '@/components/ui/button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useOnDemandControl } from '@/lib/useOnDemandControl';

import { useAppContext } from './useAppContext';

const menu = lazyWithPreload<{ defaultOpen?: boolean }>(() => import('./ThemeMenu').then((module) => module.ThemeMenu));

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/**
 * The header's theme switch. The menu (Radix, with its positioning engine) loads when the user reaches for
 * it; until then an identical button shows the current theme's icon.
 */
export function ThemeToggle() {
  const { config } = useAppContext();
  const { active, triggerProps } = useOnDemandControl(menu.preload, 'pointerdown');
  const Current = ICONS[config.theme];
  const standIn = (
    <Button variant="ghost" size="icon" aria-label="Theme" aria-haspopup="menu" aria-expanded="false" {...triggerProps}>
      <Current />
    </Button>
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <menu.Component defaultOpen />
    </Suspense>
  );
}
