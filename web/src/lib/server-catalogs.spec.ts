import { describe, expect, it } from '@jest/globals';
import * as proto from '@gv/proto';
import * as serverCatalogs from './server-catalogs';

const isCatalog = (value: unknown) => typeof value === 'object' && value !== null && 'namespace' in value && 'messages' in value;

describe('the catalogs whose English the server may answer with', () => {
  it('are every catalog of proto', () => {
    expect(new Set(Object.values(serverCatalogs))).toEqual(new Set(Object.values(proto).filter(isCatalog)));
  });
});
