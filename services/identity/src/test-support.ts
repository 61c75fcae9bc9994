import { ApiClient, type TestPlatform } from '../../../test/api';
import { useIdentityPlatform } from '../../../test/identity-api';

/** The platform an identity API spec runs against, and a client signed in as no one; set once the platform has started. */
export interface IdentityApi {
  platform: TestPlatform;
  publicApi: ApiClient;
}

/** Starts an identity platform (useIdentityPlatform) for the describe block it is called in; read its fields inside the tests. */
export function useIdentityApi(): IdentityApi {
  const identity = {} as IdentityApi;
  useIdentityPlatform((platform) => {
    identity.platform = platform;
    identity.publicApi = new ApiClient(platform.url);
  });
  return identity;
}
