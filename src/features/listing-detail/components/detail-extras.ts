/**
 * The detail page's parts after its first view (title, price, photos, specifications, description): the buyer
 * hints and the main contact button under the price, the seller card and the comments. deferred-detail-parts.tsx loads them together, in
 * one request, once the listing is on screen (docs/architecture.md §10).
 */
export { CommentsSection } from '@/features/comments/public';
export { DetailInsights } from './insights/DetailInsights';
export { MainContactButton } from './MainContactButton';
export { SellerCard } from './SellerCard';
