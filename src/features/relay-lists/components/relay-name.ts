/**
 * How a relay of the user's list is named on screen and in accessible names ('Read from relay.example'):
 * its URL without the usual `wss://`, which still tells apart two relays on one host. A plain `ws://` relay
 * keeps its scheme so it stands out.
 */
export function relayName(url: string): string {
  return url.startsWith('wss://') ? url.slice('wss://'.length) : url;
}
