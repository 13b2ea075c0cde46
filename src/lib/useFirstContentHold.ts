import { useEffect } from 'react';

import { holdFirstContent } from './first-content';

/**
 * Holds "the main content is on screen" back while `pending` (first-content.ts): for a page whose main content
 * waits for the network. Released when it is no longer pending or the page unmounts.
 */
export function useFirstContentHold(pending: boolean): void {
  useEffect(() => (pending ? holdFirstContent() : undefined), [pending]);
}
