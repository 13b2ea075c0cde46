import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { signEvent } from '@testing/test-keys';
import { cardTitles, chooseOption, countLine } from './browse-helpers';
import { installAxe, seriousViolations } from './support/axe';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();
const now = () => Math.floor(Date.now() / 1000);

describe('browse: filters and sort', () => {
  it('applies each filter kind to the grid, with chips, remove-one, Clear All and Apply Filters', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    const car = (name: string, fields: Parameters<typeof signedListing>[1]) => signedListing(seller, { title: `${token} ${name}`, ...fields });
    await publishEvents(env().relayUrl, [
      car('Toyota', { make: 'Toyota', bodyType: 'Sedan', fuelType: 'Gasoline', transmission: 'Automatic', year: '2018', price: ['15000', 'USD'], mileage: '60000' }),
      car('BMW', { make: 'BMW', bodyType: 'SUV', fuelType: 'Diesel', transmission: 'Manual', year: '2021', price: ['45000', 'USD'], mileage: '20000' }),
      car('Kia', { make: 'Kia', bodyType: 'Hatchback', fuelType: 'Electric', transmission: 'Automatic', year: '2023', price: ['30000', 'USD'], mileage: '5000' }),
      car('Ford', { make: 'Ford', bodyType: 'Truck', fuelType: 'Gasoline', transmission: 'Manual', year: '2008', price: ['9000', 'USD'], mileage: '180000' }),
      car('Honda', { make: 'Honda', bodyType: 'Coupe', fuelType: 'Hybrid', transmission: 'CVT', year: '1995', price: ['150000', 'USD'], mileage: '250000' }),
    ]);
    await page.goto(`${env().appUrl}/?q=${token}`);
    // The defaults hide nothing: not the 1995 car, not the 150,000 one, not the 250,000-mile one.
    await countLine(page).getByText('5 cars found').waitFor();
    const titles = async () => (await cardTitles(page)).map((title) => title.replace(`${token} `, '')).toSorted();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('heading', { name: 'Filter Results' }).waitFor();

    // The make filter offers every make (docs/product.md §9), with type-ahead: 'bm' and Enter choose BMW.
    await page.getByRole('combobox', { name: 'Make', exact: true }).click();
    const makes = await page.getByRole('listbox', { name: 'Makes' }).getByRole('option').allTextContents();
    expect(makes).toEqual(expect.arrayContaining(['All Makes', 'Porsche', 'Tesla', 'Škoda', 'Subaru', 'Peugeot']));
    await page.getByRole('combobox', { name: 'Search makes' }).fill('bm');
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual(['BMW']);
    expect(new URL(page.url()).searchParams.get('make')).toBe('BMW');
    await page.getByRole('button', { name: 'Remove filter: BMW' }).click();
    await expect.poll(titles).toHaveLength(5);

    for (const [label, option, expected, all] of [
      ['Body Type', 'Truck', ['Ford'], 'All Body Types'],
      ['Fuel Type', 'Gasoline', ['Ford', 'Toyota'], 'All Fuel Types'],
      ['Transmission', 'Automatic', ['Kia', 'Toyota'], 'All Transmissions'],
    ] as const) {
      await chooseOption(page, label, option);
      await expect.poll(titles).toEqual(expected);
      await chooseOption(page, label, all);
      await expect.poll(titles).toHaveLength(5);
    }

    // Sliders by keyboard: PageUp/PageDown move ten steps.
    const minYear = page.getByRole('slider', { name: 'Minimum year' });
    await minYear.focus();
    // Untouched, the sliders set no limit and say so (docs/product.md §2 Home: browse tab).
    await page.getByText('Any – Any', { exact: true }).waitFor();
    expect(await page.getByTestId('filter-chip').count()).toBe(0);
    await minYear.press('PageUp');
    await minYear.press('PageUp');
    await expect.poll(titles).toEqual(['BMW', 'Kia', 'Toyota']);
    await page.getByTestId('filter-chip').filter({ hasText: 'Year: 2010 - Any' }).waitFor();
    await page.getByRole('button', { name: /Remove filter: Year/ }).click();
    // Back at its default the year filter is inactive again, so the 1995 car returns.
    await expect.poll(titles).toHaveLength(5);

    const maxPrice = page.getByRole('slider', { name: 'Maximum price' });
    await maxPrice.focus();
    for (let step = 0; step < 16; step += 1) await maxPrice.press('PageDown');
    await expect.poll(titles).toEqual(['Ford', 'Kia', 'Toyota']);
    await page.getByTestId('filter-chip').filter({ hasText: 'Price: Any - 40,000' }).waitFor();

    const maxMileage = page.getByRole('slider', { name: 'Max mileage' });
    await maxMileage.focus();
    for (let step = 0; step < 2; step += 1) await maxMileage.press('PageDown');
    await expect.poll(titles).toEqual(['Kia', 'Toyota']);
    await page.getByTestId('filter-chip').filter({ hasText: 'Max mileage: 100,000 mi' }).waitFor();
    expect(new URL(page.url()).searchParams.get('miles')).toBe('100000');

    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByRole('heading', { name: 'Filter Results' }).waitFor({ state: 'detached' });
    // Outside the panel the chips load on demand: wait for them rather than count at once.
    await expect.poll(() => page.getByTestId('filter-chip').count()).toBe(2);

    await page.reload();
    await expect.poll(titles).toEqual(['Kia', 'Toyota']);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(titles).toHaveLength(5);
    expect(await page.getByTestId('filter-chip').count()).toBe(0);
    expect(new URL(page.url()).search).toBe(`?q=${token}`);
  });

  it('sorts newest first by default, by price both ways, by mileage and by year, unknown values last', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    const t = now();
    await publishEvents(env().relayUrl, [
      signedListing(seller, { title: `${token} A`, price: ['20000', 'USD'], mileage: '50000', year: '2015', createdAt: t - 300 }),
      signedListing(seller, { title: `${token} B`, price: ['10000', 'USD'], mileage: '90000', year: '2020', createdAt: t - 200 }),
      signedListing(seller, { title: `${token} C`, price: null, mileage: '10000', year: '2010', createdAt: t - 100 }),
      signedListing(seller, { title: `${token} D`, price: ['30000', 'USD'], createdAt: t }),
      // A lease: 'For sale' (the default offer) leaves it out, so 399 / month never heads 'Price: low to high'.
      signedListing(seller, { title: `${token} L`, price: ['399', 'USD', 'month'], mileage: '1000', year: '2024', createdAt: t - 50 }),
    ]);
    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('4 cars found').waitFor();
    const order = async () => (await cardTitles(page)).map((title) => title.replace(`${token} `, '')).join('');
    // 'Best match': every title holds the one search word, so newest first.
    await expect.poll(order).toBe('DCBA');
    for (const [label, expected, param] of [
      ['Price: low to high', 'BADC', 'price-asc'],
      ['Price: high to low', 'DABC', 'price-desc'],
      ['Mileage: low to high', 'CABD', 'mileage-asc'],
      ['Year: newest first', 'BACD', 'year-desc'],
      // With a search text the default is 'Best match' (docs/product.md §2 Home: browse tab), so newest first is written.
      ['Newest first', 'DCBA', 'newest'],
    ] as const) {
      await chooseOption(page, 'Sort by', label);
      await expect.poll(order).toBe(expected);
      expect(new URL(page.url()).searchParams.get('sort')).toBe(param);
    }
  });

  it("'More filters': Drivetrain AWD and 'Accident-free only' show exactly the matching cars; the open panel passes axe at 1280 and 375 px", async () => {
    const { page, context } = fixture;
    await installAxe(context);
    const token = uniqueToken();
    const seller = newKeys();
    // The buyer fields as GammaMarkets spec pairs (docs/product.md §3 Car details as spec pairs), as a peer writes them.
    const car = (name: string, specs: Record<string, string>) => {
      const base = signedListing(seller, { title: `${token} ${name}` });
      const pairs = Object.entries(specs).map(([key, value]) => ['spec', key, value]);
      return signEvent(seller, { kind: base.kind, created_at: base.created_at, content: base.content, tags: [...base.tags, ...pairs] });
    };
    await publishEvents(env().relayUrl, [
      car('Audi', { drivetrain: 'AWD', accident_free: 'yes' }),
      car('Volvo', { Drive: 'all-wheel drive', 'Accident-free': 'true' }),
      car('Subaru', { drivetrain: 'AWD', accident_free: 'no' }),
      car('Golf', { drivetrain: 'FWD', accident_free: 'yes' }),
      car('Plain', {}),
    ]);
    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('5 cars found').waitFor();
    const titles = async () => (await cardTitles(page)).map((title) => title.replace(`${token} `, '')).toSorted();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('button', { name: 'More filters' }).click();
    await chooseOption(page, 'Drivetrain', 'AWD');
    await expect.poll(titles).toEqual(['Audi', 'Subaru', 'Volvo']);
    await page.getByRole('checkbox', { name: 'Accident-free only' }).check();
    await expect.poll(titles).toEqual(['Audi', 'Volvo']);
    const params = new URL(page.url()).searchParams;
    expect([params.get('drive'), params.get('accfree')]).toEqual(['AWD', '1']);
    await expect.poll(() => page.getByTestId('filter-chip').allTextContents()).toEqual(['Drivetrain: AWD', 'Accident-free only']);

    expect(await seriousViolations(page, 'all')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('checkbox', { name: 'Accident-free only' }).waitFor();
    expect(await seriousViolations(page, 'all')).toEqual([]);
  });
});
