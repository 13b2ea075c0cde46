/** Cuts `text` to at most `max` UTF-16 units without leaving half of a surrogate pair at the end. */
export function truncate(text: string, max: number): string {
  if (max <= 0) return '';
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const isHighSurrogate = code >= 0xd800 && code <= 0xdbff;
  return text.slice(0, isHighSurrogate ? max - 1 : max);
}
