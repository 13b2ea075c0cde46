import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import {
  EMPTY_PROFILE_FORM,
  mergeProfileContent,
  nextProfileTime,
  PROFILE_FORM_MESSAGES,
  profileEditTemplate,
  profileFormErrors,
  profileFormValues,
  type ProfileFormValues,
} from './profile-edit';

const OTHER_CLIENTS = {
  name: 'ava',
  display_name: 'Ava Ride',
  about: 'Selling my old Saab.',
  picture: 'https://cdn.example/ava.png',
  lud06: 'lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns',
  bot: false,
  pronouns: 'she/her',
  displayName: 'Ava (legacy key)',
  custom: { nested: [1, 2, { deep: true }] },
};
const CONTENT = JSON.stringify(OTHER_CLIENTS);

const form = (changes: Partial<ProfileFormValues>, base = profileFormValues(CONTENT)): ProfileFormValues => ({ ...base, ...changes });

describe('profileFormValues', () => {
  it('pre-fills the text fields as published and leaves the others empty', () => {
    expect(profileFormValues(CONTENT)).toEqual({
      ...EMPTY_PROFILE_FORM,
      name: 'ava',
      display_name: 'Ava Ride',
      about: 'Selling my old Saab.',
      picture: 'https://cdn.example/ava.png',
    });
  });

  it.each([undefined, '', 'not json', '[1,2]', 'null', '"text"', '{"name": 42, "about": ["x"], "website": null}'])(
    'starts empty for %j',
    (content) => expect(profileFormValues(content)).toEqual(EMPTY_PROFILE_FORM),
  );

  it('ignores inherited keys', () => {
    expect(profileFormValues('{"__proto__": {"name": "Polluted"}}').name).toBe('');
  });
});

describe('mergeProfileContent', () => {
  it("keeps every field the form does not know, with its value and type, and the untouched ones as they were", () => {
    const initial = profileFormValues(CONTENT);
    const merged = JSON.parse(mergeProfileContent(CONTENT, form({ name: '  ava2 ', website: 'https://ava.example' }), initial)) as Record<string, unknown>;
    expect(merged).toEqual({ ...OTHER_CLIENTS, name: 'ava2', website: 'https://ava.example' });
  });

  it('removes the fields the user cleared', () => {
    const initial = profileFormValues(CONTENT);
    const merged = JSON.parse(mergeProfileContent(CONTENT, form({ about: '   ', picture: '' }), initial)) as Record<string, unknown>;
    expect(merged).not.toHaveProperty('about');
    expect(merged).not.toHaveProperty('picture');
    expect(merged.pronouns).toBe('she/her');
  });

  it('applies the edit to the newest version, so a field another app changed meanwhile survives', () => {
    const initial = profileFormValues(CONTENT);
    const newer = JSON.stringify({ ...OTHER_CLIENTS, about: 'Changed in another app', nip05: 'ava@ava.example' });
    const merged = JSON.parse(mergeProfileContent(newer, form({ display_name: 'Ava R.' }), initial)) as Record<string, unknown>;
    expect(merged).toMatchObject({ about: 'Changed in another app', nip05: 'ava@ava.example', display_name: 'Ava R.' });
  });

  it('keeps a non-text value the form could not show unless the user typed over it', () => {
    const content = JSON.stringify({ name: 42, website: { url: 'x' } });
    const initial = profileFormValues(content);
    expect(JSON.parse(mergeProfileContent(content, form({ about: 'Hi' }, initial), initial))).toEqual({ name: 42, website: { url: 'x' }, about: 'Hi' });
    expect(JSON.parse(mergeProfileContent(content, form({ name: 'Named' }, initial), initial))).toEqual({ name: 'Named', website: { url: 'x' } });
  });

  it('starts from an empty object when there is no usable profile', () => {
    expect(JSON.parse(mergeProfileContent(undefined, form({ name: 'New' }, EMPTY_PROFILE_FORM), EMPTY_PROFILE_FORM))).toEqual({ name: 'New' });
    expect(JSON.parse(mergeProfileContent('[]', form({ name: 'New' }, EMPTY_PROFILE_FORM), EMPTY_PROFILE_FORM))).toEqual({ name: 'New' });
  });

  it('does not turn a __proto__ key into a prototype', () => {
    const content = '{"__proto__": {"polluted": true}, "name": "x"}';
    const merged = mergeProfileContent(content, form({ about: 'a' }, profileFormValues(content)), profileFormValues(content));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(merged)).toMatchObject({ name: 'x', about: 'a' });
  });
});

describe('profileFormErrors', () => {
  const initial = EMPTY_PROFILE_FORM;

  it('accepts a complete, valid profile and empty fields', () => {
    const values = form(
      {
        name: 'ava',
        display_name: 'Ava',
        about: 'x'.repeat(2000),
        picture: 'https://cdn.example/a.png',
        banner: 'http://cdn.example/b.png',
        website: ' https://ava.example ',
        nip05: 'ava@ava.example',
        lud16: 'ava@wallet.example',
      },
      initial,
    );
    expect(profileFormErrors(values, initial)).toEqual({});
    expect(profileFormErrors(initial, initial)).toEqual({});
  });

  it('says in plain words what is wrong with each changed field', () => {
    const values = form(
      {
        name: 'n'.repeat(101),
        display_name: 'd'.repeat(101),
        about: 'a'.repeat(2001),
        picture: 'javascript:alert(1)',
        banner: 'ftp://cdn.example/b.png',
        website: 'ava.example',
        nip05: 'ava',
        lud16: 'lnurl1xyz',
      },
      initial,
    );
    expect(profileFormErrors(values, initial)).toEqual({
      name: PROFILE_FORM_MESSAGES.name,
      display_name: PROFILE_FORM_MESSAGES.display_name,
      about: PROFILE_FORM_MESSAGES.about,
      picture: PROFILE_FORM_MESSAGES.url,
      banner: PROFILE_FORM_MESSAGES.url,
      website: PROFILE_FORM_MESSAGES.url,
      nip05: PROFILE_FORM_MESSAGES.nip05,
      lud16: PROFILE_FORM_MESSAGES.lud16,
    });
    expect(PROFILE_FORM_MESSAGES.about).toBe('About must be at most 2000 characters');
  });

  it('does not check a field the user left as another app wrote it', () => {
    const foreign = form({ about: 'a'.repeat(5000), website: 'not a url' }, EMPTY_PROFILE_FORM);
    expect(profileFormErrors(foreign, foreign)).toEqual({});
    expect(profileFormErrors({ ...foreign, website: 'still not' }, foreign)).toEqual({ website: PROFILE_FORM_MESSAGES.url });
  });
});

describe('profileEditTemplate', () => {
  it('replaces the newest version with a newer kind 0, keeping its tags but not its client or expiration tag', () => {
    const latest = { content: CONTENT, created_at: 2_000, tags: [['i', 'github:ava', 'proof'], ['client', 'other'], ['expiration', '2100']] };
    const template = profileEditTemplate(latest, form({ name: 'ava2' }), profileFormValues(CONTENT), 1_000);
    expect(template.kind).toBe(KIND.profile);
    expect(template.created_at).toBe(2_001);
    expect(template.tags).toEqual([['i', 'github:ava', 'proof']]);
    expect(JSON.parse(template.content)).toEqual({ ...OTHER_CLIENTS, name: 'ava2' });
  });

  it('uses the clock when it is ahead', () => {
    expect(nextProfileTime({ created_at: 10 }, 50)).toBe(50);
    expect(nextProfileTime(undefined, 50)).toBe(50);
  });
});
