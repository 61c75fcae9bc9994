import { readFileSync } from 'node:fs';
import { buildInfo } from './build-info';
import { metricsRegistry } from './metrics';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

describe('the release a process runs', () => {
  it("is package.json's version and the git commit", () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(buildInfo.version).toBe(version);
    expect(buildInfo.commit).toMatch(process.env.GIT_COMMIT ? /.+/ : /^([0-9a-f]{12}|unknown)$/);
  });

  it('is exported as giftcard_build_info{version,commit} 1', async () => {
    const exported = await metricsRegistry.getSingleMetricAsString('giftcard_build_info');
    expect(exported).toContain(`giftcard_build_info{version="${version}",commit="${buildInfo.commit}"} 1`);
  });
});
