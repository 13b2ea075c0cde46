import { pageHandoff } from '@/lib/page-handoff';

/**
 * How many boot cards the static home shell shows (docs/architecture.md §10): written by the boot script,
 * read by the app's entry before React replaces the shell (a page handoff: the two bundles share it).
 */
const HANDOFF_KEY = '__carstrBootCards';

interface BootCardsState {
  /** The boot script is drawing boot cards on this page (the shell is shown and a verifier is there). */
  started: boolean;
  /** The app is about to replace the shell: no more drawing (React's first commit would wipe it). */
  closed: boolean;
  shown: number;
  listeners: Set<() => void>;
}

function handoff(): BootCardsState {
  return pageHandoff<BootCardsState>(HANDOFF_KEY, () => ({ started: false, closed: false, shown: 0, listeners: new Set() }));
}

export function bootCardsStarted(): void {
  handoff().started = true;
}

/** Whether boot cards are being drawn on this page (they may not be on screen yet). */
export function bootCardsActive(): boolean {
  return handoff().started;
}

export function bootCardsShown(count: number): void {
  const state = handoff();
  state.shown = count;
  for (const listener of state.listeners) listener();
}

/** The app takes over: the boot cards stay as they are until React's first commit replaces them. */
export function closeBootCards(): void {
  handoff().closed = true;
}

export function bootCardsClosed(): boolean {
  return handoff().closed;
}

/** How many boot cards are on screen now (0: none yet, or none at all). */
export function bootCardCount(): number {
  return handoff().shown;
}

export function onBootCardsChange(listener: () => void): () => void {
  const { listeners } = handoff();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
