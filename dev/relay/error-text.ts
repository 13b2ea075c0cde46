/** The message of anything thrown, for a NIP-01 reason such as `error: <text>`. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
