import { nip19 } from 'nostr-tools';
import { it } from 'vitest';

import { KIND } from '../src/config/constants';

import { SCRIPT_PAYLOADS, URL_PAYLOADS } from './fixtures/hostile-payloads';
import { env } from './support/browser';
import { backToMarketplace, expectPageSafe, openInApp } from './support/hostile-page';
import { useHostileCorpus } from './support/hostile-setup';

/**
 * Identifier and hashtag routes built from hostile data (docs/product.md §2 Identifier pages, §2 Hashtag page):
 * an nprofile, naddr and nevent with script and `javascript:` relay hints and identifiers, and hashtags that are
 * payloads. Every hostile profile's own `/npub…` page is walked by profiles.e2e.ts (all at 375 px, the
 * layout-breaking ones at 1280 px) and its text checked by HostileProfiles.test.tsx; split from
 * hostile.e2e.ts (docs/performance.md Test suite time).
 */

const hostile = useHostileCorpus();
const { corpus } = hostile;

it('shows nprofile, naddr and nevent routes with hostile relay hints and identifiers without harm', async () => {
  const session = await hostile.session();
  const pubkey = corpus.profiles[0]!.keys.pubkey;
  const identifiers = [
    nip19.npubEncode(pubkey),
    nip19.nprofileEncode({ pubkey, relays: [URL_PAYLOADS[0]!, 'wss://ok.example', SCRIPT_PAYLOADS[0]!] }),
    nip19.naddrEncode({ kind: KIND.listing, pubkey, identifier: SCRIPT_PAYLOADS[2]!, relays: [URL_PAYLOADS[5]!] }),
    nip19.neventEncode({ id: corpus.events[0]!.id, author: pubkey, relays: [SCRIPT_PAYLOADS[1]!] }),
  ];
  for (const identifier of identifiers) {
    const view = await openInApp(session.page, `${env().appUrl}/${identifier}`);
    // A car listing's naddr opens the listing screen (here: not found), every other identifier its own screen.
    await view.getByTestId('nip19-screen').or(view.getByRole('heading', { name: 'Listing not found' })).waitFor();
    await expectPageSafe(session, `/${identifier.slice(0, 40)}…`, [backToMarketplace(view)]);
  }
});

it('shows hashtag routes built from payloads without harm', async () => {
  const session = await hostile.session();
  for (const tag of corpus.hashtags) {
    const view = await openInApp(session.page, `${env().appUrl}/t/${encodeURIComponent(tag)}`);
    const notFound = view.getByText('Oops! Page not found');
    await view.getByText(/\d+ cars? found/).or(view.getByText('No cars found')).or(notFound).first().waitFor();
    const controls = (await notFound.count()) > 0 ? [view.getByRole('link', { name: 'Return to Home' })] : [backToMarketplace(view)];
    await expectPageSafe(session, `/t/${tag.slice(0, 40)}`, controls);
  }
});
