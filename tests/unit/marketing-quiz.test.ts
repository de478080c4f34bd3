import { describe, expect, it } from 'vitest';
import { levelForPoints, scorePaddle, scorePickleball } from '@/lib/marketing/quiz';

describe('pickleball level quiz', () => {
  it('maps the total points to a level at each boundary', () => {
    expect([0, 3, 4, 6, 7, 9, 10, 12, 13, 15].map(levelForPoints)).toEqual([
      '2-0',
      '2-0',
      '2-5',
      '2-5',
      '3-0',
      '3-0',
      '3-5',
      '3-5',
      '4-0',
      '4-0',
    ]);
  });

  it('scores a full set of answers', () => {
    expect(scorePickleball({ serve: '3', return: '3', dinks: '3', third: '3', strategy: '3' })).toBe('4-0');
    expect(scorePickleball({ serve: '2', return: '2', dinks: '1', third: '2', strategy: '1' })).toBe('3-0');
  });

  it('rejects a missing or made-up answer', () => {
    expect(scorePickleball({ serve: '3', return: '3', dinks: '3', third: '3' })).toBeNull();
    expect(scorePickleball({ serve: '9', return: '3', dinks: '3', third: '3', strategy: '3' })).toBeNull();
  });
});

describe('paddle quiz', () => {
  it('picks the profile with most votes', () => {
    expect(scorePaddle({ style: 'control', level: 'control', arm: 'allcourt', miss: 'control' })).toBe(
      'control',
    );
    expect(scorePaddle({ style: 'light', level: 'power', arm: 'light', miss: 'power' })).toBe('allcourt');
    expect(scorePaddle({ style: 'power', level: 'power', arm: 'light', miss: 'allcourt' })).toBe('power');
  });

  it('rejects an answer that is not an option of its question', () => {
    expect(scorePaddle({ style: 'light', level: 'light', arm: 'light', miss: 'light' })).toBeNull();
  });
});
