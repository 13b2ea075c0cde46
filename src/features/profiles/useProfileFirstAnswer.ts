import { useEffect, useState } from 'react';

import { TIMEOUTS } from '@/config/constants';

import { useProfile } from './useProfile';

/**
 * The profile page's read of a person (docs/product.md §2 Profile page): their profile, and whether the page
 * may draw the header yet. That is once, at the first answer (the header's own readers mounting may send a
 * profile that was not found back to 'pending', asked again), or after one profile read's time when a relay is
 * slow to answer.
 */
export function useProfileFirstAnswer(pubkey: string, hints: readonly string[] | undefined) {
  const { data: profile, isPending } = useProfile(pubkey, { outbox: true, hints });
  const [answered, setAnswered] = useState(!isPending);
  if (!isPending && !answered) setAnswered(true);
  useEffect(() => {
    const timer = setTimeout(() => setAnswered(true), TIMEOUTS.profileFetch);
    return () => clearTimeout(timer);
  }, []);
  return { profile, answered };
}
