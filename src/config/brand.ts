/** The product's brand name: the one place it is written. */
export const BRAND = 'Carstr';
export const TAGLINE = 'Decentralized Car Marketplace';
export const PROTOCOL_NAME = 'Nostr';
