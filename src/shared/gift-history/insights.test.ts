import { describe, expect, it } from 'vitest';
import { giftInsights, type InsightGift, roundTo } from './insights';

const gift = (over: Partial<InsightGift> = {}): InsightGift => ({ productPrice: 40, occasionType: 'Birthday', satisfactionRating: 4, ...over });
const TODAY = '2026-06-15';
const kinds = (gifts: InsightGift[], occasions: Parameters<typeof giftInsights>[1] = []) => giftInsights(gifts, occasions, TODAY).map((i) => i.kind);
const varied = (over: Partial<InsightGift> = {}) => [gift({ ...over, occasionType: 'Birthday' }), gift({ ...over, occasionType: 'Christmas' }), gift({ ...over, occasionType: 'Wedding' })];

describe('gift insights (core-app.md 9)', () => {
  it('praises an average satisfaction above 4, not of exactly 4', () => {
    expect(kinds(varied({ satisfactionRating: 5 }))).toEqual(['praise']);
    expect(kinds(varied({ satisfactionRating: 4 }))).toEqual([]);
  });

  it('suggests something below 3, not at exactly 3', () => {
    expect(kinds(varied({ satisfactionRating: 2 }))).toEqual(['suggestion']);
    expect(kinds(varied({ satisfactionRating: 3 }))).toEqual([]);
  });

  it('gives a generosity tip when the average price is above 100, not at 100', () => {
    expect(kinds(varied({ productPrice: 100.01 }))).toEqual(['generosity']);
    expect(kinds(varied({ productPrice: 100 }))).toEqual([]);
  });

  it('suggests exploring with fewer than 3 occasion types, and says nothing without gifts', () => {
    expect(kinds([gift(), gift({ occasionType: 'Christmas' })])).toEqual(['exploration']);
    expect(kinds([])).toEqual([]);
  });

  it('uses the last 100 gifts only', () => {
    const recent = Array.from({ length: 100 }, (_, i) => gift({ satisfactionRating: 5, occasionType: ['Birthday', 'Christmas', 'Wedding'][i % 3] as string }));
    const old = Array.from({ length: 50 }, () => gift({ satisfactionRating: 1 }));
    expect(kinds([...recent, ...old])).toEqual(['praise']);
  });

  it("says 'time to start planning' within 7 days and 'coming up' within 30, nothing beyond", () => {
    const o = (date: string) => ({ recipientId: 'r1', recipientName: 'Sam', title: "Sam's birthday", date });
    const out = giftInsights(varied(), [o('2026-07-20'), o('2026-06-22'), o('2026-06-23'), o('2026-07-15'), o('2026-07-16'), o('2026-06-10')], TODAY);
    expect(out.map((i) => [i.kind, i.message])).toEqual([
      ['planning', "Sam's birthday is in 7 days: time to start planning!"],
      ['coming_up', "Sam's birthday is coming up in 8 days."],
      ['coming_up', "Sam's birthday is coming up in 30 days."],
    ]);
    expect(giftInsights([], [o(TODAY)], TODAY)[0].message).toBe("Sam's birthday is today: time to start planning!");
  });

  it('rounds like the stats do', () => {
    expect(roundTo(4.666, 2)).toBe(4.67);
    expect(roundTo(1.25, 1)).toBe(1.3);
    expect(roundTo(2.005, 2)).toBe(2.01);
  });
});
