/** 'note1abcdefgh…wxyz': enough of a bech32 identifier to recognise it without wrapping a whole line. */
export function shortBech32(bech32: string): string {
  return bech32.length <= 20 ? bech32 : `${bech32.slice(0, 12)}…${bech32.slice(-4)}`;
}
