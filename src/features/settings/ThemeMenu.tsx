import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { Theme } from '@/config/constants';

import { useAppContext } from './useAppContext';
import { useDisplayUnit } from './useDisplayUnit';

const THEME_OPTIONS: { value: Theme; label: string; Icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
];

const UNIT_OPTIONS = [
  { value: 'km', label: 'Kilometres (km)' },
  { value: 'mi', label: 'Miles (mi)' },
] as const;

/** The theme (and units) menu behind ThemeToggle, loaded on demand; `defaultOpen` when the user pressed the stand-in. */
export function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { config, setTheme, setDistanceUnit } = useAppContext();
  const unit = useDisplayUnit();
  const Current = THEME_OPTIONS.find((option) => option.value === config.theme)?.Icon ?? MonitorIcon;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Theme">
          <Current />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {THEME_OPTIONS.map(({ value, label, Icon }) => (
          <DropdownMenuItem key={value} onSelect={() => setTheme(value)} aria-checked={config.theme === value} role="menuitemradio">
            <Icon />
            {label}
          </DropdownMenuItem>
        ))}
        {/* The viewer's mileage and distance unit (docs/product.md §2 Units); the region's until chosen. */}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Units</DropdownMenuLabel>
        {UNIT_OPTIONS.map(({ value, label }) => (
          <DropdownMenuItem key={value} onSelect={() => setDistanceUnit(value)} aria-checked={unit === value} role="menuitemradio">
            {label}
            {unit === value && <CheckIcon className="ml-auto" aria-hidden="true" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
