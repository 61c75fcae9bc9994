import { execFileSync } from 'node:child_process';
import { createHash, createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestWalletKeys, verifyPassSignature, type TestWalletKeys } from '../../../../test/wallet-keys';
import { readStoredZip } from '../../../../test/zip';
import { signApplePass } from './apple-pass-signer';
import { objectId } from './der';

const PASS_JSON = { formatVersion: 1, serialNumber: 'card-1', storeCard: { primaryFields: [{ key: 'balance', value: 40, currencyCode: 'USD' }] } };
/** Sizes past one and two length bytes, and an empty file. */
const IMAGES = { 'icon.png': Buffer.alloc(100, 1), 'logo.png': Buffer.alloc(300, 2), 'logo@2x.png': Buffer.alloc(70_000, 3), 'strip.png': Buffer.alloc(0) };

describe('an Apple pass signed with Node’s crypto', () => {
  let keys: TestWalletKeys;
  let pems: { signerCert: string; signerKey: string; wwdr: string };
  beforeAll(() => {
    keys = createTestWalletKeys();
    pems = { signerCert: readFileSync(keys.env.APPLE_PASS_CERT, 'utf8'), signerKey: readFileSync(keys.env.APPLE_PASS_KEY, 'utf8'), wwdr: readFileSync(keys.env.APPLE_WWDR_CERT, 'utf8') };
  });
  afterAll(() => keys.remove());

  const openssl = (dir: string, ...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' }).toString('utf8');

  it('is a zip unzip accepts, holding pass.json, the images, manifest.json with the SHA-1 of each, and the signature', () => {
    const pkpass = signApplePass(pems, PASS_JSON, IMAGES);
    const dir = mkdtempSync(join(keys.dir, 'unzip-'));
    writeFileSync(join(dir, 'card.pkpass'), pkpass);
    expect(execFileSync('unzip', ['-t', 'card.pkpass'], { cwd: dir }).toString('utf8')).toMatch(/No errors detected/);
    rmSync(dir, { recursive: true });

    const files = readStoredZip(pkpass);
    expect([...files.keys()]).toEqual(['pass.json', 'icon.png', 'logo.png', 'logo@2x.png', 'strip.png', 'manifest.json', 'signature']);
    expect(JSON.parse(files.get('pass.json')!.toString('utf8'))).toEqual(PASS_JSON);
    expect(files.get('logo@2x.png')!.equals(IMAGES['logo@2x.png'])).toBe(true);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const sha1 = (name: string) => createHash('sha1').update(files.get(name)!).digest('hex');
    expect(manifest).toEqual(Object.fromEntries(['pass.json', ...Object.keys(IMAGES)].map((name) => [name, sha1(name)])));
  });

  it('signs manifest.json as a detached SHA-256 PKCS#7 signature of the Pass Type ID certificate, the WWDR certificate inside', () => {
    const at = new Date('2026-03-04T05:06:07Z');
    const files = readStoredZip(signApplePass(pems, PASS_JSON, IMAGES, at));
    const [manifest, signature] = [files.get('manifest.json')!, files.get('signature')!];
    expect(() => verifyPassSignature(keys, manifest, signature)).not.toThrow();
    expect(() => verifyPassSignature(keys, Buffer.concat([manifest, Buffer.from(' ')]), signature)).toThrow();

    const dir = mkdtempSync(join(keys.dir, 'cms-'));
    writeFileSync(join(dir, 'signature'), signature);
    const printed = openssl(dir, 'cms', '-cmsout', '-print', '-inform', 'DER', '-in', 'signature');
    rmSync(dir, { recursive: true });
    expect(printed).toMatch(/eContent: <ABSENT>/);
    expect(printed).toMatch(/digestAlgorithm:\s+algorithm: sha256/);
    expect(printed).toMatch(/UTCTIME:Mar\s+4 05:06:07 2026 GMT/);
    // The signer is named by its issuer (the WWDR certificate) and serial number; verifying found its certificate so.
    expect(printed).toMatch(/d\.issuerAndSerialNumber:\s+issuer: CN=Test WWDR Intermediate/);
    expect(printed.match(/d\.certificate:/g)).toHaveLength(2);
  });

  it('takes a signer key kept under a passphrase', () => {
    const signerKey = createPrivateKey(pems.signerKey).export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pass-key-secret' }) as string;
    const files = readStoredZip(signApplePass({ ...pems, signerKey, signerKeyPassphrase: 'pass-key-secret' }, PASS_JSON, IMAGES));
    expect(() => verifyPassSignature(keys, files.get('manifest.json')!, files.get('signature')!)).not.toThrow();
    expect(() => signApplePass({ ...pems, signerKey, signerKeyPassphrase: 'wrong' }, PASS_JSON, IMAGES)).toThrow();
  });
});

describe('DER', () => {
  it('encodes object identifiers with arcs of more than seven bits', () => {
    expect(objectId('2.16.840.1.101.3.4.2.1').toString('hex')).toBe('0609608648016503040201');
    expect(objectId('1.2.840.113549.1.9.5').toString('hex')).toBe('06092a864886f70d010905');
  });

});
