import { ExternalLinkIcon, type LucideIcon } from 'lucide-react';

interface ContactFieldProps {
  label: string;
  text: string;
  /** Built by us from a validated value (http(s) via `safeUrl`, or `lightning:`), never taken raw. */
  href: string | undefined;
  Icon: LucideIcon;
}

/** One contact detail of the seller's profile, as a link that opens outside the app. */
export function ContactField({ label, text, href, Icon }: ContactFieldProps) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="text-sm font-medium">
          {href === undefined ? (
            <span className="break-all">{text}</span>
          ) : (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="inline-flex max-w-full items-center gap-1 break-all text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {text}
              <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
          )}
        </dd>
      </div>
    </div>
  );
}
