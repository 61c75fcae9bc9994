import type { BitMatrix, QRCodeMaskPattern } from 'qrcode';

/** A symbol with its mask applied: the mask's number, and every module, 1 for dark, row by row. */
export interface MaskedSymbol {
  mask: QRCodeMaskPattern;
  size: number;
  data: Uint8Array;
}

/**
 * The symbol with the mask qrcode would choose (the lowest penalty of ISO 18004's four rules, each scored as qrcode
 * scores it), found on flat arrays: qrcode's own search costs ~0.35 ms per symbol here, most of the purchase email's
 * QR cost. `modules` is a symbol qrcode made with mask 0; the answer is the winning trial itself (its data modules
 * flipped, its format bits written), so the symbol is not made a second time.
 */
export function withBestMask(modules: BitMatrix): MaskedSymbol {
  const { size, data } = modules;
  const flips = maskFlips(modules);
  const unmasked = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) unmasked[i] = data[i] ^ flips[0][i];
  let trial = new Uint8Array(data.length);
  let best = new Uint8Array(data.length);
  const formatAt = formatPositions(size);
  let bestMask = 0;
  let lowest = Infinity;
  for (let mask = 0; mask < MASKS; mask++) {
    const flip = flips[mask];
    for (let i = 0; i < trial.length; i++) trial[i] = unmasked[i] ^ flip[i];
    const bits = formatBits(mask);
    for (let i = 0; i < 15; i++) trial[formatAt[2 * i]] = trial[formatAt[2 * i + 1]] = (bits >> i) & 1;
    const score = penalty(trial, size);
    if (score < lowest) {
      lowest = score;
      bestMask = mask;
      [best, trial] = [trial, best];
    }
  }
  return { mask: bestMask as QRCodeMaskPattern, size, data: best };
}

const MASKS = 8;

/** ISO 18004's mask conditions (row i, column j): where true, a data module is flipped. */
const MASK_CONDITIONS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** Per symbol size (its reserved areas are the version's): for each mask, 1 where it flips a module. */
const flipsBySize = new Map<number, Uint8Array[]>();

function maskFlips({ size, reservedBit }: BitMatrix): Uint8Array[] {
  let flips = flipsBySize.get(size);
  if (!flips) {
    flips = MASK_CONDITIONS.map((flipped) => {
      const flip = new Uint8Array(size * size);
      for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) flip[i * size + j] = !reservedBit[i * size + j] && flipped(i, j) ? 1 : 0;
      return flip;
    });
    flipsBySize.set(size, flips);
  }
  return flips;
}

/** The 15 format bits of error correction level M and `mask`: BCH(15,5) with generator 0x537, then XOR 0x5412. */
function formatBits(mask: number): number {
  const data = mask; // level M's two bits are 00
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (remainder & (1 << bit)) remainder ^= 0x537 << (bit - 10);
  return ((data << 10) | remainder) ^ 0x5412;
}

/** Where qrcode writes format bit i: its two copies, as indexes `2i` and `2i + 1`. */
function formatPositions(size: number): Int32Array {
  const at = new Int32Array(30);
  for (let i = 0; i < 15; i++) {
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    const column = i < 8 ? size - i - 1 : i < 9 ? 15 - i : 15 - i - 1;
    at[2 * i] = row * size + 8;
    at[2 * i + 1] = 8 * size + column;
  }
  return at;
}

/**
 * ISO 18004's four penalty rules in one pass, each scored as qrcode scores it: 3 + (n − 5) for each run of n ≥ 5
 * same-coloured modules in a row or column; 3 for each 2×2 block of one colour; 40 for each 1:1:3:1:1 finder-like
 * pattern with 4 light modules before or after it; 10 for each 5 % step the share of dark modules is away from half.
 */
function penalty(m: Uint8Array, size: number): number {
  let points = 0;
  let blocks = 0;
  let finderLikes = 0;
  let dark = 0;
  for (let a = 0; a < size; a++) {
    let rowRun = 0;
    let columnRun = 0;
    let rowLast = -1;
    let columnLast = -1;
    let rowBits = 0;
    let columnBits = 0;
    const rowStart = a * size;
    for (let b = 0; b < size; b++) {
      const inRow = m[rowStart + b];
      const inColumn = m[b * size + a];
      dark += inRow;
      if (inRow === rowLast) rowRun++;
      else {
        if (rowRun >= 5) points += rowRun - 2;
        rowLast = inRow;
        rowRun = 1;
      }
      if (inColumn === columnLast) columnRun++;
      else {
        if (columnRun >= 5) points += columnRun - 2;
        columnLast = inColumn;
        columnRun = 1;
      }
      rowBits = ((rowBits << 1) & 0x7ff) | inRow;
      columnBits = ((columnBits << 1) & 0x7ff) | inColumn;
      if (b >= 10) {
        if (rowBits === 0x5d0 || rowBits === 0x05d) finderLikes++;
        if (columnBits === 0x5d0 || columnBits === 0x05d) finderLikes++;
      }
      if (a < size - 1 && b < size - 1) {
        const sum = inRow + m[rowStart + b + 1] + m[rowStart + size + b] + m[rowStart + size + b + 1];
        if (sum === 0 || sum === 4) blocks++;
      }
    }
    if (rowRun >= 5) points += rowRun - 2;
    if (columnRun >= 5) points += columnRun - 2;
  }
  return points + 3 * blocks + 40 * finderLikes + 10 * Math.abs(Math.ceil((dark * 100) / m.length / 5) - 10);
}
