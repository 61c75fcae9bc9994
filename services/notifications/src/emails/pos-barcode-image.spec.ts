import { code128 } from '@gv/proto';
import { PNG } from 'pngjs';
import { posBarcodeImage, posBarcodePng } from './pos-barcode-image';

/** A row of the image as the bars a scanner sees: where each black run starts and how wide it is, in pixels. */
function blackRuns(image: PNG, y: number): { x: number; width: number }[] {
  const runs: { x: number; width: number }[] = [];
  for (let x = 0; x < image.width; x++) {
    const black = image.data[(y * image.width + x) * 4] === 0;
    const last = runs.at(-1);
    if (black && last && last.x + last.width === x) last.width++;
    else if (black) runs.push({ x, width: 1 });
  }
  return runs;
}

describe('The terminal number as a barcode in the card email', () => {
  it('draws every row as the Code 128 symbol of the number, quiet zones white', () => {
    const number = 'K7Q2M9X4T8V6N1RBC5HJ';
    const image = PNG.sync.read(posBarcodePng(number));
    const { bars, modules } = code128(number);
    const scale = image.width / modules;
    expect(Number.isInteger(scale)).toBe(true);
    const expected = bars.map((bar) => ({ x: bar.x * scale, width: bar.width * scale }));
    expect(blackRuns(image, 0)).toEqual(expected);
    expect(blackRuns(image, image.height - 1)).toEqual(expected);
  });

  it('attaches it inline under the Content-ID the emails show', () => {
    expect(posBarcodeImage('A1')).toMatchObject({ filename: 'pos-barcode.png', contentType: 'image/png', cid: 'pos-barcode' });
  });
});
