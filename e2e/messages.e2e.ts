import { NLogin } from '@nostrify/react/login';
import { nip19, nip59 } from 'nostr-tools';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { uploadBlob } from '../dev/media/upload-blob';
import { renderCarPicture } from '../dev/seed/car-picture';
import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, type TestKeys } from '@testing/test-relay';
import { KIND, STORAGE_KEYS } from '../src/config/constants';
import { buildListingEvent } from '../src/nostr/listing-builder';
import { loginWithNsec, openAccountMenu, publishProfile } from './support/accounts';
import { installAxe, seriousViolations } from './support/axe';
import { env, newTestContext, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { holdAppCode } from './support/hold-app-code';
import { sampleListing } from './support/sell';
import { expectPagePreloadedByBootScript } from './support/boot-preload';

/**
 * Private messages (issue 14; docs/product.md §2 Messages): a buyer asks about a car from its page, the seller
 * sees the unread badge, finds the conversation with the car's title and answers; the buyer sees the answer
 * arrive without reloading. Two browser contexts (two people) on the embedded relay, which serves gift wraps
 * only to the key that authenticated (NIP-42). What a screen shows of hostile wraps, a seller without private
 * messages, signing in first and a send that fails are component tests beside the screens
 * (src/features/messages/components/HostileWraps, MessageSellerReach and ThreadCannotSend .test.tsx).
 */

const fixture = useBrowser();

/** A person's kind 10050 list naming the test relay: they can receive private messages. */
async function publishDmRelays(keys: TestKeys) {
  await publishEvents(env().relayUrl, [signEvent(keys, { kind: KIND.dmRelayList, tags: [['relay', env().relayUrl]], content: '' })]);
}

async function newPersonPage(context: BrowserContext, keys: TestKeys, path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => fixture.pageErrors.push(error));
  await page.goto(`${env().appUrl}${path}`);
  await loginWithNsec(page, nip19.nsecEncode(keys.secretKey));
  return page;
}

function messagesLink(page: Page) {
  return page.locator('header').getByTestId('messages-link');
}

function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message', exact: true });
}

/** The bytes of every record of the messages' local copy, as text ('' while there is none). A string: tsx rewrites functions. */
const STORED_MESSAGES = `new Promise((resolve) => {
  const open = indexedDB.open('carstr-messages');
  open.onerror = () => resolve('');
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('opened')) return resolve('');
    const all = db.transaction('opened').objectStore('opened').getAll();
    all.onsuccess = () => resolve(all.result.map((record) => new TextDecoder().decode(record.data)).join(''));
    all.onerror = () => resolve('');
  };
})`;

