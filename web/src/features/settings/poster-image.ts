export const POSTER_WIDTH = 1200;
export const POSTER_HEIGHT = 1600;
export const POSTER_FILE_NAME = 'giftcard-vault-poster.png';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('poster image failed to load'));
    image.src = src;
  });
}

/** Draws the poster SVG on a 1200x1600 canvas and returns it as PNG. */
export async function svgToPng(svg: string): Promise<Blob> {
  if (!svg.includes('<svg')) throw new Error('not an SVG document');
  // A data: URL keeps the canvas untainted so it can be exported.
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  context.drawImage(image, 0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png'));
}

/** Saves a blob through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
