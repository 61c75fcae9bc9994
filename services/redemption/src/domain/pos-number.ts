import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERICS = `0123456789${LETTERS}`;
const POS_NUMBER_LENGTH = 20;

/**
 * A card's number at the business's Square Point of Sale (a custom GAN): 20 characters, a letter then 19 letters or
 * digits, about 103 random bits. Anyone holding it can spend at the terminal, so it is as hard to guess as a code;
 * 20 digits would give only 66 bits. Starting with a letter, it never starts like a payment card number (Square
 * refuses those).
 */
export function newPosNumber(): string {
  let gan = LETTERS[randomInt(LETTERS.length)];
  while (gan.length < POS_NUMBER_LENGTH) gan += ALPHANUMERICS[randomInt(ALPHANUMERICS.length)];
  return gan;
}