describe('private messages between a buyer and a seller', () => {
  it('buyer asks from the listing, seller sees the badge and the car, answers, buyer sees it live', async () => {
    const token = Math.random().toString(36).slice(2, 8);
    const seller = newKeys();
    const buyer = newKeys();
    const sellerName = `Sam Seller ${token}`;
    const buyerName = `Dana Buyer ${token}`;
    const listing = sampleListing({ title: `2019 Subaru Outback ${token}` });
    const d = `outback-${token}`;
    await publishProfile(env().relayUrl, seller.secretKey, { name: sellerName });
    await publishProfile(env().relayUrl, buyer.secretKey, { name: buyerName });
    await publishEvents(env().relayUrl, [signEvent(seller, buildListingEvent({ ...listing, images: [] }, Date.now(), { d }))]);
    await publishDmRelays(seller);
    // The buyer has no DM relay list: logging in makes one from their relays.

    const buyerContext = fixture.context;
    const sellerContext = await newTestContext(fixture.browser, { viewport: { width: 1280, height: 900 } });
    await installAxe(sellerContext);
    try {
      // Buyer: the listing's page, Message Seller, the pre-filled first line, Send.
      const listingPath = `/listing/${d}?seller=${nip19.npubEncode(seller.pubkey)}`;
      const buyerPage = await newPersonPage(buyerContext, buyer, listingPath);
      await expect.poll(async () => (await queryEvents(env().relayUrl, { kinds: [KIND.dmRelayList], authors: [buyer.pubkey] })).length).toBe(1);
      await buyerPage.getByRole('button', { name: 'Message Seller' }).click();
      const dialog = buyerPage.getByRole('dialog', { name: `Message ${sellerName}` });
      await expect.poll(() => composer(buyerPage).inputValue()).toBe(`Hi! Is your ${listing.title} still available?`);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.getByText('Message sent').waitFor();

      // Buyer keeps the conversation open: the answer must arrive without a reload.
      await dialog.getByRole('link', { name: 'Open conversation' }).click();
      await buyerPage.getByTestId('thread').waitFor();
      await buyerPage.getByTestId('chat-message').filter({ hasText: `Hi! Is your ${listing.title} still available?` }).waitFor();

      // Seller: logs in elsewhere and sees the unread count and the badge: the buyer's question.
      const sellerPage = await newPersonPage(sellerContext, seller, '/');
      await expect.poll(() => messagesLink(sellerPage).ariaSnapshot()).toContain('link "Messages, 1 unread"');
      await expect.poll(() => messagesLink(sellerPage).getByTestId('messages-badge').isVisible()).toBe(true);
      await messagesLink(sellerPage).click();

      const row = sellerPage.getByTestId('conversation').filter({ hasText: buyerName });
      await row.waitFor();
      expect(await row.getByTestId('conversation-unread').innerText()).toBe('1');
      expect(await row.getByTestId('conversation-about').innerText()).toContain(listing.title);
      expect(await seriousViolations(sellerPage)).toEqual([]);

      // The thread: the car's title, the buyer's question; the reply goes with Enter.
      await row.getByRole('link', { name: new RegExp(`^${buyerName} \\(1 unread\\)`) }).click();
      await sellerPage.getByTestId('thread-about').getByText(listing.title).waitFor();
      await sellerPage.getByTestId('chat-message').filter({ hasText: `Hi! Is your ${listing.title} still available?` }).waitFor();
      expect(await seriousViolations(sellerPage)).toEqual([]);
      const reply = `Yes, it is. Come and see it on Saturday ${token}.`;
      await composer(sellerPage).fill(reply);
      await composer(sellerPage).press('Enter');
      await sellerPage.getByTestId('chat-message').filter({ hasText: reply }).and(sellerPage.locator('[data-mine="true"]')).waitFor();
      expect(await composer(sellerPage).inputValue()).toBe('');
      // The buyer's conversation is read now: nothing is unread.
      await expect.poll(() => messagesLink(sellerPage).ariaSnapshot()).toContain('link "Messages"');
      expect(await messagesLink(sellerPage).getByTestId('messages-badge').count()).toBe(0);

      // Buyer: the reply shows up in the open thread, on the other side.
      await buyerPage.getByTestId('chat-message').filter({ hasText: reply }).and(buyerPage.locator('[data-mine="false"]')).waitFor();
      expect(fixture.pageErrors).toEqual([]);
    } finally {
      await sellerContext.close();
    }
  });

  it('a draft survives a reload (Shift+Enter makes a new line, not a send)', async () => {
    const { page } = fixture;
    const token = Math.random().toString(36).slice(2, 8);
    const [me, peer] = [newKeys(), newKeys()];
    await Promise.all([publishDmRelays(me), publishDmRelays(peer)]);
    // A draft per conversation: typed, reloaded, still there.
    await page.goto(`${env().appUrl}/messages/${nip19.npubEncode(peer.pubkey)}`);
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));
    await composer(page).fill(`First line ${token}`);
    await composer(page).press('Shift+Enter');
    await composer(page).pressSequentially('second line');
    await page.reload();
    await expect.poll(() => composer(page).inputValue()).toBe(`First line ${token}\nsecond line`);
    expect(await page.getByTestId('chat-message').count()).toBe(0);
  });

  it('a thread of 500 messages opens at the newest, with only the visible ones in the page, and again from the encrypted local copy; another account sees none of them', async () => {
    const { page } = fixture;
    const me = newKeys();
    const peer = newKeys();
    await publishDmRelays(me);
    await publishDmRelays(peer);
    // Ten minutes apart over three and a half days (day separators), wrapped by nostr-tools.
    const start = nowSeconds() - 500 * 600;
    const wraps = Array.from({ length: 500 }, (_, index) =>
      nip59.wrapEvent({ kind: KIND.chatMessage, content: `Message number ${index + 1}`, tags: [['p', me.pubkey]], created_at: start + index * 600 }, peer.secretKey, me.pubkey),
    );
    await publishEvents(env().relayUrl, wraps);

    await page.goto(`${env().appUrl}/messages/${nip19.npubEncode(peer.pubkey)}`);
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));
    await page.getByTestId('chat-message').filter({ hasText: 'Message number 500' }).waitFor({ timeout: 60_000 });
    // In view, not only in the page: the newest message is inside the list's visible box.
    await expect
      .poll(() =>
        page
          .getByTestId('chat-message')
          .filter({ hasText: 'Message number 500' })
          .evaluate((row) => {
            const box = row.getBoundingClientRect();
            const list = row.closest('[data-testid="thread-messages"]')!.getBoundingClientRect();
            return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
          }),
      )
      .toBe(true);
    expect(await page.getByTestId('chat-message').count()).toBeLessThan(60);
    // Scrolling up with the wheel reaches the first message, even while batches are still being decrypted.
    const first = page.getByTestId('thread-messages').getByText('Message number 1', { exact: true });
    await page.getByTestId('thread-messages').hover();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, -20_000);
        return first.isVisible();
      })
      .toBe(true);

    // A repeat visit opens from this browser's copy, encrypted at rest (the text is not in it), even while
    // the relay's gift wraps are held back.
    // The copy is written whenever nothing is left to open (on a busy machine the wraps can arrive in several
    // runs, each written): wait until it stops changing, then the last write holds all 500.
    let previous = '';
    await expect
      .poll(
        async () => {
          const stored = await page.evaluate<string>(STORED_MESSAGES);
          const settled = stored !== '' && stored === previous;
          previous = stored;
          return settled;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await page.evaluate<string>(STORED_MESSAGES)).not.toContain('Message number');
    let holdWraps = true;
    await fixture.context.routeWebSocket((url) => url.host === new URL(env().relayUrl).host, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        const parsed = JSON.parse(String(message)) as unknown[];
        if (holdWraps && parsed[0] === 'EVENT' && (parsed[2] as { kind?: number } | undefined)?.kind === KIND.giftWrap) return;
        socket.send(message);
      });
    });
    // Which gift-wrap workers the page starts, and when: the boot script in index.html starts one on a
    // messages address of a key login, before the app's code runs, and the app takes it over.
    await page.addInitScript(`
      const NativeWorker = window.Worker;
      window.__messageWorkers = [];
      window.Worker = class extends NativeWorker {
        constructor(url, options) {
          super(url, options);
          if (options?.name === 'carstr-messages') window.__messageWorkers.push(performance.now());
        }
      };
    `);
    await page.reload();
    await page.getByTestId('chat-message').filter({ hasText: 'Message number 500' }).waitFor();
    holdWraps = false;
    const [started, bootMark] = await page.evaluate<[number[], number | undefined]>(
      `[window.__messageWorkers, performance.getEntriesByName('carstr:boot')[0]?.startTime]`,
    );
    expect(started).toHaveLength(1);
    expect(started[0]).toBeLessThan(bootMark ?? 0);
    // The boot script also preloaded the messages page's files with the app's own.
    await expectPagePreloadedByBootScript(page, 'messagesChunks', /\/MessagesPage-[\w-]+\.js$/);

    // Another account on the same browser never sees them: the same thread is empty for it.
    await loginWithNsec(page, nip19.nsecEncode(newKeys().secretKey), { fromMenu: true });
    await page.getByTestId('thread-empty').waitFor();
    expect(await page.getByTestId('chat-message').count()).toBe(0);
    // Its inbox is empty, and says in one line that its DM relay list was just made (it had none).
    await page.getByRole('link', { name: 'Back to Messages' }).click();
    await page.getByTestId('inbox-empty').waitFor();
    await page.getByTestId('dm-relays-created').waitFor();
  });
});

