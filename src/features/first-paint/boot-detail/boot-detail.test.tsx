import { afterEach, describe, expect, it } from 'vitest';

import type { NostrEvent } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { renderScreen } from '@/test/render-screen';

import { nowSeconds } from '@testing/test-keys';
import { cutToFirstView, DetailTemplate, markDetailTemplate } from './DetailTemplate';
import { ListingDetail, ListingScreenFrame } from '@/features/listing-detail/public';
import { parsedListing as listing, signedListing, signedListingWithImeta, testKeys } from '@testing/listing-fixtures';
import { fillDetailTemplate, startBootDetail } from './boot-detail';
import { releaseBootView } from './boot-view';
import { flush, staticShellPage, verified } from '../test-support/boot-view-page';
import { detailSlotValues } from './detail-slots';

const seller = testKeys();
const PHOTOS = ['https://media.example/one.jpg', 'https://media.example/two.jpg', 'https://media.example/three.jpg'];
const IMETA = ['imeta', 'url https://media.example/one.jpg', 'dim 4000x3000', 'blurhash LEHV6nWB2yk8pyo0adR*.7kCMdnj', 'thumb https://media.example/one-thumb.jpg'];

/** A listing with `photos` photos, the first with the details our uploads write unless `imeta` says otherwise. */
function withPhotos(fields: Parameters<typeof signedListing>[1], photos = 3, imeta: string[] | undefined = IMETA): NostrEvent {
  return signedListingWithImeta(seller, { ...fields, images: PHOTOS.slice(0, photos) }, imeta);
}

/** The build's template, made the way the build makes it (src/app/prerender-home.tsx). */
function templateElement(): HTMLTemplateElement {
  const now = nowSeconds();
  const view = renderScreen(<DetailTemplate nowSeconds={now} />);
  try {
    const template = document.createElement('template');
    template.innerHTML = markDetailTemplate(view.container, now);
    return template;
  } finally {
    view.unmount();
  }
}

/** What React renders for `entry`'s page, cut to the first view the template has. */
function reactFirstView(entry: CarListing): string {
  const view = renderScreen(
    <ListingScreenFrame>
      <ListingDetail listing={entry} />
    </ListingScreenFrame>,
  );
  try {
    return cutToFirstView(view.container)?.outerHTML ?? '';
  } finally {
    view.unmount();
  }
}

function filled(template: HTMLTemplateElement, entry: CarListing): Element {
  const copy = template.content.firstElementChild!.cloneNode(true) as Element;
  fillDetailTemplate(copy, detailSlotValues(entry)!);
  return copy;
}

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.bootViewState;
});

describe('boot detail template', () => {
  const listings = [
    withPhotos({ title: 'Everything', summary: 'One owner', make: 'Toyota', model: 'Corolla' }),
    withPhotos({ title: 'One photo, no summary, nothing to rate by' }, 1),
    withPhotos({ title: 'Two bare photos', make: 'Volvo', model: 'V70', price: null }, 2, undefined),
    withPhotos({ title: '<img src=x onerror="alert(1)"> & "quotes"', summary: '<script>alert(2)</script>' }),
  ].map(listing);

  it('fills to exactly the first view React renders, with and without summary, thumbnails, rating and photo details', () => {
    const template = templateElement();
    for (const entry of listings) expect(filled(template, entry).outerHTML, entry.title).toBe(reactFirstView(entry));
  });

  it('keeps hostile text inert: no element, no handler, the text shown as written', () => {
    const copy = filled(templateElement(), listings[3]!);
    expect(copy.querySelector('h1')?.textContent).toBe('<img src=x onerror="alert(1)"> & "quotes"');
    expect(copy.querySelectorAll('script, [onerror]')).toHaveLength(0);
  });

  it('has no first view for a listing the template cannot draw: sold, or without a photo', () => {
    expect(detailSlotValues(listing(withPhotos({ status: 'sold' })))).toBeUndefined();
    expect(detailSlotValues(listing(signedListing(seller, { images: [] })))).toBeUndefined();
  });
});

const page = staticShellPage;

describe('startBootDetail', () => {
  const event = withPhotos({ d: 'boot-car', title: 'Boot car', summary: 'Shown early' });

  it("draws the link's listing once its signature checks out, in the layout's frame, before the app's root", async () => {
    const { root, shell } = page();
    const onEvent = startBootDetail({ template: templateElement(), shell, root, verify: verified(true), id: 'boot-car', seller: seller.pubkey });
    expect(onEvent(event)).toBe(true);
    await flush();
    const view = document.querySelector('[data-boot-view]')!;
    expect(view.nextElementSibling).toBe(root);
    expect(view.hasAttribute('inert')).toBe(true);
    expect(view.querySelector('header')?.textContent).toBe('Carstr');
    expect(view.querySelector('h1')?.textContent).toBe('Boot car');
    expect(view.querySelectorAll('[id], template')).toHaveLength(0);
    expect(document.documentElement.dataset.bootViewState).toBe('shown');

    releaseBootView();
    expect(document.querySelector('[data-boot-view]')).toBeNull();
    expect(document.documentElement.dataset.bootViewState).toBe('released');
    expect(onEvent(event)).toBe(false);
  });

  it("draws nothing for a forged signature, another seller's listing of the same d, or after the app took over", async () => {
    const forged = page();
    startBootDetail({ template: templateElement(), ...forged, verify: verified(false), id: 'boot-car', seller: seller.pubkey })(event);
    await flush();
    expect(document.querySelector('[data-boot-view]')).toBeNull();

    startBootDetail({ template: templateElement(), ...forged, verify: verified(true), id: 'boot-car', seller: testKeys().pubkey })(event);
    await flush();
    expect(document.querySelector('[data-boot-view]')).toBeNull();

    releaseBootView();
    startBootDetail({ template: templateElement(), ...forged, verify: verified(true), id: 'boot-car', seller: seller.pubkey })(event);
    await flush();
    expect(document.querySelector('[data-boot-view]')).toBeNull();
  });

  it('lets the app go ahead at once when the listing is one the template cannot draw (sold)', async () => {
    const { root, shell } = page();
    document.documentElement.dataset.bootViewState = 'pending';
    const sold = withPhotos({ d: 'boot-car', title: 'Sold car', status: 'sold' });
    startBootDetail({ template: templateElement(), shell, root, verify: verified(true), id: 'boot-car', seller: seller.pubkey })(sold);
    await flush();
    expect(document.querySelector('[data-boot-view]')).toBeNull();
    expect(document.documentElement.dataset.bootViewState).toBe('released');
  });
});
