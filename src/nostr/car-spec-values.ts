import { CURRENT_YEAR } from '@/config/car-options';
import { truncate } from '@/lib/truncate';

/**
 * Parsers for the buyer fields' `spec` values (docs/product.md §3 Car details as spec pairs). Each takes what a
 * peer may have written and returns the normal value, or undefined for anything it cannot read honestly: wrong
 * types, absurd numbers and script text are dropped, never thrown on.
 */

export const DRIVETRAINS = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];

export const SERVICE_HISTORIES = ['full', 'partial', 'none'] as const;
export type ServiceHistory = (typeof SERVICE_HISTORIES)[number];

export const SELLER_TYPES = ['private', 'dealer'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

/** The ranges a value must fall in (docs/product.md §3 Car details as spec pairs); the form checks the same. */
export const CAR_SPEC_RANGES = {
  powerKw: { min: 1, max: 2000 },
  engineCc: { min: 50, max: 20_000 },
  previousOwners: { min: 0, max: 99 },
  doors: { min: 1, max: 9 },
  seats: { min: 1, max: 99 },
} as const;

/** The first registration's year: no car before 1886, none registered after next year. */
export const REGISTRATION_YEAR_MIN = 1886;
export const REGISTRATION_YEAR_MAX = CURRENT_YEAR + 1;

/** Equipment lists stay readable and cheap: at most 40 items of at most 60 characters. */
export const EQUIPMENT_LIMITS = { items: 40, itemLength: 60 } as const;

/** Longer values are not a number or a word a seller typed; they are refused before any pattern runs. */
const VALUE_MAX = 40;

/** kW per unit of the horsepower figures sellers write: mechanical hp (also bhp) and metric PS. */
const KW_PER_HP = 0.7457;
const KW_PER_PS = 0.7355;

const DECIMAL = String.raw`(\d{1,6}(?:[.,]\d{1,3})?)`;
const POWER_PATTERN = new RegExp(String.raw`^${DECIMAL}\s*(kw|hp|bhp|ps|cv)?\.?(?:\s*\([^()]{0,30}\))?$`, 'i');
const ENGINE_PATTERN = new RegExp(String.raw`^${DECIMAL}\s*(cc|ccm|cm3|cm³|l|litres?|liters?)?\.?$`, 'i');
const INTEGER_PATTERN = /^\d{1,3}$/;

function shortText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > VALUE_MAX ? undefined : trimmed;
}

function inRange(value: number, range: { min: number; max: number }): number | undefined {
  return Number.isFinite(value) && value >= range.min && value <= range.max ? value : undefined;
}

function decimal(text: string): number {
  return Number(text.replace(',', '.'));
}

/** Whole kW from '110 kW', '150 hp', '150 PS', '150 bhp' or a bare number (kW, or hp when `bareIsHp`). */
export function parsePowerKw(value: unknown, bareIsHp = false): number | undefined {
  const match = POWER_PATTERN.exec(shortText(value) ?? '');
  if (!match) return undefined;
  const amount = decimal(match[1] ?? '');
  const unit = match[2]?.toLowerCase() ?? (bareIsHp ? 'hp' : 'kw');
  const factor = unit === 'kw' ? 1 : unit === 'ps' || unit === 'cv' ? KW_PER_PS : KW_PER_HP;
  return inRange(Math.round(amount * factor), CAR_SPEC_RANGES.powerKw);
}

/** Horsepower shown beside kW ('110 kW (150 hp)'), in the metric PS European listings use. */
export function kwToHp(kw: number): number {
  return Math.round(kw / KW_PER_PS);
}

/** Whole cc from '1998 cc', '2.0 L', '2.0l' or a bare number of at least 100 (a bare '2.0' says too little). */
export function parseEngineCc(value: unknown): number | undefined {
  const match = ENGINE_PATTERN.exec(shortText(value) ?? '');
  if (!match) return undefined;
  const amount = decimal(match[1] ?? '');
  const unit = match[2]?.toLowerCase();
  if (unit === undefined && amount < 100) return undefined;
  const cc = unit !== undefined && unit.startsWith('l') ? amount * 1000 : amount;
  return inRange(Math.round(cc), CAR_SPEC_RANGES.engineCc);
}

