import { EventStore } from '@/nostr/event-store';

/**
 * The page's one event store (docs/architecture.md §20): every read through `readRelays` adds what it
 * verified, every publish what the relays accepted, and readers ask it what is current.
 */
export const eventStore = new EventStore();
