import { lazy } from 'react';

import { lazyPage } from './PageSuspense';

/**
 * Routes other than home load on demand: the home route's JavaScript carries only what the grid needs.
 * The router wraps navigations in transitions, so following a link keeps the current page on screen while
 * the next page's chunk loads; only a direct visit shows the (empty) fallback for that moment.
 */
// A listing's page is opened directly from shared links: shown as soon as its chunk arrives (lazyPage).
export const LazyListingPage = lazyPage(() => import('@/pages/ListingPage').then((module) => module.ListingPage));
export const LazyHashtagPage = lazy(() => import('@/pages/HashtagPage').then((module) => ({ default: module.HashtagPage })));
export const LazyNip19Page = lazyPage(() => import('@/pages/Nip19Page').then((module) => module.Nip19Page));
export const LazyMyListingsPage = lazy(() => import('@/pages/MyListingsPage').then((module) => ({ default: module.MyListingsPage })));
export const LazyEditListingPage = lazy(() => import('@/pages/EditListingPage').then((module) => ({ default: module.EditListingPage })));
export const LazyComparePage = lazy(() => import('@/pages/ComparePage').then((module) => ({ default: module.ComparePage })));
/**
 * The inbox and a thread are one lazy component (it picks the page by the route's `person`): a lazy that has
 * not rendered yet suspends even when its chunk is loaded, and React reveals a suspended page up to 300 ms
 * later, so opening a conversation from the inbox took ~0.4 s instead of ~0.1 s.
 */
export const LazyMessagesRoute = lazy(() => import('@/pages/MessagesPage').then((module) => ({ default: module.MessagesRoute })));
export const LazyFavouritesPage = lazy(() => import('@/pages/FavouritesPage').then((module) => ({ default: module.FavouritesPage })));
export const LazySavedSearchesPage = lazy(() => import('@/pages/SavedSearchesPage').then((module) => ({ default: module.SavedSearchesPage })));
export const LazyNotFoundPage = lazy(() => import('@/pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
