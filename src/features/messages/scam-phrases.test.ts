import { describe, expect, it } from 'vitest';

import { scamSignals } from './scam-phrases';

describe('scamSignals: payment before a viewing', () => {
  it.each([
    'Please send a 500 EUR deposit by wire and I will hold the car for you.',
    'I am abroad for work. Pay the shipping fee via Western Union and the car is delivered to your door.',
    'To reserve it you need to pay 300 in bitcoin before the viewing.',
    'Payment in USDT upfront, then we arrange the test drive.',
    "Can you buy Steam gift cards and send me the codes? That's how I take the deposit.",
    'Pay with Amazon gift cards please',
    'Deposit first. I only accept bank transfer.',
    "Don't worry, just send the deposit via MoneyGram and it's yours",
    'You need to wire the money before you see the car',
    'The price is 8000. Send BTC before we meet and I keep it for you.',
  ])('flags %j', (text) => {
    expect(scamSignals(text)).toEqual(['upfront-payment']);
  });

  it.each([
    "I can't do wire today, cash at viewing is fine",
    'Cash or bank transfer at the viewing, whatever suits you.',
    'I take bitcoin, you can pay when you pick it up after the test drive.',
    'No deposit needed. Pay by bank transfer after you have seen the car and the papers.',
    'Never pay a deposit by wire to a stranger!',
    'I would never ask for gift cards.',
    'Happy to show you the service history before the test drive.',
    'The car has a new gift card holder in the glovebox, ha',
    'The Ford F-150 Lightning has a 300 mile range, deposit is not needed.',
    "You don't need to pay anything before you see it.",
    'Hi! Is your 2019 Volvo XC60 still available?',
    '',
  ])('does not flag %j', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });
});

describe('scamSignals: moving to another messenger', () => {
  it.each([
    'Text me on WhatsApp +44 7700 900123, I rarely check this app.',
    'Add me on Telegram @cheapcars',
    'Contact me via Signal, faster',
    'My whatsapp is 0612345678',
    'Lets continue on WeChat',
  ])('flags %j', (text) => {
    expect(scamSignals(text)).toEqual(['other-messenger']);
  });

  it.each([
    "I don't use WhatsApp, let's keep talking here.",
    'The left turn signal bulb was replaced last month.',
    'See you Saturday at 10.',
  ])('does not flag %j', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it('gives both when a message does both, each once', () => {
    expect(scamSignals('Deposit by wire first. Then WhatsApp me. WhatsApp only!')).toEqual(['upfront-payment', 'other-messenger']);
  });

  it('reads only the start of a huge message, in bounded time', () => {
    const huge = `${'Lovely car. '.repeat(2_000)}Send the deposit by wire first.`;
    expect(scamSignals(huge)).toEqual([]);
    expect(scamSignals(`Send the deposit by wire first. ${'x'.repeat(1_000_000)}`)).toEqual(['upfront-payment']);
  });
});
