import { CopyIcon, GlobeIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { copyWithToast } from '@/lib/clipboard';
import { npubEncode } from '@/nostr/npub';
import { displayName, PROFILE_LIMITS, shortenPubkey, type ProfileMetadata } from '@/nostr/profile';

import { websiteLabel } from '../website-label';
import { Nip05Address } from './Nip05Address';
import { ProfileAbout } from './ProfileAbout';
import { ProfileBanner } from './ProfileBanner';

export interface ProfileHeaderViewProps {
  /** Hex key of the person. */
  pubkey: string;
  /** Their validated profile, undefined while unknown or when they have none. */
  metadata: ProfileMetadata | undefined;
  /** What the network can prove about the person (docs/product.md §2 Seller facts). */
  facts?: ReactNode;
  /** The buttons beside the picture. */
  actions?: ReactNode;
  /** At the end of the card (a dialog). */
  children?: ReactNode;
}

/**
 * docs/product.md §2 Profile page, the person as drawn from their profile: banner, picture, name, short key
 * (copyable), NIP-05 address (verified or not), website, the page's `facts` (first seen, listings), about.
 * Every value comes from the validated profile (src/nostr/profile.ts: URLs http(s) only, text capped) and is
 * rendered as text. Drawn from a profile the page has read (ProfileHeader), and at build time into the
 * template the boot script fills (features/first-paint, boot profile).
 */
export function ProfileHeaderView({ pubkey, metadata, facts, actions, children }: ProfileHeaderViewProps) {
  const name = displayName(metadata, pubkey);
  const npub = npubEncode(pubkey);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';

  return (
    <section aria-labelledby="profile-name" className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <ProfileBanner url={metadata?.banner} />
      <div className="px-4 pb-5 sm:px-6 sm:pb-6">
        <div className="-mt-10 flex flex-wrap items-end justify-between gap-3 sm:-mt-14 sm:flex-nowrap">
          <Avatar className="size-20 border-4 border-card bg-card sm:size-28" data-testid="profile-picture">
            {metadata?.picture !== undefined && <AvatarImage src={metadata.picture} alt="" referrerPolicy="no-referrer" />}
            <AvatarFallback className="bg-primary/10 text-2xl text-primary sm:text-4xl" aria-hidden="true">
              {initial}
            </AvatarFallback>
          </Avatar>
          {/*
            On a phone the actions get their own row under the picture (three of them do not fit beside it, and
            a second row would climb onto the banner, unreadable on a photo); they wrap there rather than run off.
          */}
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 max-sm:w-full sm:justify-end">{actions}</div>
        </div>
        <h1
          id="profile-name"
          data-testid="profile-name"
          className="mt-3 line-clamp-3 text-2xl font-bold tracking-tight break-words [overflow-wrap:anywhere] sm:text-3xl"
        >
          {name}
        </h1>
        <div className="mt-1 flex min-w-0 items-center gap-1">
          <span className="truncate font-mono text-sm text-muted-foreground" title={npub}>
            {shortenPubkey(pubkey)}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label="Copy npub"
            onClick={() => void copyWithToast(npub, { title: 'Copied to clipboard!', description: 'The npub is in your clipboard.' })}
          >
            <CopyIcon />
          </Button>
        </div>
        <ul className="mt-3 flex min-w-0 flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-5">
          {metadata?.nip05 !== undefined && (
            <li className="min-w-0">
              <Nip05Address address={metadata.nip05} pubkey={pubkey} />
            </li>
          )}
          {metadata?.website !== undefined && (
            <li className="flex min-w-0 items-center gap-1.5">
              <GlobeIcon className="size-4 shrink-0" aria-hidden="true" />
              <a
                href={metadata.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="truncate font-medium text-primary underline-offset-2 hover:underline"
                data-testid="profile-website"
              >
                {websiteLabel(metadata.website)}
              </a>
            </li>
          )}
        </ul>
        {facts}
        {metadata?.about !== undefined && (
          <ProfileAbout
            about={metadata.about}
            truncated={metadata.about.length >= PROFILE_LIMITS.about}
            className="mt-4 max-w-prose text-sm leading-relaxed"
          />
        )}
      </div>
      {children}
    </section>
  );
}
