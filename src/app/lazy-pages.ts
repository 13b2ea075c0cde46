import { lazyPage } from './PageSuspense';

/**
 * Routes other than home load on demand: the home route's JavaScript carries only what the grid needs.
 * The router wraps navigations in transitions, so following a link keeps the current page on screen while
 * the next page's chunk loads; only a direct visit (a shared link, a bookmark, a reload) shows the (empty)
 * fallback for that moment, and every page shows as soon as its chunk arrives (`lazyPage`: React would
 * otherwise hold a suspended page back until 300 ms after its fallback appeared).
 */
export const LazyListingPage = lazyPage(() => import('@/pages/ListingPage').then((module) => module.ListingPage));
export const LazyHashtagPage = lazyPage(() => import('@/pages/HashtagPage').then((module) => module.HashtagPage));
export const LazyNip19Page = lazyPage(() => import('@/pages/Nip19Page').then((module) => module.Nip19Page));
export const LazyMyListingsPage = lazyPage(() => import('@/pages/MyListingsPage').then((module) => module.MyListingsPage));
export const LazyEditListingPage = lazyPage(() => import('@/pages/EditListingPage').then((module) => module.EditListingPage));
export const LazyComparePage = lazyPage(() => import('@/pages/ComparePage').then((module) => module.ComparePage));
/**
 * The inbox and a thread are one lazy component (it picks the page by the route's `person`): a lazy that has
 * not rendered yet suspends even when its chunk is loaded, and React reveals a suspended page up to 300 ms
 * later, so opening a conversation from the inbox took ~0.4 s instead of ~0.1 s.
 */
export const LazyMessagesRoute = lazyPage(() => import('@/pages/MessagesPage').then((module) => module.MessagesRoute));
export const LazyFavouritesPage = lazyPage(() => import('@/pages/FavouritesPage').then((module) => module.FavouritesPage));
export const LazySavedSearchesPage = lazyPage(() => import('@/pages/SavedSearchesPage').then((module) => module.SavedSearchesPage));
export const LazyMutedPage = lazyPage(() => import('@/pages/MutedPage').then((module) => module.MutedPage));
export const LazySellPage = lazyPage(() => import('@/pages/SellPage').then((module) => module.SellPage));
export const LazyProfileAliasPage = lazyPage(() => import('@/pages/ProfileAliasPage').then((module) => module.ProfileAliasPage));
export const LazyNotFoundPage = lazyPage(() => import('@/pages/NotFoundPage').then((module) => module.NotFoundPage));
