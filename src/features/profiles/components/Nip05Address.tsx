import { AtSignIcon, BadgeCheckIcon } from 'lucide-react';

import { nip05Label, parseNip05 } from '../nip05';
import { useNip05Verification } from '../useNip05Verification';

/**
 * The profile's NIP-05 address, with a verified mark only once its domain's `nostr.json` names this key
 * (docs/product.md §2 Profile page). While checking, or when the check fails, the address shows without it.
 */
export function Nip05Address({ address, pubkey }: { address: string; pubkey: string }) {
  const { data: verified = false } = useNip05Verification(address, pubkey);
  const domain = parseNip05(address)?.domain ?? '';
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1.5" data-testid="profile-nip05" data-verified={verified}>
      <AtSignIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate" title={address}>
        {nip05Label(address)}
      </span>
      {verified && (
        <BadgeCheckIcon
          className="size-4 shrink-0 text-primary"
          role="img"
          aria-label="Verified"
          data-testid="nip05-verified"
        >
          <title>{`Verified: ${domain} confirms this address belongs to this key`}</title>
        </BadgeCheckIcon>
      )}
    </span>
  );
}
