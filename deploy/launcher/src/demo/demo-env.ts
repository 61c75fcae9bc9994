/**
 * A demo run's environment. Unless TRUSTED_PROXIES says otherwise, the gateway believes X-Forwarded-For from this
 * machine: the seed is the proxy of its buyers, each at an address of their own. A module of its own: the supervisor
 * needs it at every start, the seed (the identity service's code, sharp) only with DEMO=1.
 */
export function demoEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.DEMO === '1' && !env.TRUSTED_PROXIES ? { ...env, TRUSTED_PROXIES: 'loopback' } : env;
}
