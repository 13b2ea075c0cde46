/**
 * What the rest of the app may use of the mutes feature (docs/architecture.md §4, §16, §20): the user's NIP-51
 * mute list (kind 10000), the page's mute rule in the event store, 'Mute seller' and the 'Muted' screen
 * (docs/product.md §2 Mute).
 */
export { applyCachedMutes } from './cached-mutes';
export { DeferredMutesSync } from './components/deferred-mutes';
export { MutesFromCache } from './components/MutesFromCache';
export { MuteButton } from './components/MuteButton';
export { MuteMenuItem } from './components/MuteMenuItem';
export { MuteSellerMenuItem } from './components/MuteSellerMenuItem';
export { MutedScreen } from './components/MutedScreen';
export { MutedSellerNotice } from './components/MutedSellerNotice';
export { SignInToMuteDialog } from './components/SignInToMuteDialog';
export { forgetCachedMutes } from './mute-cache';
export { MUTE_LABELS } from './mute-messages';
export { useActiveMutes, useIsMuted } from './useMutes';
