import type { NostrEvent } from './event';
import type { RelayOutcome } from './relay-outcome';

/**
 * What a read of one of the user's own replaceable lists (profile, follows, mutes, relay lists, bookmarks,
 * media servers, app data) knows before an edit (docs/architecture.md §16 "Editing the user's own lists"):
 * - `found`: every relay asked answered, and this is the newest version among them;
 * - `none`: every relay asked answered (EOSE) without one;
 * - `unknown`: a relay failed, timed out or never connected, so it may hold a newer version or the only one.
 *   `event` is the newest version the others had (to show, never to write from); `missing` names the relays.
 * Only `found` and `none` may be edited: publishing from `unknown` would overwrite what the silent relay holds.
 */
export type OwnListRead =
  | { state: 'found'; event: NostrEvent }
  | { state: 'none' }
  | { state: 'unknown'; event: NostrEvent | null; missing: string[] };

/**
 * The read's state from each relay's outcome and the newest version received. A relay whose socket could not
 * be opened at all (`refused`: no such host, connection refused) is left out when another relay answered: it
 * can serve nobody, and waiting for it would leave a dead relay in the user's own list impossible to remove.
 * A relay that connected (or is still connecting) and did not answer in time, failed or closed the request is
 * missing: it may hold a newer version than the others.
 */
export function ownListReadOf(outcomes: readonly RelayOutcome[], newest: NostrEvent | null): OwnListRead {
  const heard = outcomes.some((outcome) => outcome.status === 'answered');
  const missing = outcomes.filter((outcome) => outcome.status !== 'answered' && !(outcome.status === 'failed' && outcome.refused === true)).map((outcome) => outcome.relay);
  if (!heard) return { state: 'unknown', event: newest, missing: outcomes.map((outcome) => outcome.relay) };
  if (missing.length > 0) return { state: 'unknown', event: newest, missing };
  return newest === null ? { state: 'none' } : { state: 'found', event: newest };
}

/** The version an edit starts from: the newest found, or null for `none`. Undefined for `unknown` (not editable). */
export function editableBase(read: OwnListRead): NostrEvent | null | undefined {
  if (read.state === 'found') return read.event;
  if (read.state === 'none') return null;
  return undefined;
}

/** The event to show for a read, complete or not. */
export function shownVersion(read: OwnListRead): NostrEvent | null {
  return read.state === 'none' ? null : read.event;
}

/** What the user is told when an edit was refused because `what` ("Your favourites") was not read from every relay. */
export function listNotLoadedMessage(what: string, missing: readonly string[] = []): string {
  const silent = missing.length > 0 ? ` (no answer from ${missing.map(hostOf).join(', ')})` : '';
  return `${what} could not be loaded from all your relays${silent}, so nothing was changed. Try again in a moment.`;
}

/** Thrown when an edit would be made from an `unknown` read: nothing is published. */
export class ListNotLoadedError extends Error {
  readonly missing: readonly string[];
  constructor(what: string, missing: readonly string[]) {
    super(listNotLoadedMessage(what, missing));
    this.name = 'ListNotLoadedError';
    this.missing = missing;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
