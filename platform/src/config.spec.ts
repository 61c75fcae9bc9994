import { platformEnvSchema } from './config';

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
