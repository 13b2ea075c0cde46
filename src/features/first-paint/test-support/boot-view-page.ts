import type { NostrEvent } from '@/nostr/event';

/** The page as index.html has it: the static shell (header, main, footer) inside the app's root. */
export function staticShellPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<div data-static-shell inert><div><header id="top">Carstr</header><main id="main"><p>home</p></main><footer>f</footer></div></div>';
  document.body.append(root);
  return { root, shell: root.firstElementChild! };
}

/** A verification worker's stand-in that answers `valid` for every event. */
export const verified = (valid: boolean) => (events: readonly NostrEvent[]) => Promise.resolve(events.map(() => valid));

/** Lets the verdicts' promises settle. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
