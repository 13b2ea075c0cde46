import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { BackToMarketplace } from '@/features/listing-card/public';
import { nip05QueryKey, ProfileHeaderView, ProfileScreenFrame } from '@/features/profiles/public';

import { markSlots } from '../boot-card/card-template';
import { profileSlotValues, SAMPLE_PROFILE, SAMPLE_PROFILE_PUBKEY } from './profile-slots';

/**
 * Build time only: the profile page's first view (back link and header) for the sample person, with the page's
 * `actions` (src/app/prerender-home.tsx passes the page's own), which `markProfileTemplate` turns into the
 * template. The sample's NIP-05 address is known to be unconfirmed, so nothing is looked up while building.
 */
export function ProfileTemplate({ actions }: { actions?: (pubkey: string, name: string) => ReactNode }) {
  const client = useQueryClient();
  useState(() => client.setQueryData(nip05QueryKey(SAMPLE_PROFILE.nip05, SAMPLE_PROFILE_PUBKEY), false));
  const values = profileSlotValues(SAMPLE_PROFILE_PUBKEY, SAMPLE_PROFILE);
  return (
    <ProfileScreenFrame>
      <BackToMarketplace />
      <ProfileHeaderView pubkey={SAMPLE_PROFILE_PUBKEY} metadata={SAMPLE_PROFILE} actions={actions?.(SAMPLE_PROFILE_PUBKEY, values.title)} />
    </ProfileScreenFrame>
  );
}

/**
 * Build time only (docs/architecture.md §10, boot profile): `rendered` holds a rendered ProfileTemplate; the
 * sample's values become `{{slot}}` markers. Returns the template's HTML.
 */
export function markProfileTemplate(rendered: Element): string {
  const frame = rendered.firstElementChild;
  if (!frame?.querySelector('[data-testid="profile-about"]') || !frame.querySelector('[data-testid="profile-website"]')) {
    throw new Error('The profile header did not render as the profile template expects.');
  }
  const { cut: _cut, ...slots } = profileSlotValues(SAMPLE_PROFILE_PUBKEY, SAMPLE_PROFILE);
  markSlots(frame, slots);
  return frame.outerHTML;
}
