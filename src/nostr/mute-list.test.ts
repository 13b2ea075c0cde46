import { NSecSigner } from '@nostrify/nostrify';
import { finalizeEvent, generateSecretKey, getPublicKey, nip04, nip44, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { RELAY_DATA_LIMITS } from './event-limits';
import {
  applyMuteEdits,
  editableMuteItems,
  isMuted,
  muteEntries,
  muteItem,
  muteListContent,
  MuteListFullError,
  muteListTemplate,
  normalizeMuteValue,
  readMuteList,
  unmuteItem,
  type MuteItems,
  type MuteListCiphers,
} from './mute-list';
import { privateContentFormat } from './private-items';
import type { SelfCipher } from './self-encrypted';

const secret = generateSecretKey();
const pubkey = getPublicKey(secret);
const SPAMMER = 'b'.repeat(64);
const SCAMMER = 'c'.repeat(64);
const FRIEND_MUTED = 'd'.repeat(64);
const THREAD = 'e'.repeat(64);

/** The independent implementation: nostr-tools' NIP-44 and NIP-04 with the user's key, to themselves. */
const toolsNip44: SelfCipher = {
  encrypt: async (plaintext) => nip44.encrypt(plaintext, nip44.getConversationKey(secret, pubkey)),
  decrypt: async (payload) => nip44.decrypt(payload, nip44.getConversationKey(secret, pubkey)),
};
const toolsNip04: SelfCipher = {
  encrypt: async (plaintext) => nip04.encrypt(secret, pubkey, plaintext),
  decrypt: async (payload) => nip04.decrypt(secret, pubkey, payload),
};
/** The app's signer (Nostrify's key signer), as a signed-in user's `signer.nip44`. */
const appSigner = new NSecSigner(secret);
const appNip44: SelfCipher = {
  encrypt: (plaintext) => appSigner.nip44.encrypt(pubkey, plaintext),
  decrypt: (payload) => appSigner.nip44.decrypt(pubkey, payload),
};

const TOOLS: MuteListCiphers = { nip44: toolsNip44, nip04: toolsNip04 };
const APP: MuteListCiphers = { nip44: appNip44 };

function muteEvent(tags: string[][], content: string, created_at = 1_700_000_000): NostrEvent {
  return finalizeEvent({ kind: KIND.muteList, tags, content, created_at }, secret);
}

/** Tags as Amethyst, Coracle and Damus publish them: `p` with a relay hint, `t`, `word`, `e`, plus unknown ones. */
const FOREIGN_PUBLIC = [['p', SPAMMER, 'wss://relay.damus.io'], ['t', 'nsfw'], ['word', 'crypto'], ['e', THREAD], ['client', 'amethyst']];
const FOREIGN_PRIVATE = [['p', FRIEND_MUTED], ['word', 'giveaway'], ['x-unknown', 'kept', 'whole'], ['p', 'not-a-pubkey']];

describe('mute list values', () => {
  it('normalises what NIP-51 stores and refuses the rest', () => {
    expect(normalizeMuteValue('pubkey', SPAMMER.toUpperCase())).toBe(SPAMMER);
    expect(normalizeMuteValue('pubkey', 'npub1xyz')).toBeUndefined();
    expect(normalizeMuteValue('thread', 42)).toBeUndefined();
    expect(normalizeMuteValue('word', '  Wire Transfer ')).toBe('wire transfer');
    expect(normalizeMuteValue('word', '   ')).toBeUndefined();
    expect(normalizeMuteValue('word', 'x'.repeat(101))).toBeUndefined();
    expect(normalizeMuteValue('hashtag', '#Scam')).toBe('scam');
  });
});

describe('mute list edits', () => {
  const items: MuteItems = { publicTags: FOREIGN_PUBLIC, privateTags: FOREIGN_PRIVATE };

  it('lists every item once, private first, and skips tags that name nothing', () => {
    expect(muteEntries(items)).toEqual([
      { type: 'pubkey', value: FRIEND_MUTED, private: true },
      { type: 'word', value: 'giveaway', private: true },
      { type: 'pubkey', value: SPAMMER, private: false },
      { type: 'hashtag', value: 'nsfw', private: false },
      { type: 'word', value: 'crypto', private: false },
      { type: 'thread', value: THREAD, private: false },
    ]);
    const both = { publicTags: [['p', SCAMMER]], privateTags: [['p', SCAMMER]] };
    expect(muteEntries(both)).toEqual([{ type: 'pubkey', value: SCAMMER, private: true }]);
  });

  it('mutes a pubkey privately by default, at the end, keeping every other item and the order', () => {
    const muted = muteItem(items, { type: 'pubkey', value: SCAMMER });
    expect(muted.publicTags).toEqual(FOREIGN_PUBLIC);
    expect(muted.privateTags).toEqual([...FOREIGN_PRIVATE, ['p', SCAMMER]]);
    expect(isMuted(muted, { type: 'pubkey', value: SCAMMER.toUpperCase() })).toBe(true);
  });

  it('mutes publicly when asked, and a word in lowercase', () => {
    const muted = muteItem(items, { type: 'word', value: 'Western Union' }, { private: false });
    expect(muted.publicTags).toEqual([...FOREIGN_PUBLIC, ['word', 'western union']]);
    expect(muted.privateTags).toBe(items.privateTags);
  });

  it('does not add what is already muted in either part (another client may have spelled it in capitals)', () => {
    expect(muteItem(items, { type: 'pubkey', value: SPAMMER })).toBe(items);
    expect(muteItem(items, { type: 'word', value: 'GIVEAWAY' })).toBe(items);
    expect(muteItem({ publicTags: [['word', 'Crypto']], privateTags: [] }, { type: 'word', value: 'crypto' }).publicTags).toEqual([['word', 'Crypto']]);
    expect(() => muteItem(items, { type: 'pubkey', value: 'nope' })).toThrow(RangeError);
  });

  it('unmutes from both parts and nothing else', () => {
    const both: MuteItems = { publicTags: [...FOREIGN_PUBLIC, ['p', SCAMMER.toUpperCase()]], privateTags: [['p', SCAMMER, '', 'petname'], ...FOREIGN_PRIVATE] };
    const unmuted = unmuteItem(both, { type: 'pubkey', value: SCAMMER });
    expect(unmuted.publicTags).toEqual(FOREIGN_PUBLIC);
    expect(unmuted.privateTags).toEqual(FOREIGN_PRIVATE);
    expect(unmuteItem(items, { type: 'word', value: 'Crypto' }).publicTags).toEqual(FOREIGN_PUBLIC.filter((tag) => tag[0] !== 'word'));
    expect(unmuteItem(items, { type: 'pubkey', value: 'garbage' })).toBe(items);
  });

  it('replays edits in order (as on the newest list read before signing)', () => {
    const edited = applyMuteEdits(items, [
      { type: 'mute', target: { type: 'pubkey', value: SCAMMER } },
      { type: 'mute', target: { type: 'word', value: 'deposit' }, private: false },
      { type: 'unmute', target: { type: 'pubkey', value: SPAMMER } },
      { type: 'unmute', target: { type: 'pubkey', value: SCAMMER } },
      { type: 'mute', target: { type: 'pubkey', value: SCAMMER } },
    ]);
    expect(edited.publicTags).toEqual([...FOREIGN_PUBLIC.slice(1), ['word', 'deposit']]);
    expect(edited.privateTags).toEqual([...FOREIGN_PRIVATE, ['p', SCAMMER]]);
  });

  it('handles a list of 10 000 items', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ['word', `word${index}`]);
    const big: MuteItems = { publicTags: many, privateTags: [] };
    expect(muteEntries(big)).toHaveLength(10_000);
    expect(muteItem(big, { type: 'word', value: 'another' }).privateTags).toEqual([['word', 'another']]);
  });
});

