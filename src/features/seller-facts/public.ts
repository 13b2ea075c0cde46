/**
 * What the rest of the app may use of the seller-facts feature (docs/architecture.md §4): what the network can
 * prove about a seller (docs/product.md §2 Seller facts), one component for the seller card and the profile page.
 */
export { SellerFacts, type SellerFactsProps } from './components/SellerFacts';
