/**
 * How one relay answered one read: what the relay status popover shows, and what paging across relays and
 * the cache revalidation need (how many events it sent, the oldest `created_at` among them).
 */
export type RelayOutcome =
  /** `elapsedMs`: from the request to the relay's end of stored events. */
  | { relay: string; status: 'answered'; received: number; oldest: number | undefined; elapsedMs?: number }
  /**
   * `refused`: the socket could not be opened at all (connection refused, no such host), as opposed to a relay
   * that connected, or is still connecting, and did not answer in time.
   */
  | { relay: string; status: 'failed'; reason: string; refused?: true }
  | { relay: string; status: 'needs-login'; reason: string };

export type AnsweredOutcome = Extract<RelayOutcome, { status: 'answered' }>;

export function answered(outcomes: readonly RelayOutcome[]): AnsweredOutcome[] {
  return outcomes.filter((outcome): outcome is AnsweredOutcome => outcome.status === 'answered');
}
