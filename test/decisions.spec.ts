import { readdirSync, readFileSync } from 'node:fs';

const folder = new URL('../docs/decisions/', import.meta.url);
const records = readdirSync(folder).filter((name) => name.endsWith('.md'));

describe('decision records', () => {
  it.each(records)('%s is one page: context, decision, consequences, at most 400 words', (name) => {
    const text = readFileSync(new URL(name, folder), 'utf8');
    expect(text.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(400);
    expect(text.match(/^## (Context|Decision|Consequences)\b/gm)?.map((heading) => heading.slice(3))).toEqual(['Context', 'Decision', 'Consequences']);
  });
});
