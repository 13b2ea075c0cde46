import { ListNotWritableError, listStatusMessage } from '@/features/private-lists/public';
import { MuteListFullError } from '@/nostr/mute-list';

/** What the list is called in messages (private-lists' listStatusMessage). */
export const MUTES_NAME = 'Your mutes';

/** docs/product.md §2 Mute: the strings. */
export const MUTE_LABELS = {
  muteSeller: 'Mute seller',
  mute: 'Mute',
  unmute: 'Unmute',
  muted: 'Seller muted',
  unmuted: 'Unmuted',
  youMuted: 'You muted this seller.',
} as const;

/** The toast's description for an edit of the mute list that did not go through: nothing was published. */
export function muteEditProblem(error: unknown): string {
  if (error instanceof ListNotWritableError) {
    if (error.status === 'loading') return `${MUTES_NAME} are still loading from your relays. Try again in a moment.`;
    return listStatusMessage(error.status, MUTES_NAME, error.missing) ?? `${MUTES_NAME} could not be changed.`;
  }
  if (error instanceof MuteListFullError) return error.message;
  return error instanceof Error && error.message !== '' ? `${MUTES_NAME} were not changed: ${error.message}` : `${MUTES_NAME} were not changed.`;
}
