/**
 * The public surface of the `nostr-tools` root entry, re-exported from the package's per-module entries.
 * The root entry is one pre-bundled file whose namespace objects (`nip19`, `nip44`, ...) defeat
 * tree-shaking: one imported function ships the whole library and @noble (~35 kB gzipped) in whichever
 * chunk imports it. vite.config.ts points bare `nostr-tools` imports (ours and @nostrify's) here, so each
 * chunk carries only what it uses. nip47 and nip77 have no per-module entry: a build that needs them from
 * the root fails loudly ("not exported") instead of silently growing.
 */
export * from 'nostr-tools/pure';
export { Relay } from 'nostr-tools/relay';
export * from 'nostr-tools/filter';
export { SimplePool } from 'nostr-tools/pool';
export * from 'nostr-tools/references';
export * as nip04 from 'nostr-tools/nip04';
export * as nip05 from 'nostr-tools/nip05';
export * as nip10 from 'nostr-tools/nip10';
export * as nip11 from 'nostr-tools/nip11';
export * as nip13 from 'nostr-tools/nip13';
export * as nip17 from 'nostr-tools/nip17';
export * as nip18 from 'nostr-tools/nip18';
export * as nip19 from 'nostr-tools/nip19';
export * as nip21 from 'nostr-tools/nip21';
export * as nip22 from 'nostr-tools/nip22';
export * as nip25 from 'nostr-tools/nip25';
export * as nip27 from 'nostr-tools/nip27';
export * as nip28 from 'nostr-tools/nip28';
export * as nip30 from 'nostr-tools/nip30';
export * as nip39 from 'nostr-tools/nip39';
export * as nip42 from 'nostr-tools/nip42';
export * as nip44 from 'nostr-tools/nip44';
export * as nip54 from 'nostr-tools/nip54';
export * as nip57 from 'nostr-tools/nip57';
export * as nip59 from 'nostr-tools/nip59';
export * as nip98 from 'nostr-tools/nip98';
export * as kinds from 'nostr-tools/kinds';
export * as fj from 'nostr-tools/fakejson';
export * as utils from 'nostr-tools/utils';
