import { useState } from 'react';

/**
 * The profile's banner (already an http(s) URL checked by the profile schema) filling a fixed-height strip, or
 * a plain tinted strip when there is none or it fails to load, so the header never jumps or breaks.
 */
export function ProfileBanner({ url }: { url: string | undefined }) {
  const [failed, setFailed] = useState<string>();
  return (
    <div className="h-28 bg-gradient-to-br from-primary/25 via-primary/10 to-muted sm:h-44" data-testid="profile-banner">
      {url !== undefined && failed !== url && (
        <img
          src={url}
          alt=""
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(url)}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
