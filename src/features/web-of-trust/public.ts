/**
 * What the rest of the app may use of the web-of-trust feature (docs/architecture.md §4, §7 Web of trust): 'Follow', the
 * seller card's and the profile's follow facts and network reports, the card's report warning, and 'Only
 * sellers in my network' (the filter card's switch and the grid's filter), and the removal of its cache at
 * logout. Every part but the grid's filter and that removal loads after the page's main content.
 */
export {
  DeferredCardReportWarning as CardReportWarning,
  DeferredFollowButton as FollowButton,
  DeferredNetworkOnlySwitch as NetworkOnlySwitch,
  DeferredProfileNetwork as ProfileNetwork,
  DeferredSellerNetwork as SellerNetwork,
} from './components/deferred-web-of-trust';
export { forgetCachedFollows } from './follows-cache';
export { NETWORK_ONLY_CHIP, NETWORK_ONLY_PARAM, useNetworkOnly, useNetworkOnlyActive } from './network-only';
