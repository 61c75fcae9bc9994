import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtRenderer, serverRendererOf } from './static-render';

describe('the server renderer of the public pages', () => {
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gv-renderer-'));
    path = join(dir, 'entry-server.js');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A renderer module as `vite build --ssr` would write it, with `body` as its renderPage, changed at `second`. */
  function build(body: string, second: number) {
    writeFileSync(path, `export async function renderPage(url, data) { ${body} }`);
    utimesSync(path, second, second);
  }

  it('lives beside the built SPA, outside the folder the gateway serves', () => {
    expect(serverRendererOf('/app/web/dist')).toBe('/app/web/dist-server/entry-server.js');
  });

  it('draws a page with the built renderer', async () => {
    build('return `<h1>${data.name} at ${url}</h1>`;', 1_000);
    const renderer = builtRenderer(path);
    await renderer.ready;
    expect(await renderer.render('/bistro/giftcards', { name: 'Bistro' } as never)).toBe('<h1>Bistro at /bistro/giftcards</h1>');
  });

  it('draws nothing when the SPA was built without it: the page goes out for the SPA to draw', async () => {
    const renderer = builtRenderer(path);
    await renderer.ready;
    expect(await renderer.render('/explore', {})).toBeNull();
  });

  it('draws nothing when a render fails', async () => {
    build('throw new Error("window is not defined");', 1_000);
    expect(await builtRenderer(path).render('/explore', {})).toBeNull();
  });

  it('draws nothing when the built file does not load', async () => {
    writeFileSync(path, 'export const renderPage = ;');
    expect(await builtRenderer(path).render('/explore', {})).toBeNull();
  });
});
