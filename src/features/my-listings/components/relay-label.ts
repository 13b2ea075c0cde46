/** A relay as the seller reads it: its URL without the usual `wss://` (a plain `ws://` keeps its scheme). */
export function relayLabel(url: string): string {
  return url.startsWith('wss://') ? url.slice('wss://'.length) : url;
}
