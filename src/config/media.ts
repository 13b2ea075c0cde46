import { readBuildEnv } from './env';

/** The preset Blossom media server(s); `VITE_BLOSSOM_SERVERS` replaces them. The first to succeed wins. */
export const DEFAULT_BLOSSOM_SERVERS: readonly string[] = ['https://blossom.primal.net/'];

const fromEnv = readBuildEnv().blossomServers;

export const BLOSSOM_SERVERS: readonly string[] = fromEnv.length > 0 ? fromEnv : DEFAULT_BLOSSOM_SERVERS;
