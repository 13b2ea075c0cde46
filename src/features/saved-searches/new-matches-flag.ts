import { flagStore } from '@/lib/flag-store';

/** Whether any saved search has new matches: set by the background check, read by the header's dot. */
export const newMatchesFlag = flagStore(false);
