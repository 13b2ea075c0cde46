import { relaySource, type RelaySource } from './relay-source';
import { useNetwork } from './useNetwork';

/** One source per relay list: every card's photo asks for it as it mounts, a hundred at a time. */
const sources = new WeakMap<readonly string[], RelaySource>();

function sourceOf(relays: readonly string[]): RelaySource {
  let source = sources.get(relays);
  if (source === undefined) {
    source = relaySource(relays);
    sources.set(relays, source);
  }
  return source;
}

/** The relays reads go to now, as a source for query functions (see NetworkProvider). */
export function useReadRelays(): RelaySource {
  return sourceOf(useNetwork().readRelays);
}
