import { listStatusMessage, ListNotWritableError, NoNip44Error } from '@/features/private-lists/public';

import { FAVOURITES_NAME } from './favourite-labels';

/** The toast for an edit that did not go through. */
export function favouriteEditProblem(error: unknown): { title: string; description: string } {
  if (error instanceof ListNotWritableError) {
    if (error.status === 'loading') return { title: 'Favourites are still loading', description: 'Try again in a moment.' };
    return { title: 'Favourites not changed', description: listStatusMessage(error.status, FAVOURITES_NAME, error.missing) ?? '' };
  }
  if (error instanceof NoNip44Error) return { title: 'Favourites not changed', description: listStatusMessage('no-nip44', FAVOURITES_NAME) ?? '' };
  const reason = error instanceof Error && error.message !== '' ? error.message : 'No relay accepted the change.';
  return { title: 'Could not save your favourites', description: reason };
}
