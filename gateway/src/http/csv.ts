import type { ExportPage } from '@gv/proto';

/** UTF-8's byte order mark: spreadsheets then read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * The CSV of an export read a page at a time: the BOM and the header first, then each page's lines as one chunk, passed
 * on unread as the service wrote them (decision 0109).
 */
export async function* csvOfPages(first: ExportPage, next: (after: string) => Promise<ExportPage>): AsyncGenerator<string> {
  yield CSV_BOM + first.header;
  for (let page: ExportPage | null = first; page; page = page.after === null ? null : await next(page.after)) {
    if (page.lines.length > 0) yield page.lines;
  }
}
