import { lazy } from 'react';

/**
 * Routes other than home load on demand: the home route's JavaScript carries only what the grid needs.
 * The router wraps navigations in transitions, so following a link keeps the current page on screen while
 * the next page's chunk loads; only a direct visit shows the (empty) fallback for that moment.
 */
export const LazyListingPage = lazy(() => import('@/pages/ListingPage').then((module) => ({ default: module.ListingPage })));
export const LazyHashtagPage = lazy(() => import('@/pages/HashtagPage').then((module) => ({ default: module.HashtagPage })));
export const LazyNip19Page = lazy(() => import('@/pages/Nip19Page').then((module) => ({ default: module.Nip19Page })));
export const LazyMyListingsPage = lazy(() => import('@/pages/MyListingsPage').then((module) => ({ default: module.MyListingsPage })));
export const LazyEditListingPage = lazy(() => import('@/pages/EditListingPage').then((module) => ({ default: module.EditListingPage })));
export const LazyComparePage = lazy(() => import('@/pages/ComparePage').then((module) => ({ default: module.ComparePage })));
export const LazyMessagesPage = lazy(() => import('@/pages/MessagesPage').then((module) => ({ default: module.MessagesPage })));
export const LazyMessageThreadPage = lazy(() => import('@/pages/MessagesPage').then((module) => ({ default: module.MessageThreadPage })));
export const LazyFavouritesPage = lazy(() => import('@/pages/FavouritesPage').then((module) => ({ default: module.FavouritesPage })));
export const LazySavedSearchesPage = lazy(() => import('@/pages/SavedSearchesPage').then((module) => ({ default: module.SavedSearchesPage })));
export const LazyNotFoundPage = lazy(() => import('@/pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
