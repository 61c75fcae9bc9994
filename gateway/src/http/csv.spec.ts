import { csvOfPages } from './csv';

describe('an export streamed a page at a time', () => {
  it('streams the BOM and header once, then every page in order', async () => {
    const pages = { a: { header: 'x\r\n', lines: '2\r\n', after: 'b' }, b: { header: 'x\r\n', lines: '3\r\n', after: null } };
    const chunks: string[] = [];
    for await (const chunk of csvOfPages({ header: 'x\r\n', lines: '1\r\n', after: 'a' }, async (after) => pages[after as 'a' | 'b'])) chunks.push(chunk);
    expect(chunks.join('')).toBe('\uFEFFx\r\n1\r\n2\r\n3\r\n');
  });

  it('gives the header alone for an export without lines', async () => {
    const chunks: string[] = [];
    for await (const chunk of csvOfPages({ header: 'x\r\n', lines: '', after: null }, () => Promise.reject(new Error('no next page')))) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFx\r\n']);
  });
});
