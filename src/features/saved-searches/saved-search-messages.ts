import { listStatusMessage, ListNotWritableError, NoNip44Error } from '@/features/private-lists/public';

import { SAVED_SEARCHES_NAME } from './saved-searches-store';

/** Why a change to the saved searches did not go through (docs/product.md §2 Saved searches). */
export function savedSearchEditProblem(error: unknown): { title: string; description: string } {
  if (error instanceof ListNotWritableError) {
    if (error.status === 'loading') return { title: 'Saved searches are still loading', description: 'Try again in a moment.' };
    return { title: 'Saved searches not changed', description: listStatusMessage(error.status, SAVED_SEARCHES_NAME, error.missing) ?? '' };
  }
  if (error instanceof NoNip44Error) return { title: 'Saved searches not changed', description: listStatusMessage('no-nip44', SAVED_SEARCHES_NAME) ?? '' };
  const reason = error instanceof Error && error.message !== '' ? error.message : 'No relay accepted the change.';
  return { title: 'Could not save your searches', description: reason };
}
