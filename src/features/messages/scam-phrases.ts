/**
 * The scam-phrase detector behind the caution on an incoming message (docs/product.md §2 Messages): pure and
 * synchronous, so a bubble works it out once when it is drawn. It looks for the two moves almost every car
 * scam makes: asking for money before any viewing by a channel that cannot be taken back (gift card, crypto,
 * wire), and pulling the buyer to another messenger. English phrases; the payment services' and messengers'
 * names are the same in every language.
 *
 * It is a hint, not a verdict, so it errs towards silence: a sentence that says no, not, never, can't…
 * asks for nothing ("I can't do wire today, cash at viewing is fine"), and crypto or a wire alone is not
 * flagged (many honest sellers on Nostr take bitcoin, at the viewing): only with a deposit, an advance, or
 * before a viewing, a test drive, or delivery.
 */

export type ScamSignal = 'upfront-payment' | 'other-messenger';

/** Past this, a message is only looked at in its first part: a scam's ask comes early, and a bubble must stay cheap. */
const MAX_SCANNED = 4_000;

const GIFT_CARD = /\b(?:gift ?cards?|steam ?cards?|itunes ?cards?|google ?play ?cards?|amazon ?cards?|paysafe ?cards?|apple ?gift)\b/;
/** Asking words that turn a gift card mentioned into a gift card asked for. */
const GIFT_CARD_ASK = /\b(?:pay|paid|payment|send|buy|purchase|codes?|deposit|scratch)\b/;
const CRYPTO = /\b(?:crypto(?:currency)?|bitcoins?|btc|usdt|tether|ethereum|eth|sats|satoshis?|usdc|litecoin)\b/;
const WIRE = /\b(?:wire|wired|wiring|bank transfer|money transfer|western union|moneygram|money gram|sepa transfer|swift transfer)\b/;
const UPFRONT =
  /\b(?:deposit|down ?payment|up ?front|upfront|in advance|advance payment|pay(?:ment)? first|reservation fee|holding fee|shipping (?:fee|cost)s?|to (?:reserve|hold|secure) (?:it|the car|the vehicle)|before (?:(?:you|we|i) )?(?:(?:see|view|inspect|meet|visit|collect|pick)\w*|the (?:viewing|inspection|test ?drive|delivery|meeting|shipping|collection)|a (?:viewing|test ?drive|visit)|test ?drive|viewing|delivery|shipping))\b/;
const MESSENGER =
  /\b(?:whats ?app|telegram|viber|we ?chat|kik|snapchat|threema|wickr|(?:on|via|over|use|add me on) signal|signal (?:app|messenger))\b/;
/** A clause with one of these asks for nothing: "I can't do wire", "no deposit", "never by gift card". */
const NEGATION = /\b(?:no|not|never|don'?t|doesn'?t|didn'?t|can'?t|cannot|won'?t|wouldn'?t|isn'?t|aren'?t|without|refuse|avoid|nobody)\b/;

/** Sentences and comma-separated parts: where a "not" reaches. */
function clauses(text: string): string[] {
  return text
    .slice(0, MAX_SCANNED)
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[.!?;,\n]+|\bbut\b/)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '' && !NEGATION.test(clause));
}

/** What a message asks that scammers ask, if anything (at most each signal once, in a fixed order). */
export function scamSignals(text: string): ScamSignal[] {
  const asked = clauses(text);
  const any = (pattern: RegExp) => asked.some((clause) => pattern.test(clause));
  const giftCard = asked.some((clause) => GIFT_CARD.test(clause) && GIFT_CARD_ASK.test(clause));
  const upfront = any(UPFRONT) && (any(CRYPTO) || any(WIRE) || any(GIFT_CARD));
  const signals: ScamSignal[] = [];
  if (giftCard || upfront) signals.push('upfront-payment');
  if (any(MESSENGER)) signals.push('other-messenger');
  return signals;
}
