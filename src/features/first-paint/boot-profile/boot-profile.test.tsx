import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { parseProfileContent, type ProfileMetadata } from '@/nostr/profile';
import { ProfileActions } from '@/pages/ProfilePage';
import { renderScreen } from '@/test/render-screen';

import { newKeys, nowSeconds, signProfile } from '@testing/test-keys';
import { BackToMarketplace } from '@/features/listing-card/public';
import { nip05QueryKey, ProfileHeaderView, ProfileScreenFrame } from '@/features/profiles/public';
import { releaseBootView } from '../boot-detail/boot-view';
import { flush, staticShellPage, verified } from '../test-support/boot-view-page';
import { fillProfileTemplate, startBootProfile } from './boot-profile';
import { profileSlotValues } from './profile-slots';
import { markProfileTemplate, ProfileTemplate } from './ProfileTemplate';

const person = newKeys();
const actions = (pubkey: string, name: string) => <ProfileActions pubkey={pubkey} name={name} />;

/** The build's template, made the way the build makes it (src/app/prerender-home.tsx). */
function templateElement(): HTMLTemplateElement {
  const view = renderScreen(<ProfileTemplate actions={actions} />);
  try {
    const template = document.createElement('template');
    template.innerHTML = markProfileTemplate(view.container);
    return template;
  } finally {
    view.unmount();
  }
}

/** The NIP-05 check's answer, known before `children` render: not confirmed, as while checking. */
function Unconfirmed({ address, children }: { address: string | undefined; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => client.setQueryData(nip05QueryKey(address, person.pubkey), false));
  return children;
}

/** What React renders for the page's first view of `metadata`, its NIP-05 address not yet confirmed. */
function reactFirstView(metadata: ProfileMetadata): string {
  const name = profileSlotValues(person.pubkey, metadata).title;
  const view = renderScreen(
    <Unconfirmed address={metadata.nip05}>
      <ProfileScreenFrame>
        <BackToMarketplace />
        <ProfileHeaderView pubkey={person.pubkey} metadata={metadata} actions={actions(person.pubkey, name)} />
      </ProfileScreenFrame>
    </Unconfirmed>,
  );
  try {
    return view.container.firstElementChild?.outerHTML ?? '';
  } finally {
    view.unmount();
  }
}

function filled(template: HTMLTemplateElement, metadata: ProfileMetadata): Element {
  const copy = template.content.firstElementChild!.cloneNode(true) as Element;
  fillProfileTemplate(copy, profileSlotValues(person.pubkey, metadata));
  return copy;
}

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.bootViewState;
});

describe('boot profile template', () => {
  const profiles: ProfileMetadata[] = [
    parseProfileContent(JSON.stringify({ display_name: 'Ava Lindqvist', name: 'ava', about: 'Swedish classics, kept well.', nip05: 'ava@example.com', website: 'https://ava.example/cars/' })),
    parseProfileContent(JSON.stringify({ name: 'bob', nip05: '_@bob.example' })),
    parseProfileContent(JSON.stringify({ about: 'No name, so the fallback name; no address, no website.' })),
    parseProfileContent(JSON.stringify({ name: 'Long', about: 'x'.repeat(5000) })),
    parseProfileContent(JSON.stringify({ name: '<img src=x onerror="alert(1)"> & "quotes"', about: '<script>alert(2)</script>' })),
  ];

  it('fills to exactly the first view React renders, with and without about, address and website', () => {
    const template = templateElement();
    for (const metadata of profiles) expect(filled(template, metadata).outerHTML, JSON.stringify(metadata).slice(0, 60)).toBe(reactFirstView(metadata));
  });

  it('keeps hostile text inert: no element, no handler, the text shown as written', () => {
    const copy = filled(templateElement(), profiles[4]!);
    expect(copy.querySelector('h1')?.textContent).toBe('<img src=x onerror="alert(1)"> & "quotes"');
    expect(copy.querySelector('[data-testid="profile-about"]')?.textContent).toBe('<script>alert(2)</script>');
    expect(copy.querySelectorAll('script, img, [onerror]')).toHaveLength(0);
  });
});

const page = staticShellPage;

describe('startBootProfile', () => {
  const now = nowSeconds();
  const profile = signProfile(person, { name: 'Boot Person', about: 'Shown before the app.' }, now - 60);

  it("draws the person's first view once the profile's signature checks out, newest version only, before the app's root", async () => {
    const { root, shell } = page();
    const onEvent = startBootProfile({ template: templateElement(), shell, root, verify: verified(true), pubkey: person.pubkey });
    expect(onEvent(profile)).toBe(true);
    await flush();
    const view = document.querySelector('[data-boot-view]')!;
    expect(view.nextElementSibling).toBe(root);
    expect(view.hasAttribute('inert')).toBe(true);
    expect(view.querySelector('h1')?.textContent).toBe('Boot Person');
    expect(view.querySelector('[data-testid="profile-about"]')?.textContent).toBe('Shown before the app.');
    expect(view.querySelectorAll('[id], template')).toHaveLength(0);
    expect(document.documentElement.dataset.bootViewState).toBe('shown');

    // An older version after it changes nothing; a newer one replaces it.
    onEvent(signProfile(person, { name: 'Older Name' }, now - 600));
    await flush();
    expect(document.querySelector('[data-boot-view] h1')?.textContent).toBe('Boot Person');
    onEvent(signProfile(person, { name: 'Newer Name' }, now));
    await flush();
    expect(document.querySelectorAll('[data-boot-view]')).toHaveLength(1);
    expect(document.querySelector('[data-boot-view] h1')?.textContent).toBe('Newer Name');

    releaseBootView();
    expect(document.querySelector('[data-boot-view]')).toBeNull();
    expect(onEvent(profile)).toBe(false);
  });

  it("draws nothing for a forged signature, someone else's profile, another kind, or after the app took over", async () => {
    const { root, shell } = page();
    startBootProfile({ template: templateElement(), shell, root, verify: verified(false), pubkey: person.pubkey })(profile);
    await flush();
    expect(document.querySelector('[data-boot-view]')).toBeNull();

    const onEvent = startBootProfile({ template: templateElement(), shell, root, verify: verified(true), pubkey: person.pubkey });
    onEvent(signProfile(newKeys(), { name: 'Someone else' }));
    onEvent({ ...profile, kind: 1 });
    await flush();
    expect(document.querySelector('[data-boot-view]')).toBeNull();

    releaseBootView();
    startBootProfile({ template: templateElement(), shell, root, verify: verified(true), pubkey: person.pubkey })(profile);
    await flush();
    expect(document.querySelector('[data-boot-view]')).toBeNull();
  });
});
