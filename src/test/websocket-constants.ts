/**
 * happy-dom's WebSocket has the readyState constants only on the class (`WebSocket.OPEN`), not on instances
 * as the WHATWG spec and browsers do. websocket-ts (inside NRelay1) compares `socket.readyState ===
 * socket.OPEN`, so under happy-dom every send is re-buffered forever and the flush loop never ends: the
 * test worker hangs. Defining the instance constants makes happy-dom behave like a browser here.
 */
const READY_STATES = { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 } as const;

export function patchWebSocketConstants(): void {
  const prototype: object | undefined = globalThis.WebSocket?.prototype;
  if (prototype === undefined || 'OPEN' in prototype) return;
  for (const [name, value] of Object.entries(READY_STATES)) {
    Object.defineProperty(prototype, name, { value, enumerable: true });
  }
}
