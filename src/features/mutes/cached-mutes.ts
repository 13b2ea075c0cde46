import { setActiveMutes } from './active-mutes';
import { loadCachedMutes } from './mute-cache';

/**
 * Makes the mutes this browser kept for `pubkey` the page's mutes (signed out, `undefined`: none). The app's
 * start calls it with the stored account before React's first render: a reader that subscribes to the event
 * store only after its first commit (useSyncExternalStore subscribes in a passive effect, after the paint)
 * would otherwise paint the cached listings of a muted seller once.
 */
export function applyCachedMutes(pubkey: string | undefined): void {
  setActiveMutes(pubkey === undefined ? [] : loadCachedMutes(pubkey), pubkey);
}
