import { describe, expect, it } from 'vitest';

import type { NLoginType } from '@nostrify/react/login';

import { changeLoginList, loggedOutPubkeys, parseStoredLogins } from './login-list';

const login = (id: string): NLoginType => ({ id: `extension:${id}`, type: 'extension', pubkey: id, createdAt: '2026-01-01T00:00:00.000Z', data: null });
const ids = (logins: readonly NLoginType[]) => logins.map((entry) => entry.id);

describe('changeLoginList', () => {
  const a = login('a');
  const b = login('b');

  it('appends a new login, or puts it first when it becomes the current one', () => {
    expect(ids(changeLoginList([a], { type: 'add', login: b }))).toEqual([a.id, b.id]);
    expect(ids(changeLoginList([a], { type: 'add', login: b, makeCurrent: true }))).toEqual([b.id, a.id]);
  });

  it('replaces a login saved again instead of listing it twice', () => {
    const again = { ...a, createdAt: '2026-02-01T00:00:00.000Z' };
    const next = changeLoginList([a, b], { type: 'add', login: again, makeCurrent: true });
    expect(ids(next)).toEqual([a.id, b.id]);
    expect(next[0]).toBe(again);
  });

  it('moves the chosen login to the front and leaves the list alone for an unknown id', () => {
    const list = [a, b];
    expect(ids(changeLoginList(list, { type: 'set-current', id: b.id }))).toEqual([b.id, a.id]);
    expect(changeLoginList(list, { type: 'set-current', id: 'extension:nobody' })).toBe(list);
  });

  it('removes a login', () => {
    expect(ids(changeLoginList([a, b], { type: 'remove', id: a.id }))).toEqual([b.id]);
  });
});

describe('loggedOutPubkeys', () => {
  const a = login('a');
  const b = login('b');
  const aByKey: NLoginType = { id: 'nsec:a', type: 'nsec', pubkey: 'a', createdAt: '2026-01-01T00:00:00.000Z', data: { nsec: 'nsec1…' } };

  it('names the account whose last login went, once', () => {
    expect(loggedOutPubkeys([a, b], [b])).toEqual(['a']);
    expect(loggedOutPubkeys([a, aByKey, b], [b])).toEqual(['a']);
    expect(loggedOutPubkeys([a, b], [])).toEqual(['a', 'b']);
  });

  it('names none when the account is still saved under another login, or nothing went', () => {
    expect(loggedOutPubkeys([a, aByKey, b], [aByKey, b])).toEqual([]);
    expect(loggedOutPubkeys([a], [a, b])).toEqual([]);
    expect(loggedOutPubkeys([a, b], [b, a])).toEqual([]);
  });
});

describe('parseStoredLogins', () => {
  it('reads nothing stored as no logins, and the stored array as it is', () => {
    expect(parseStoredLogins(null)).toEqual([]);
    expect(ids(parseStoredLogins(JSON.stringify([login('a')])))).toEqual(['extension:a']);
  });

  it('reads a stored value that is not a list as no logins', () => {
    expect(parseStoredLogins('{"id":"x"}')).toEqual([]);
  });
});
