import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';
import { parseProfileContent } from '@/nostr/profile';

import { fillSlots } from '../boot-card/card-template';
import type { BootViewParts } from '../boot-view-watch';
import { bootViewReleased, drawBootView } from '../boot-detail/boot-view';
import { profileSlotValues, type ProfileSlotValues } from './profile-slots';

/** A profile lookup names one event, a few at most; a relay flooding the subscription is not read further. */
const EVENTS_WATCHED = 20;

export interface BootProfileOptions extends BootViewParts {
  /** The linked person (hex). */
  pubkey: string;
}

/**
 * Fills a copy of the profile template with one person's values (card-template.ts fillSlots: text as text,
 * attributes as values); the NIP-05 and website lines and the about text go when the profile has none, as the
 * header leaves them out.
 */
export function fillProfileTemplate(content: Element, values: ProfileSlotValues): void {
  if (values.nip05 === undefined) content.querySelector('[data-testid="profile-nip05"]')?.closest('li')?.remove();
  if (values.website === undefined) content.querySelector('[data-testid="profile-website"]')?.closest('li')?.remove();
  const about = content.querySelector('[data-testid="profile-about"]');
  if (values.about === undefined) about?.remove();
  const { cut, ...slots } = values;
  fillSlots(content, slots);
  if (cut) {
    const mark = content.ownerDocument.createElement('span');
    mark.textContent = '…';
    about?.append(mark);
  }
}

/**
 * The boot profile (docs/architecture.md §10): on a visitor's first visit to a profile link, the person's first
 * view (back link, header with name, key, NIP-05 address, website and about) drawn from the build's template as
 * soon as their profile has passed the signature check, before the app's scripts have run. The app renders its
 * page hidden behind it and releases it once that page is ready (useBootViewRelease). Links in the about text,
 * the picture and the banner come with the app. Returns the boot socket's event handler, which says when it
 * wants no more.
 */
export function startBootProfile({ template, shell, root, verify, pubkey }: BootProfileOptions): (event: unknown) => boolean {
  let watched = 0;
  let newest = 0;

  const draw = (event: NostrEvent) =>
    drawBootView(
      { template, shell, root },
      (content) => {
        fillProfileTemplate(content, profileSlotValues(pubkey, parseProfileContent(event.content)));
        return true;
      },
      'carstr:boot-profile',
    );

  return (value) => {
    watched += 1;
    const event = value as NostrEvent;
    // The person's profile only, a newer version than the one drawn (the app shows the newest too).
    if (event?.kind === KIND.profile && event.pubkey === pubkey && typeof event.created_at === 'number' && event.created_at > newest) {
      void verify([event]).then(([valid]) => {
        if (!valid || event.created_at <= newest) return;
        newest = event.created_at;
        draw(event);
      });
    }
    return watched < EVENTS_WATCHED && !bootViewReleased();
  };
}
