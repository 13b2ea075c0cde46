import { useAddressLookup } from '../api/useEventLookup';
import type { AddressPointer } from '../event-destination';
import { EventLoading } from './EventLoading';
import { EventNotFound } from './EventNotFound';
import { FoundEventScreen } from './FoundEventScreen';
import { IdentifierFrame } from './IdentifierFrame';

const PAGE_TITLE = 'Addressable event';

/**
 * docs/product.md §2 Identifier pages, an `naddr` of anything but a car listing (an article, say): the newest
 * event at the address, on the generic card.
 */
export function AddressIdentifierScreen({ address }: { address: AddressPointer }) {
  const { data, isError, refetch } = useAddressLookup(address);

  if (data?.status === 'found') {
    return <FoundEventScreen event={data.event} seenOn={data.relays} type="address" pageTitle={PAGE_TITLE} />;
  }
  if (isError) {
    return (
      <IdentifierFrame back={false}>
        <EventNotFound type="address" reason="failed" onRetry={() => void refetch()} />
      </IdentifierFrame>
    );
  }
  if (data !== undefined) {
    return (
      <IdentifierFrame back={false}>
        <EventNotFound type="address" reason={data.status} />
      </IdentifierFrame>
    );
  }
  return (
    <IdentifierFrame>
      <EventLoading type="address" pageTitle={PAGE_TITLE} />
    </IdentifierFrame>
  );
}
