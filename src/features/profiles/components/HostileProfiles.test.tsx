import { cleanup, screen, waitFor } from '@testing-library/react';
import { nip19 } from 'nostr-tools';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { publishEvents } from '@testing/test-relay';
import { displayName, parseProfileContent, PROFILE_LIMITS } from '@/nostr/profile';
import { Nip19Page } from '@/pages/Nip19Page';
import { injectedMarkup } from '@/test/injected-markup';
import { renderScreen } from '@/test/render-screen';

import { hostileProfiles } from '../../../../e2e/fixtures/hostile-social';

/**
 * Every hostile profile of the browser suite's corpus (not JSON, payloads in every field, hostile URLs, 64 KiB
 * fields, nested JSON…) on the profile page (docs/product.md §2 Profile page): the name and about shown as
 * text, capped, and nothing an injection could have made (elements, handlers, script URLs). The browser keeps
 * what only a browser proves for these profiles: nothing runs, nothing overflows a phone (e2e/profiles.e2e.ts).
 */

const relayUrl = inject('relayUrl');
const carriers = hostileProfiles();

/** Whitespace runs as one space: the page lays out the name's text, the check compares what a reader sees. */
function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

beforeAll(async () => {
  await publishEvents(relayUrl, carriers.map((carrier) => carrier.profile));
});

describe('hostile profiles on the profile page', () => {
  it.each(carriers.map((carrier) => [carrier.label, carrier] as const))('shows the profile "%s" as inert, capped text', async (label, carrier) => {
    const npub = nip19.npubEncode(carrier.keys.pubkey);
    const metadata = parseProfileContent(carrier.profile.content);
    const expected = collapse(displayName(metadata, carrier.keys.pubkey));
    const view = renderScreen({ '/:nip19': <Nip19Page /> }, { path: `/${npub}` });
    try {
      const name = await screen.findByTestId('profile-name');
      // Until the profile arrives the header shows the key's fallback name; wait for the profile's own.
      await waitFor(() => expect(collapse(name.textContent ?? ''), label).toBe(expected));
      expect(name.textContent!.length, label).toBeLessThanOrEqual(PROFILE_LIMITS.name + 1);
      await screen.findByText('No cars listed');

      const about = screen.queryByTestId('profile-about');
      if (metadata?.about !== undefined) {
        expect(about, label).not.toBeNull();
        // The cap, plus the '…' that marks an about cut there.
        expect(about!.textContent!.length, label).toBeLessThanOrEqual(PROFILE_LIMITS.about + 1);
        // Markup in an about is visible text, not elements.
        expect(collapse(about!.textContent!), label).toBe(collapse(metadata.about) + (metadata.about.length >= PROFILE_LIMITS.about ? '…' : ''));
      } else {
        expect(about, label).toBeNull();
      }
      // Only http(s) addresses (or the app's own paths) reach a link or an image.
      const addresses = Array.from(view.container.querySelectorAll('a[href], img[src]'), (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '');
      expect(addresses.filter((address) => !/^(https?:\/\/|\/)/.test(address)), label).toEqual([]);
      expect(injectedMarkup(view.container, '[data-testid="profile-about"], #profile-name'), label).toEqual([]);
    } finally {
      cleanup();
    }
  });
});
