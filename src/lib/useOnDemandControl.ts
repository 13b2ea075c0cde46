import { useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Keys that open a Radix menu, select or popover from its focused trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * For a popup control (menu, select, popover) whose code loads on demand: a look-alike trigger is rendered
 * until the user reaches for it. Hovering or focusing it starts the download; pressing it (pointer or
 * keyboard, as the real trigger would react) swaps in the real control, opened. `opensOn` matches the real
 * trigger: Radix selects and menus open on pointerdown, popovers on click.
 */
export function useOnDemandControl(preload: () => void, opensOn: 'pointerdown' | 'click') {
  const [active, setActive] = useState(false);
  const activate = () => {
    preload();
    setActive(true);
  };
  const triggerProps = {
    onPointerEnter: preload,
    onFocus: preload,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      activate();
    },
    ...(opensOn === 'pointerdown'
      ? {
          onPointerDown: (event: PointerEvent<HTMLElement>) => {
            if (event.button === 0 && !event.ctrlKey) {
              event.preventDefault();
              activate();
            }
          },
        }
      : { onClick: activate }),
  };
  return { active, triggerProps };
}
