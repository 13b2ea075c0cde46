/**
 * '1 reply' / 'N replies'. The count is every reply below the comment at any depth, the same rule as the
 * section's 'Comments' total, so a collapsed branch says how much it hides.
 */
export function repliesLabel(count: number): string {
  return count === 1 ? '1 reply' : `${count} replies`;
}
