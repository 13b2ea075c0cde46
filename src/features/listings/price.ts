import { DEFAULT_CURRENCY } from '@/config/car-options';
import type { ListingPrice } from '@/nostr/listing';

export const PRICE_ON_REQUEST = 'Price on request';

/** Crypto prices are quoted in small fractions (0.00042 BTC); fiat needs cents at most. */
const FRACTION_DIGITS: Readonly<Record<string, number>> = { BTC: 8, ETH: 8 };
const DEFAULT_FRACTION_DIGITS = 2;

/** Formatters are costly to build and a grid formats many prices; a few locales at most are ever used. */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_CACHED_FORMATTERS = 16;

function formatterFor(locale: string | undefined, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale ?? ''}|${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, { maximumFractionDigits });
    } catch {
      // An invalid locale tag (from a header, a setting or a test) must not break a listing card.
      formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    }
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * docs/product.md §2 price display: 'USD 25,000', 'USD 399 / month', or 'Price on request' when there is no usable
 * price. The amount is formatted for `locale` (the runtime's default when omitted). Never throws.
 */
export function formatPrice(price: ListingPrice, hasPrice: boolean, locale?: string): string {
  const { amount } = price;
  if (!hasPrice || typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return PRICE_ON_REQUEST;
  const currency = (typeof price.currency === 'string' ? price.currency.trim().toUpperCase() : '') || DEFAULT_CURRENCY;
  const digits = FRACTION_DIGITS[currency] ?? DEFAULT_FRACTION_DIGITS;
  const formatted = `${currency} ${formatterFor(locale, digits).format(amount)}`;
  const frequency = typeof price.frequency === 'string' ? price.frequency.trim() : '';
  return frequency === '' ? formatted : `${formatted} / ${frequency}`;
}
