/** NIP-01/NIP-45 client messages, checked only for their outer shape; contents are validated later. */
export type ClientMessage =
  | { type: 'EVENT'; event: unknown }
  | { type: 'REQ' | 'COUNT'; subscriptionId: string; filters: unknown[] }
  | { type: 'CLOSE'; subscriptionId: string }
  | { type: 'AUTH'; event: unknown };

export type ParsedClientMessage = { ok: true; message: ClientMessage } | { ok: false; notice: string };

function refuse(notice: string): ParsedClientMessage {
  return { ok: false, notice: `invalid: ${notice}` };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Turns a text frame into a client message, or a NOTICE text saying why it is not one. Never throws:
 * anything a client sends must end in a reply, not in an exception inside the socket handler.
 */
export function parseClientMessage(text: string): ParsedClientMessage {
  const parsed = parseJson(text);
  if (parsed === undefined) return refuse('message is not valid JSON');
  if (!Array.isArray(parsed)) return refuse('message must be a JSON array');
  const items: readonly unknown[] = parsed;
  const [type, first, ...rest] = items;
  if (typeof type !== 'string') return refuse('message must start with a message type string');
  switch (type) {
    case 'EVENT':
      if (items.length !== 2) return refuse('EVENT must be ["EVENT", <event>]');
      return { ok: true, message: { type, event: first } };
    case 'REQ':
    case 'COUNT':
      if (typeof first !== 'string') return refuse(`${type} subscription id must be a string`);
      return { ok: true, message: { type, subscriptionId: first, filters: rest } };
    case 'CLOSE':
      if (items.length !== 2 || typeof first !== 'string') {
        return refuse('CLOSE must be ["CLOSE", <subscription id>]');
      }
      return { ok: true, message: { type, subscriptionId: first } };
    case 'AUTH':
      if (items.length !== 2) return refuse('AUTH must be ["AUTH", <event>]');
      return { ok: true, message: { type, event: first } };
    default:
      return refuse(`unknown message type "${type.slice(0, 16)}"`);
  }
}