/**
 * The inbox and a thread at 1280 and 375 px, light and dark: axe finds nothing serious in any of them. With
 * CARSTR_SCREENSHOTS=/some/dir the screenshots are kept there for a person to look at.
 */
describe('a conversation opened cold from its address', () => {
  it("is looked up by the boot script: the DM relays, then the gift wraps after answering the relay's AUTH, all taken over by the app", async () => {
    const { page } = fixture;
    const [me, peer] = [newKeys(), newKeys()];
    await Promise.all([publishDmRelays(me), publishDmRelays(peer)]);
    const texts = ['Is the car still for sale?', 'Can I see it on Saturday?', 'Thanks!'];
    const now = nowSeconds();
    await publishEvents(
      env().relayUrl,
      texts.map((content, index) => nip59.wrapEvent({ kind: KIND.chatMessage, content, tags: [['p', me.pubkey]], created_at: now - 60 * (texts.length - index) }, peer.secretKey, me.pubkey)),
    );
    // A key login this browser already has, and nothing else: no cached lists, no cached messages.
    const login = JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(me.secretKey))]);
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.logins, login]);
    const sent: unknown[][] = [];
    await page.routeWebSocket(
      (url) => url.host === new URL(env().relayUrl).host,
      (socket) => {
        const server = socket.connectToServer();
        socket.onMessage((message) => {
          sent.push(JSON.parse(String(message)) as unknown[]);
          server.send(message);
        });
      },
    );
    // The app's code waits until the boot script has sent the inbox's REQ (once the account's DM relay list
    // came): the order of a page whose relay answers before its code has loaded. The other order (the app
    // takes the socket over first, and then asks itself) is not what this test is about.
    const app = await holdAppCode(page);
    await page.goto(`${env().appUrl}/messages/${nip19.npubEncode(peer.pubkey)}`, { waitUntil: 'commit' });
    await expect.poll(() => sent.some((message) => message[0] === 'REQ' && message[1] === 'boot-inbox')).toBe(true);
    app.release();
    for (const text of texts) await page.getByTestId('chat-message').filter({ hasText: text }).waitFor();

    const reqIds = (kind: number) => sent.filter((message) => message[0] === 'REQ' && (message[2] as { kinds?: number[] }).kinds?.includes(kind)).map((message) => message[1]);
    // The account's DM relay list: asked once, by the boot script. The gift wraps: asked by the boot script,
    // refused until the AUTH (which the boot script answers with the gift-wrap worker), asked once more under
    // the same id, and taken over by the app: never asked anew.
    expect(reqIds(KIND.dmRelayList).filter((id) => id === 'boot-own-dm-relays')).toHaveLength(1);
    expect(reqIds(KIND.dmRelayList).filter((id) => !String(id).startsWith('boot-'))).toEqual([]);
    expect(reqIds(KIND.giftWrap)).toEqual(['boot-inbox', 'boot-inbox']);
    const auth = sent.find((message) => message[0] === 'AUTH')?.[1] as { kind?: number; pubkey?: string } | undefined;
    expect(auth).toMatchObject({ kind: 22242, pubkey: me.pubkey });
  });
});

