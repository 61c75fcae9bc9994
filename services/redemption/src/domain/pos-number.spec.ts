import { newPosNumber } from './pos-number';

describe('the number a card has at the Square Point of Sale', () => {
  it('is 20 letters and digits starting with a letter (never like a payment card), and never repeats', () => {
    const numbers = Array.from({ length: 2000 }, newPosNumber);
    for (const gan of numbers) expect(gan).toMatch(/^[A-Z][0-9A-Z]{19}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every position varies: no fixed prefix eats into the randomness.
    for (let i = 0; i < 20; i++) expect(new Set(numbers.map((gan) => gan[i])).size).toBeGreaterThan(20);
  });
});
