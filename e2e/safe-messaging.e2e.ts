import { nip19, nip59 } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newKeys, nowSeconds, publishEvents, signEvent, type TestKeys } from '@testing/test-relay';
import { KIND } from '../src/config/constants';
import { loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';

/** Safe messaging (issue 30; docs/product.md §2 Messages): the safety tips and the caution on scam-like asks. */

const fixture = useBrowser();

async function publishDmRelays(keys: TestKeys) {
  await publishEvents(env().relayUrl, [signEvent(keys, { kind: KIND.dmRelayList, tags: [['relay', env().relayUrl]], content: '' })]);
}

/** Messages from `from` to `to`, a minute apart, oldest first, gift-wrapped as NIP-17 says. */
async function sendMessages(from: TestKeys, to: TestKeys, texts: readonly string[]) {
  const now = nowSeconds();
  await publishEvents(
    env().relayUrl,
    texts.map((content, index) =>
      nip59.wrapEvent({ kind: KIND.chatMessage, content, tags: [['p', to.pubkey]], created_at: now - 60 * (texts.length - index) }, from.secretKey, to.pubkey),
    ),
  );
}

function message(page: Page, text: string) {
  return page.getByTestId('chat-message').filter({ hasText: text });
}

const TIPS = [
  'See the car and its papers before you pay anything.',
  'Never pay by gift card, by wire to a stranger, or through a link someone sends you.',
  'Keep the conversation here: scammers ask to move to WhatsApp or Telegram.',
];

describe('safe messaging', () => {
  it('opens a conversation with the safety tips and cautions on incoming asks for money up front or another messenger, not on honest ones', async () => {
    const { page } = fixture;
    const [me, peer] = [newKeys(), newKeys()];
    await Promise.all([publishDmRelays(me), publishDmRelays(peer)]);
    const deposit = 'Yes it is! To reserve it, send a 500 EUR deposit by wire before the viewing.';
    const whatsapp = 'Add me on WhatsApp +44 7700 900123, I rarely check this app.';
    const honest = "I can't do wire today, cash at viewing is fine";
    await sendMessages(peer, me, [deposit, whatsapp, honest]);

    await page.goto(`${env().appUrl}/messages/${nip19.npubEncode(peer.pubkey)}`);
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));
    await message(page, honest).waitFor();
    const tips = page.getByRole('note', { name: 'Buying safely' });
    await tips.waitFor();
    expect(await tips.getByRole('listitem').allInnerTexts()).toEqual(TIPS);

    await message(page, deposit).getByTestId('scam-caution').waitFor();
    expect(await message(page, deposit).getByTestId('scam-caution').innerText()).toBe(
      'Caution: asking for payment by gift card, crypto or wire before a viewing is a common scam. See the car and its papers first.',
    );
    expect(await message(page, whatsapp).getByTestId('scam-caution').innerText()).toBe(
      'Caution: asking to move to another messenger is a common scam step. Keep the conversation here.',
    );
    expect(await message(page, honest).getByTestId('scam-caution').count()).toBe(0);
    expect(await page.getByTestId('scam-caution').count()).toBe(2);
  });

  it('shows the tips on a conversation about to start, and no caution on what one sends oneself', async () => {
    const { page } = fixture;
    const [me, peer] = [newKeys(), newKeys()];
    await Promise.all([publishDmRelays(me), publishDmRelays(peer)]);
    await page.goto(`${env().appUrl}/messages/${nip19.npubEncode(peer.pubkey)}`);
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));
    await page.getByTestId('thread-empty').waitFor();
    expect(await page.getByRole('note', { name: 'Buying safely' }).getByRole('listitem').allInnerTexts()).toEqual(TIPS);

    const mine = 'Could we talk on WhatsApp? I can pay a deposit by wire before the viewing.';
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(mine);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await message(page, mine).waitFor();
    expect(await page.getByTestId('scam-caution').count()).toBe(0);
    // The tips stay at the head of the conversation.
    await page.getByRole('note', { name: 'Buying safely' }).waitFor();
  });
});
