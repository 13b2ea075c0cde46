import { useMutation } from '@tanstack/react-query';

import { usePublish, type PublishOutcome } from '@/features/publishing/public';
import { buildReportEvent, type ReportInput } from '@/nostr/report';

/**
 * Builds the NIP-56 report (src/nostr/report.ts; a refused input rejects with the builder's message) and
 * publishes it through the app's one publish path, to the user's write relays (docs/architecture.md §8).
 */
export function useSendReport() {
  const publish = usePublish();
  return useMutation<PublishOutcome, Error, ReportInput>({
    mutationFn: async (input) => {
      const built = buildReportEvent(input);
      if (!built.ok) throw new Error(built.error);
      return publish.mutateAsync(built.template);
    },
  });
}
