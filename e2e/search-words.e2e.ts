import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { cardTitles } from './browse-helpers';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();

describe('search that understands (docs/product.md §5 Validation rules, Listing search)', () => {
  it("finds words in any field and order, ignoring hyphens, and corrects 'Volov' to the Volvo", async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    // Each car's own words are only in its tags, not its title: the title carries the token that tells them apart.
    const cars = {
      benz: `${token} estate with towbar`,
      bmw: `${token} touring, one owner`,
      bmwNewer: `${token} touring, full history`,
      leaf: `${token} city car, 40 kWh`,
      micra: `${token} city car, petrol`,
      volvo: `${token} seven seats`,
    };
    await publishEvents(env().relayUrl, [
      signedListing(seller, { title: cars.benz, make: 'Mercedes-Benz', model: 'E-Class', year: '2011' }),
      signedListing(seller, { title: cars.bmw, make: 'BMW', model: '330i', year: '2003' }),
      signedListing(seller, { title: cars.bmwNewer, make: 'BMW', model: '330i', year: '2006' }),
      signedListing(seller, { title: cars.leaf, make: 'Nissan', model: 'Leaf', fuelType: 'Electric' }),
      signedListing(seller, { title: cars.micra, make: 'Nissan', model: 'Micra', fuelType: 'Gasoline' }),
      signedListing(seller, { title: cars.volvo, make: 'Volvo', model: 'XC90' }),
    ]);

    await page.goto(env().appUrl);
    const search = page.getByPlaceholder('Search cars by make, model, year...');
    const ours = async () => (await cardTitles(page)).filter((title) => title.startsWith(token)).toSorted();
    const shows = async (query: string, expected: string[]) => {
      await search.fill(query);
      await expect.poll(ours, { timeout: 10_000 }).toEqual(expected.toSorted());
    };

    await shows('mercedes benz', [cars.benz]);
    await shows('bmw 2003', [cars.bmw]);
    await shows('electric nissan', [cars.leaf]);
    await shows(`nissan ${token}`, [cars.leaf, cars.micra]);

    await shows('Volov', [cars.volvo]);
    const line = page.getByTestId('search-correction');
    expect(await line.innerText()).toBe('Showing results for Volvo · Search for Volov instead');
    expect(await search.inputValue()).toBe('Volov');
    await line.getByRole('button', { name: 'Search for Volov instead' }).click();
    await expect.poll(ours).toEqual([]);
    expect(await line.count()).toBe(0);
  });
});
