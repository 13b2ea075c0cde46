import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { buildProfileTemplate, filledProfileFields } from './profile-template';

describe('profile template', () => {
  it('publishes only the filled fields, trimmed', () => {
    expect(filledProfileFields({ name: ' Ada ', about: '   ', picture: 'https://x.example/a.png' })).toEqual({
      name: 'Ada',
      picture: 'https://x.example/a.png',
    });
  });

  it('builds a kind 0 with the JSON of the filled fields', () => {
    const template = buildProfileTemplate({ name: 'Ada', about: 'Drives a Volvo', picture: '' }, 1_700_000_000_500);
    expect(template).toEqual({ kind: KIND.profile, content: '{"name":"Ada","about":"Drives a Volvo"}', tags: [], created_at: 1_700_000_000 });
  });

  it('builds nothing when nothing is filled', () => {
    expect(buildProfileTemplate({ name: ' ', about: '', picture: '' }, 0)).toBeNull();
  });
});