describe('messages screens at both widths and in both themes', () => {
  it('inbox and thread, 1280 and 375 px, light and dark (and axe finds nothing serious)', async () => {
    const { page } = fixture;
    await installAxe(fixture.context);
    const token = Math.random().toString(36).slice(2, 6);
    const me = newKeys();
    const buyers = [newKeys(), newKeys()];
    await publishProfile(env().relayUrl, me.secretKey, { name: 'Sam Seller' });
    await publishProfile(env().relayUrl, buyers[0]!.secretKey, { name: 'Dana Whitfield' });
    await publishProfile(env().relayUrl, buyers[1]!.secretKey, { name: 'Kofi Mensah' });
    for (const person of [me, ...buyers]) await publishDmRelays(person);
    const photo = await uploadBlob(
      env().mediaUrl,
      me.secretKey,
      new TextEncoder().encode(renderCarPicture({ make: 'Subaru', model: 'Outback', year: 2019, bodyType: 'Wagon', paint: '#1d4ed8', photoIndex: 0, photoCount: 1, seed: token })),
      'image/svg+xml',
      `${token}.svg`,
    );
    const listings = [
      { d: `outback-${token}`, title: '2019 Subaru Outback Premium', images: [photo.url] },
      { d: `civic-${token}`, title: '2017 Honda Civic EX', images: [] },
    ];
    await publishEvents(
      env().relayUrl,
      listings.map((car) => signEvent(me, buildListingEvent({ ...sampleListing({ title: car.title }), images: car.images }, Date.now(), { d: car.d }))),
    );
    const start = nowSeconds() - 2 * 86_400;
    const say = (from: TestKeys, to: TestKeys, content: string, minutes: number, car?: (typeof listings)[number]) => {
      const tags = [['p', to.pubkey]];
      if (car) tags.push(['subject', car.title], ['a', `${KIND.listing}:${me.pubkey}:${car.d}`, env().relayUrl]);
      const rumor = { kind: KIND.chatMessage, content, tags, created_at: start + minutes * 60 };
      return [nip59.wrapEvent(rumor, from.secretKey, to.pubkey), nip59.wrapEvent(rumor, from.secretKey, from.pubkey)];
    };
    const [dana, kofi] = buyers as [TestKeys, TestKeys];
    await publishEvents(env().relayUrl, [
      ...say(dana, me, 'Hi! Is your 2019 Subaru Outback Premium still available?', 0, listings[0]),
      ...say(me, dana, 'Yes it is! It has a full service history and new tyres.', 20),
      ...say(dana, me, 'Great. Could I come and see it this weekend?\nSaturday morning would suit me best.', 60 * 24 + 5),
      ...say(me, dana, 'Saturday at 10 works. The address is on https://example.com/map', 60 * 24 + 30),
      ...say(dana, me, 'Perfect, see you then 👍', 60 * 47),
      ...say(kofi, me, 'Hi! Is your 2017 Honda Civic EX still available?', 60 * 40, listings[1]),
    ]);

    await page.goto(`${env().appUrl}/messages`);
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));
    // One page load: the theme follows the system scheme live and the layout the width, and the thread is
    // opened from its row and left with Back, as a user does. The dark theme changes only colours: axe checks
    // its colour rules.
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 760 : 860 });
        await page.getByTestId('conversation').nth(1).waitFor();
        await page.getByTestId('listing-reference').first().waitFor();
        await saveScreenshot(page, `inbox-${width}-${theme}`);
        expect(await seriousViolations(page, theme === 'light' ? 'all' : 'colours')).toEqual([]);
        await page.getByTestId('conversation-name').filter({ hasText: 'Dana Whitfield' }).click();
        await page.getByText('Perfect, see you then').waitFor();
        expect(new URL(page.url()).pathname).toBe(`/messages/${nip19.npubEncode(dana.pubkey)}`);
        await saveScreenshot(page, `thread-${width}-${theme}`);
        expect(await seriousViolations(page, theme === 'light' ? 'all' : 'colours')).toEqual([]);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/messages');
      }
    }

    // A buyer's view of the same car: the seller card, Message Seller, and the relay selector's message relays.
    await page.emulateMedia({ colorScheme: 'light' });
    const buyer = newKeys();
    await publishDmRelays(buyer);
    await page.evaluate(() => localStorage.clear());
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 760 : 860 });
      await page.goto(`${env().appUrl}/listing/${listings[0]!.d}?seller=${nip19.npubEncode(me.pubkey)}`);
      if (width === 1280) await loginWithNsec(page, nip19.nsecEncode(buyer.secretKey));
      // The button under the price (on a phone the contact bar has one too while it is out of view).
      const messageSeller = page.getByTestId('main-contact').getByRole('button', { name: 'Message Seller' });
      await messageSeller.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `detail-seller-${width}`);
      await messageSeller.click();
      await composer(page).waitFor();
      await saveScreenshot(page, `message-seller-${width}`);
      await page.keyboard.press('Escape');
    }
    // A seller without message relays.
    const quiet = newKeys();
    await publishEvents(env().relayUrl, [signEvent(quiet, buildListingEvent({ ...sampleListing({ title: '2012 Volvo V70' }), images: [] }, Date.now(), { d: `v70-${token}` }))]);
    await page.goto(`${env().appUrl}/listing/v70-${token}?seller=${nip19.npubEncode(quiet.pubkey)}`);
    await page.getByTestId('main-contact').getByRole('button', { name: 'Message Seller' }).click();
    await page.getByText("This seller hasn't set up private messages yet").waitFor();
    await saveScreenshot(page, `message-seller-none-375`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 1000 });
    const menu = await openAccountMenu(page);
    await menu.getByRole('button', { name: /^Switch Relay/ }).click();
    await page.getByTestId('your-message-relays').getByRole('list', { name: 'Your message relays' }).waitFor();
    await page.getByTestId('your-message-relays').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `relay-selector-1280`);
  });
});
