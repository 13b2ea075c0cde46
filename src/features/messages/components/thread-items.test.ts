import { describe, expect, it } from 'vitest';

import type { ChatMessage } from '../api/message-types';
import { dayLabel, threadItems } from './thread-items';

function message(id: string, createdAt: number, mine = false): ChatMessage {
  return { id, from: mine ? 'a' : 'b', to: mine ? 'b' : 'a', content: id, createdAt, mine };
}

const NOW = new Date(2026, 10, 25, 15, 0).getTime();
const at = (day: number, hour: number) => Math.floor(new Date(2026, 10, day, hour, 0).getTime() / 1000);

describe('threadItems', () => {
  it('puts a separator before the first message of each day', () => {
    const items = threadItems([message('1', at(20, 9)), message('2', at(20, 18)), message('3', at(24, 8)), message('4', at(25, 10))], NOW, 'en-US');
    expect(items.map((item) => (item.type === 'day' ? `[${item.label}]` : item.message.id))).toEqual([
      '[Fri, Nov 20, 2026]',
      '1',
      '2',
      '[Yesterday]',
      '3',
      '[Today]',
      '4',
    ]);
  });

  it('keys are unique and a time JavaScript cannot show still gets a row', () => {
    const items = threadItems([message('x', 9e15), message('y', at(25, 1))], NOW, 'en-US');
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
    expect(items[0]).toMatchObject({ type: 'day', label: 'Unknown date' });
  });

  it('labels today and yesterday', () => {
    expect(dayLabel(at(25, 0), NOW)).toBe('Today');
    expect(dayLabel(at(24, 23), NOW)).toBe('Yesterday');
  });
});
