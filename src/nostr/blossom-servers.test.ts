import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { blobUrlsOn, buildBlossomServerList, parseBlossomServerList } from './blossom-servers';

const X = 'c'.repeat(64);

describe('BUD-03 server list', () => {
  it('builds kind 10063 with one server tag each and reads it back', () => {
    const template = buildBlossomServerList(['https://a.example/', 'https://b.example/media', 'https://a.example'], 1_700_000_000_000);
    expect(template).toEqual({
      kind: KIND.blossomServers,
      content: '',
      created_at: 1_700_000_000,
      tags: [
        ['server', 'https://a.example'],
        ['server', 'https://b.example/media'],
      ],
    });
    expect(parseBlossomServerList(template)).toEqual(['https://a.example', 'https://b.example/media']);
  });

  it('drops unsafe servers, other kinds and tags, and keeps at most five', () => {
    const tags = [['server', 'javascript:alert(1)'], ['server', 'https://q.example/?a=1'], ['relay', 'https://x.example'], 'junk', ...'abcdefg'.split('').map((name) => ['server', `https://${name}.example`])];
    expect(parseBlossomServerList({ kind: KIND.blossomServers, tags: tags as string[][] })).toEqual(['a', 'b', 'c', 'd', 'e'].map((name) => `https://${name}.example`));
    expect(parseBlossomServerList({ kind: KIND.relayList, tags: [['server', 'https://a.example']] })).toEqual([]);
  });

  it('puts the hash on each server, keeping the extension and leaving out the URL that failed', () => {
    const failed = `https://a.example/${X}.webp`;
    expect(blobUrlsOn(['https://a.example', 'https://b.example/media/'], X, failed)).toEqual([`https://b.example/media/${X}.webp`]);
  });
});
