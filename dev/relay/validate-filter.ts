import type { Filter } from 'nostr-tools';

import { RELAY_LIMITS } from './relay-limits';
import { isRecord } from './validate-event';

export type FiltersValidation = { ok: true; filters: Filter[] } | { ok: false; reason: string };

type TagKey = `#${string}`;

const HEX_64 = /^[0-9a-f]{64}$/;
const TAG_KEY = /^#[a-zA-Z]$/;

function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isTagKey(key: string): key is TagKey {
  return TAG_KEY.test(key);
}

/** A list field's values if every one passes `check` and there are not too many, else a problem text. */
function listOf<T>(key: string, value: unknown, check: (item: unknown) => item is T, what: string): T[] | string {
  if (!Array.isArray(value)) return `"${key}" must be an array`;
  if (value.length > RELAY_LIMITS.maxFilterValues) {
    return `"${key}" has too many values (max ${RELAY_LIMITS.maxFilterValues})`;
  }
  return value.every(check) ? value : `"${key}" must contain only ${what}`;
}

const isHex64 = (item: unknown): item is string => typeof item === 'string' && HEX_64.test(item);
const isKind = (item: unknown): item is number => isNonNegativeInteger(item) && item <= 65_535;
const isString = (item: unknown): item is string => typeof item === 'string';

/** Copies one known field into `filter`, or returns what is wrong with it. */
function addField(filter: Filter, key: string, value: unknown): string | null {
  if (key === 'ids' || key === 'authors') {
    const list = listOf(key, value, isHex64, '64-character lowercase hex strings');
    if (typeof list === 'string') return list;
    filter[key] = list;
  } else if (key === 'kinds') {
    const list = listOf(key, value, isKind, 'integers from 0 to 65535');
    if (typeof list === 'string') return list;
    filter.kinds = list;
  } else if (key === 'since' || key === 'until' || key === 'limit') {
    if (!isNonNegativeInteger(value)) return `"${key}" must be a non-negative integer`;
    filter[key] = value;
  } else if (key === 'search') {
    if (typeof value !== 'string') return '"search" must be a string';
    if (value.length > RELAY_LIMITS.maxSearchLength) {
      return `"search" is too long (max ${RELAY_LIMITS.maxSearchLength} characters)`;
    }
    filter.search = value;
  } else if (isTagKey(key)) {
    const list = listOf(key, value, isString, 'strings');
    if (typeof list === 'string') return list;
    filter[key] = list;
  } else {
    // Unknown fields (multi-letter tags, NIP-ND "&" keys, typos) are refused rather than ignored,
    // so a client bug shows up as a CLOSED reason instead of a silently broader query.
    return `unsupported filter field "${key.slice(0, 32)}"`;
  }
  return null;
}

function validateFilter(input: unknown): Filter | string {
  if (!isRecord(input)) return 'filter must be a JSON object';
  const filter: Filter = {};
  for (const [key, value] of Object.entries(input)) {
    const problem = addField(filter, key, value);
    if (problem) return problem;
  }
  return filter;
}

/** Validates the filters of a REQ or COUNT. The reason is ready for a CLOSED message. */
export function validateFilters(inputs: readonly unknown[]): FiltersValidation {
  if (inputs.length === 0) return { ok: false, reason: 'invalid: at least one filter is required' };
  if (inputs.length > RELAY_LIMITS.maxFilters) {
    return { ok: false, reason: `invalid: too many filters (max ${RELAY_LIMITS.maxFilters})` };
  }
  const filters: Filter[] = [];
  for (const input of inputs) {
    const filter = validateFilter(input);
    if (typeof filter === 'string') return { ok: false, reason: `invalid: ${filter}` };
    filters.push(filter);
  }
  return { ok: true, filters };
}
