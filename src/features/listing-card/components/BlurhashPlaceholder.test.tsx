import { render } from '@testing-library/react';
import { encode } from 'blurhash';
import { describe, expect, it } from 'vitest';

import { BlurhashPlaceholder } from './BlurhashPlaceholder';

function solidHash(r: number, g: number, b: number): string {
  const pixels = new Uint8ClampedArray(4 * 4 * 4);
  for (let index = 0; index < pixels.length; index += 4) pixels.set([r, g, b, 255], index);
  return encode(pixels, 4, 4, 3, 3);
}

describe('BlurhashPlaceholder', () => {
  it("paints the photo's average colour with its first render, before any decode", () => {
    const { getByTestId } = render(<BlurhashPlaceholder hash={solidHash(10, 120, 240)} />);
    expect(getByTestId('blurhash').style.backgroundColor).toBe('rgb(10, 120, 240)');
  });

  it('leaves a hostile hash without a colour and without crashing', () => {
    const { getByTestId } = render(<BlurhashPlaceholder hash={'"><script>alert(1)</script>'} />);
    expect(getByTestId('blurhash').style.backgroundColor).toBe('');
  });
});