describe('reading and writing a mute list', () => {
  it('reads no list as an empty, editable one', async () => {
    expect(await readMuteList(null, APP)).toEqual({ status: 'ok', items: { publicTags: [], privateTags: [] }, format: 'empty' });
  });

  it('round-trips private items through nostr-tools NIP-44 and the app signer, keeping foreign items', async () => {
    const theirs = muteEvent(FOREIGN_PUBLIC, await toolsNip44.encrypt(JSON.stringify(FOREIGN_PRIVATE)));
    const read = await readMuteList(theirs, APP);
    expect(read).toEqual({ status: 'ok', items: { publicTags: FOREIGN_PUBLIC, privateTags: FOREIGN_PRIVATE }, format: 'nip44' });
    expect(editableMuteItems(read)).toBe(read.items);

    const edited = muteItem(read.items, { type: 'pubkey', value: SCAMMER });
    const content = await muteListContent(edited, read.format, APP);
    expect(privateContentFormat(content)).toBe('nip44');
    const template = muteListTemplate(theirs, edited, content, 1_600_000_000);
    expect(template.kind).toBe(KIND.muteList);
    expect(template.created_at).toBe(theirs.created_at + 1);
    expect(template.tags).toEqual(FOREIGN_PUBLIC);
    // The other implementation reads what the app wrote.
    expect(JSON.parse(await toolsNip44.decrypt(content))).toEqual([...FOREIGN_PRIVATE, ['p', SCAMMER]]);
  });

  it('reads legacy NIP-04 private items and writes them back in NIP-04 when the signer still has it', async () => {
    const legacy = muteEvent(FOREIGN_PUBLIC, nip04.encrypt(secret, pubkey, JSON.stringify(FOREIGN_PRIVATE)));
    expect(privateContentFormat(legacy.content)).toBe('nip04');
    const read = await readMuteList(legacy, TOOLS);
    expect(read.status).toBe('ok');
    expect(read.format).toBe('nip04');
    expect(read.items.privateTags).toEqual(FOREIGN_PRIVATE);

    const edited = muteItem(read.items, { type: 'word', value: 'wire' });
    const content = await muteListContent(edited, read.format, TOOLS);
    expect(privateContentFormat(content)).toBe('nip04');
    expect(JSON.parse(nip04.decrypt(secret, pubkey, content))).toEqual([...FOREIGN_PRIVATE, ['word', 'wire']]);
    // Without NIP-04 the edit is written in NIP-44, every item kept.
    const upgraded = await muteListContent(edited, read.format, { nip44: toolsNip44 });
    expect(JSON.parse(await appNip44.decrypt(upgraded))).toEqual([...FOREIGN_PRIVATE, ['word', 'wire']]);
  });

  it('makes a NIP-04 list unreadable for editing when the signer has no NIP-04, keeping the public mutes', async () => {
    const legacy = muteEvent(FOREIGN_PUBLIC, nip04.encrypt(secret, pubkey, JSON.stringify(FOREIGN_PRIVATE)));
    const read = await readMuteList(legacy, APP);
    expect(read).toEqual({ status: 'unreadable', items: { publicTags: FOREIGN_PUBLIC, privateTags: [] }, format: 'nip04' });
    expect(editableMuteItems(read)).toBeUndefined();
  });

  it('never reads an undecryptable or non-JSON private part as empty', async () => {
    const otherKey = generateSecretKey();
    const foreignCipher = nip44.encrypt('[["p","x"]]', nip44.getConversationKey(otherKey, pubkey));
    for (const content of [foreignCipher, 'not a payload at all', await toolsNip44.encrypt('{"p":1}'), await toolsNip44.encrypt('[1,2]')]) {
      const read = await readMuteList(muteEvent(FOREIGN_PUBLIC, content), APP);
      expect(read.status).toBe('unreadable');
      expect(read.items.publicTags).toEqual(FOREIGN_PUBLIC);
      expect(editableMuteItems(read)).toBeUndefined();
    }
  });

  it('writes an empty content when no private item is left, and the public part as copied string tags', async () => {
    const items: MuteItems = { publicTags: FOREIGN_PUBLIC, privateTags: [['p', SCAMMER]] };
    const unmuted = unmuteItem(items, { type: 'pubkey', value: SCAMMER });
    expect(await muteListContent(unmuted, 'nip44', APP)).toBe('');
    const template = muteListTemplate(null, unmuted, '', 1_700_000_500);
    expect(template.created_at).toBe(1_700_000_500);
    expect(template.tags).not.toBe(FOREIGN_PUBLIC);
    expect(() => muteListTemplate(null, { publicTags: [['p', 5]], privateTags: [] }, '', 1)).toThrow(RangeError);
  });

  it('refuses to encrypt more private items than one NIP-44 payload holds', async () => {
    const full: MuteItems = { publicTags: [], privateTags: Array.from({ length: 1_000 }, (_, index) => ['p', index.toString(16).padStart(64, '0')]) };
    await expect(muteListContent(full, 'nip44', APP)).rejects.toBeInstanceOf(MuteListFullError);
    await expect(muteListContent(full, 'nip04', TOOLS)).rejects.toBeInstanceOf(MuteListFullError);
    // Just under the bound, the NIP-04 payload still fits the content limit, so the list stays readable.
    const fits: MuteItems = { publicTags: [], privateTags: full.privateTags.slice(0, 850) };
    expect((await muteListContent(fits, 'nip04', TOOLS)).length).toBeLessThan(RELAY_DATA_LIMITS.contentChars);
  });

  it('reads public tags that are not strings as malformed (never edited)', async () => {
    const event = { ...muteEvent([], ''), tags: [['p', 7]] } as unknown as NostrEvent;
    const read = await readMuteList(event, APP);
    expect(read.status).toBe('malformed');
    expect(editableMuteItems(read)).toBeUndefined();
  });
});
