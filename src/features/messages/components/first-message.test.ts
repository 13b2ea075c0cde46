import { describe, expect, it } from 'vitest';

import { carNameOfTitle, FIRST_LINE_CAR_MAX, firstLineAbout } from './first-message';

describe('firstLineAbout', () => {
  it('asks about a plain title as it is', () => {
    expect(firstLineAbout('2017 Honda Civic EX')).toBe('Hi! Is your 2017 Honda Civic EX still available?');
  });

  it('keeps the part of a long title that names the car', () => {
    expect(firstLineAbout('2017 Honda Civic EX – one owner, full service history, new tyres!!!')).toBe('Hi! Is your 2017 Honda Civic EX still available?');
    expect(firstLineAbout('2019 BMW 320d Touring | M Sport | Navi')).toBe('Hi! Is your 2019 BMW 320d Touring still available?');
    expect(firstLineAbout('Toyota Camry SE, low miles')).toBe('Hi! Is your Toyota Camry SE still available?');
    expect(firstLineAbout('VW Golf GTI (2015)')).toBe('Hi! Is your VW Golf GTI still available?');
    expect(firstLineAbout('Mercedes-Benz C 200 Kombi!!')).toBe('Hi! Is your Mercedes-Benz C 200 Kombi still available?');
  });

  it('cuts a long name at a word boundary with …', () => {
    const name = carNameOfTitle('Beautiful well kept family estate car with panoramic roof and tow bar');
    expect(name).toBe('Beautiful well kept family estate car…');
    expect(name.length).toBeLessThanOrEqual(FIRST_LINE_CAR_MAX + 1);
    expect(carNameOfTitle('A'.repeat(60))).toBe(`${'A'.repeat(FIRST_LINE_CAR_MAX)}…`);
  });

  it('never asks about nothing', () => {
    expect(firstLineAbout('   ')).toBe('Hi! Is your car still available?');
    expect(firstLineAbout('!!! Honda Civic')).toBe('Hi! Is your Honda Civic still available?');
    expect(firstLineAbout('VW (Golf)')).toBe('Hi! Is your VW (Golf) still available?');
    expect(firstLineAbout('2010   Audi\nA4')).toBe('Hi! Is your 2010 Audi A4 still available?');
  });
});
