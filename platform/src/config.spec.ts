import { distributedEnvSchema, platformEnvSchema } from './config';

describe('TRUSTED_PROXIES', () => {
  const parse = (value: string) => platformEnvSchema.safeParse({ TRUSTED_PROXIES: value });

  it('is absent by default: no proxy is trusted', () => {
    expect(platformEnvSchema.parse({}).TRUSTED_PROXIES).toBeUndefined();
  });

  it('takes addresses, CIDR ranges and proxy-addr names, comma-separated', () => {
    for (const value of ['127.0.0.1', '10.0.0.0/8, 172.16.0.0/12', '::1,fd00::/8', 'loopback,uniquelocal']) {
      expect(parse(value).success).toBe(true);
    }
  });

  it('refuses anything else with one message naming the expected form', () => {
    for (const value of ['true', '*', '10.0.0.0/33', '::1/129', 'proxy.internal', '10.0.0.1,', '1.2.3.4/8/1']) {
      const result = parse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/IP addresses or CIDR ranges/);
    }
  });
});

describe('SECRET_KEY in distributed mode', () => {
  const issuesOf = (value: string) => distributedEnvSchema.safeParse({ SECRET_KEY: value }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  const newKey = 'a-new-random-secret-key-of-48-characters-0123456';
  const oldKey = 'an-old-random-secret-key-of-48-characters-012345';

  it('takes a keyring: several keys of at least 32 characters, comma-separated, newest first', () => {
    const parsed = distributedEnvSchema.safeParse({ SECRET_KEY: `${newKey},${oldKey}` });
    expect(parsed.success).toBe(true);
  });

  it('names every bad key of a keyring by its position, never by its value', () => {
    const issues = issuesOf(`${newKey},short-old-key,change-me-to-a-long-random-secret`);
    expect(issues).toEqual([
      expect.stringMatching(/^SECRET_KEY: key 2 of 3 \(comma-separated, newest first\): .*at least 32 characters/),
      expect.stringMatching(/^SECRET_KEY: key 3 of 3 \(comma-separated, newest first\): .*not an example value/),
    ]);
    expect(issues.join('\n')).not.toContain('short-old-key');
    expect(issuesOf(`${newKey},`)).toEqual([expect.stringMatching(/^SECRET_KEY: key 2 of 2/)]);
  });
});

describe('TWILIO_*', () => {
  const twilio = { TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
  const issues = (env: Record<string, string>) => (platformEnvSchema.safeParse(env).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('takes all three or none, and names each one missing when only some are set', () => {
    expect(issues({})).toEqual([]);
    expect(issues(twilio)).toEqual([]);
    expect(issues({ ...twilio, TWILIO_FROM: `MG${'0123456789abcdef'.repeat(2)}` })).toEqual([]);
    expect(issues({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toEqual([
      'TWILIO_AUTH_TOKEN: required when the other Twilio variables are set',
      'TWILIO_FROM: required when the other Twilio variables are set',
    ]);
    expect(issues({ ...twilio, TWILIO_FROM: '555-1234' })).toEqual([expect.stringMatching(/^TWILIO_FROM: a phone number in E\.164/)]);
    expect(distributedEnvSchema.safeParse({ SECRET_KEY: 'k'.repeat(40), TWILIO_AUTH_TOKEN: 'token' }).error?.issues.map((issue) => issue.path[0])).toEqual(['TWILIO_ACCOUNT_SID', 'TWILIO_FROM']);
  });
});
