import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useLocateText } from './useLocateText';

describe('useLocateText (docs/product.md §2 Location and distance)', () => {
  it('downloads nothing while inactive; once active it is pending until the city list is in, then places location texts', async () => {
    const { result, rerender } = renderHook(({ active }) => useLocateText(active), { initialProps: { active: false } });
    expect(result.current).toEqual({ locate: undefined, pending: false });

    rerender({ active: true });
    // The results are held (not shown without the text-placed listings) while the list downloads.
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.pending).toBe(false), { timeout: 15_000 });
    const locate = result.current.locate!;
    expect(locate('München')).toEqual({ lat: 48.14, lon: 11.58 });
    expect(locate('Gothenburg, Sweden')).toEqual({ lat: 57.7, lon: 11.96 });
    expect(locate('Springfield')).toBeUndefined();

    // A second screen gets the list at once, with the same reader (each text looked up once).
    const second = renderHook(() => useLocateText(true));
    expect(second.result.current).toEqual({ locate, pending: false });
  });
});