export interface FirstRegistration {
  year: number;
  month?: number;
}

/** '2019-03', '03/2019', '03.2019' or a bare '2019'. */
export function parseFirstRegistration(value: unknown): FirstRegistration | undefined {
  const text = shortText(value) ?? '';
  const yearFirst = /^(\d{4})[-/.](\d{1,2})$/.exec(text);
  const monthFirst = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  const yearOnly = /^(\d{4})$/.exec(text);
  const yearText = yearFirst?.[1] ?? monthFirst?.[2] ?? yearOnly?.[1];
  const monthText = yearFirst?.[2] ?? monthFirst?.[1];
  if (yearText === undefined) return undefined;
  return validRegistration({ year: Number(yearText), month: monthText === undefined ? undefined : Number(monthText) });
}

/** The registration itself if its year and month (when given) are plausible. */
export function validRegistration(registration: FirstRegistration): FirstRegistration | undefined {
  const { year, month } = registration;
  if (!Number.isInteger(year) || year < REGISTRATION_YEAR_MIN || year > REGISTRATION_YEAR_MAX) return undefined;
  if (month === undefined) return { year };
  return Number.isInteger(month) && month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** A whole number in `range` ('1', ' 5 '); signs, decimals and words are refused. */
export function parseCount(value: unknown, range: { min: number; max: number }): number | undefined {
  const text = shortText(value);
  return text !== undefined && INTEGER_PATTERN.test(text) ? inRange(Number(text), range) : undefined;
}

/** 'FWD'…'4WD' in any case, or the words and brand names sellers use for them. */
export function parseDrivetrain(value: unknown): Drivetrain | undefined {
  const text = shortText(value)?.toLowerCase().replace(/[\s_-]+/g, ' ');
  if (text === undefined) return undefined;
  const upper = text.toUpperCase();
  if ((DRIVETRAINS as readonly string[]).includes(upper)) return upper as Drivetrain;
  if (/^(4x4|four wheel drive|4 wheel drive)$/.test(text)) return '4WD';
  if (/^(front|front wheel drive)$/.test(text)) return 'FWD';
  if (/^(rear|rear wheel drive)$/.test(text)) return 'RWD';
  if (/^(all|all wheel drive|quattro|xdrive|4matic|4motion)$/.test(text)) return 'AWD';
  return undefined;
}

export function parseServiceHistory(value: unknown): ServiceHistory | undefined {
  const text = shortText(value)?.toLowerCase();
  return (SERVICE_HISTORIES as readonly string[]).includes(text ?? '') ? (text as ServiceHistory) : undefined;
}

export function parseYesNo(value: unknown): boolean | undefined {
  const text = shortText(value)?.toLowerCase();
  if (text === 'yes' || text === 'true') return true;
  if (text === 'no' || text === 'false') return false;
  return undefined;
}

export function parseSellerType(value: unknown): SellerType | undefined {
  const text = shortText(value)?.toLowerCase();
  if (text === 'private') return 'private';
  if (text === 'dealer' || text === 'business' || text === 'trade') return 'dealer';
  return undefined;
}

/**
 * Equipment items: split on commas, trimmed, control characters refused, each capped, duplicates (ignoring case)
 * once, at most 40. `known` gives the spelling of the form's checklist to an item written in another case.
 */
export function parseEquipment(value: unknown, known: readonly string[]): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  const canonical = new Map(known.map((item) => [item.toLowerCase(), item]));
  const items: string[] = [];
  const seen = new Set<string>();
  for (const part of value.split(',')) {
    const trimmed = [...part].filter((char) => char >= ' ' && char !== '\u007f').join('').trim();
    if (trimmed === '') continue;
    const item = canonical.get(trimmed.toLowerCase()) ?? truncate(trimmed, EQUIPMENT_LIMITS.itemLength).trimEnd();
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
    if (items.length >= EQUIPMENT_LIMITS.items) break;
  }
  return items.length > 0 ? items : undefined;
}
