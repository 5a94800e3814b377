import { describe, expect, it } from 'vitest';
import { isFurnitureLine } from './furniture-line';

describe('isFurnitureLine', () => {
  it('sees running headers, footers and colophons joined by "·" or "|"', () => {
    for (const line of [
      "Harbourline Systems Ltd · Administrator's Manual 3.2 · Page 2",
      '*Published by the Workplace Standards Office · Guidance note WSO-14 · Third edition*',
      'WSO-14 · Page 1 of 1 · Reviewed annually',
      'Site Handbook | Version 3 | © Northwind Ltd 2024',
    ])
      expect(isFurnitureLine(line), line).toBe(true);
  });
  it('leaves joined lines of content and sentences alone', () => {
    for (const line of [
      'Tea · Coffee · Juice',
      'Do | Don’t',
      'Contents: 1 Who this is for · 2 The law',
      'Page 2 of the form asks for your address.',
      'Keep the receipt. · It is checked in 2nd edition audits, every year without fail, by the team.',
    ])
      expect(isFurnitureLine(line), line).toBe(false);
  });
});
