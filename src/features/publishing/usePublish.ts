import { useMutation } from '@tanstack/react-query';

import { MAX_PUBLISH_RELAYS, TIMEOUTS } from '@/config/constants';
import { distinctRelays, useNetwork } from '@/features/network/public';
import { useNostr } from '@/features/relay/public';
import { useCurrentUser } from '@/features/session/public';

import {
  NOT_LOGGED_IN,
  PublishError,
  publishToRelays,
  withClientTag,
  type PublishOutcome,
  type PublishTemplate,
} from './publish-event';

/**
 * Signs a template with the current user's signer and publishes it to their write relays (NIP-65 write
 * relays plus the chosen relay, or the chosen relay plus the presets; at most 5 distinct, docs/product.md §7)
 * and to the template's `alsoTo` relays, each relay with the 5 s publish timeout. Resolves with the signed
 * event and every relay's answer when at least one relay accepted; otherwise rejects with a PublishError
 * whose message is the first refusal reason. Refusals by some relays are only logged (docs/product.md §7).
 */
export function usePublish() {
  const { nostr } = useNostr();
  const { user } = useCurrentUser();
  const { writeRelays } = useNetwork();

  return useMutation<PublishOutcome, Error, PublishTemplate>({
    mutationFn: async (template) => {
      if (!user) throw new Error(NOT_LOGGED_IN);
      const tagged = withClientTag(template, window.location);
      const event = await user.signer.signEvent({
        kind: tagged.kind,
        content: tagged.content,
        tags: tagged.tags,
        created_at: tagged.created_at ?? Math.floor(Date.now() / 1000),
      });
      const extra = template.alsoTo ?? [];
      const relays = distinctRelays([...writeRelays, ...extra], MAX_PUBLISH_RELAYS + extra.length);
      const results = await publishToRelays(event, relays, (url) => nostr.relay(url), TIMEOUTS.publish);
      for (const result of results) {
        if (!result.ok) console.warn(`[publish] ${result.relay} did not accept ${event.id}: ${result.reason}`);
      }
      if (!results.some((result) => result.ok)) throw new PublishError(results, event);
      return { event, results };
    },
  });
}
