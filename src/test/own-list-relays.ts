import { NLogin } from '@nostrify/react/login';
import { nip19, nip44 } from 'nostr-tools';

import { KIND, STORAGE_KEYS } from '@/config/constants';

import { startHoldingProxy, type HoldingProxy } from '@testing/holding-proxy';
import { startSilentRelay, type SilentRelay, type TestServer } from '@testing/slow-relays';
import { newKeys, publishEvents, queryEvents, signEvent, startTestRelay, type EventDraft, type RelayHandle, type TestKeys } from '@testing/test-relay';

/**
 * A signed-in user whose NIP-65 list names two relays: the chosen relay (fast, empty of their lists) and one
 * that is slow (holding what another client published, and withholding every answer until the test calls
 * `releaseSlowRelay`) or dead (connects, never answers). The scenario of docs/architecture.md §16: an edit
 * must keep what the slow relay holds and must not be published while the dead one is silent. The slow relay
 * is held rather than delayed, so a test sees the waiting state for as long as it needs (§13) and pays no
 * wall-clock delay.
 */
export interface OwnListScenario {
  user: TestKeys;
  /** The chosen relay: the app reads and writes here first. */
  fast: RelayHandle;
  /** The slow or dead relay's URL, as the user's list names it. */
  otherUrl: string;
  /** Slow: the real relay behind the delay, where a test puts the other client's list. */
  upstream?: RelayHandle;
  /** Resolves once the slow relay withholds an answer: the app asked it and waits. */
  slowRelayHeld(): Promise<unknown[]>;
  /** The slow relay answers everything it withheld, and from now on at once. */
  releaseSlowRelay(): void;
  /** Dead: what the app sent it (nothing is ever answered). */
  silent?: SilentRelay;
  /** Another client's version of a list, signed by the user five minutes ago, put on the slow relay only. */
  publishOnSlowRelay(draft: EventDraft): Promise<ReturnType<typeof signEvent>>;
  /** The EVENT messages the app sent the dead relay (a test checks none was published). */
  eventsSentToDeadRelay(): unknown[][];
  /** Encrypts private items to the user as another client would (NIP-44 to self, with nostr-tools). */
  encryptToSelf(plaintext: string): string;
  decryptFromSelf(ciphertext: string): string;
  /** The newest event of `kind` by the user on the fast relay (what the app published, if anything). */
  newestOnFast(kind: number): Promise<ReturnType<typeof signEvent> | undefined>;
  close(): Promise<void>;
}

export async function startOwnListScenario(other: 'slow' | 'dead'): Promise<OwnListScenario> {
  const user = newKeys();
  const fast = await startTestRelay();
  const servers: (TestServer | RelayHandle | HoldingProxy)[] = [fast];
  try {
    let otherUrl: string;
    let upstream: RelayHandle | undefined;
    let silent: SilentRelay | undefined;
    let holding: HoldingProxy | undefined;
    if (other === 'slow') {
      upstream = await startTestRelay();
      servers.push(upstream);
      holding = await startHoldingProxy(upstream.url, () => true);
      servers.push(holding);
      otherUrl = holding.url;
    } else {
      silent = await startSilentRelay();
      servers.push(silent);
      otherUrl = silent.url;
    }
    // The user's NIP-65 list, on the chosen relay where the app looks for it, names both relays.
    const relayList = signEvent(user, { kind: KIND.relayList, created_at: Math.floor(Date.now() / 1000) - 600, tags: [['r', fast.url], ['r', otherUrl]] });
    await publishEvents(fast.url, [relayList]);
    localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(user.secretKey))]));
    const conversationKey = nip44.getConversationKey(user.secretKey, user.pubkey);
    return {
      user,
      fast,
      otherUrl,
      ...(upstream ? { upstream } : {}),
      ...(silent ? { silent } : {}),
      publishOnSlowRelay: async (draft) => {
        if (!upstream) throw new Error('only the slow scenario has a slow relay');
        const event = signEvent(user, { created_at: Math.floor(Date.now() / 1000) - 300, ...draft });
        await publishEvents(upstream.url, [event]);
        return event;
      },
      slowRelayHeld: () => (holding ? holding.held() : Promise.reject(new Error('only the slow scenario has a slow relay'))),
      releaseSlowRelay: () => holding?.release(),
      eventsSentToDeadRelay: () => (silent?.received ?? []).filter(([type]) => type === 'EVENT'),
      encryptToSelf: (plaintext) => nip44.encrypt(plaintext, conversationKey),
      decryptFromSelf: (ciphertext) => nip44.decrypt(ciphertext, conversationKey),
      newestOnFast: async (kind) => {
        const events = await queryEvents(fast.url, { kinds: [kind], authors: [user.pubkey] });
        return events.toSorted((a, b) => b.created_at - a.created_at)[0];
      },
      close: () => closeAll(servers),
    };
  } catch (error) {
    await closeAll(servers);
    throw error;
  }
}

async function closeAll(servers: readonly (TestServer | RelayHandle | HoldingProxy)[]): Promise<void> {
  await Promise.all(servers.map((server) => server.close()));
}
