import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PlatformConfig } from '@gv/platform';
import { LOCAL_GOOGLE_ISSUER_ID, LOCAL_PASS_TYPE_ID, LOCAL_TEAM_ID, localWalletKeys, type LocalWalletKeyFiles } from './local-wallet-keys.js';

/** What signs Apple passes: the PEM texts, and the identifiers pass.json names. */
export interface AppleCredentials {
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** Signed by keys made on this machine (no APPLE_* variables): a test pass no wallet accepts. */
  testKeys: boolean;
}

/** What signs Google Wallet save links: the service account's address and private key, and the issuer id. */
export interface GoogleCredentials {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: KeyObject;
  /** Signed by a key made on this machine (no GOOGLE_WALLET_* variables): a test link Google refuses. */
  testKeys: boolean;
}

export interface WalletCredentials {
  apple: AppleCredentials;
  google: GoogleCredentials;
}

export const WALLET_CREDENTIALS = 'WALLET_CREDENTIALS';

const APPLE_VARIABLES = ['APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT', 'APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID'] as const;
const GOOGLE_VARIABLES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

/**
 * Reads and checks the wallet keys once at boot. A wallet is configured by all of its variables or none;
 * half a configuration, a file that does not read or a key that does not fit its certificate stops the
 * service with one message naming every bad variable, rather than failing at a holder's first tap.
 * A wallet without any of its variables signs with local test keys (made once under DATA_DIR), so every run
 * offers both wallet buttons, marked as test passes.
 */
export async function loadWalletCredentials(config: PlatformConfig): Promise<WalletCredentials> {
  const problems: string[] = [];
  const apple = missingOf(config, APPLE_VARIABLES, 'Apple Wallet', problems) ? null : loadApple(config, problems);
  const google = missingOf(config, GOOGLE_VARIABLES, 'Google Wallet', problems) ? null : loadGoogle(config, problems);
  if (problems.length > 0) throw new Error(`Invalid wallet configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  // Past the check, null means the wallet has none of its variables.
  const local = apple && google ? undefined : localWalletKeys(config.DATA_DIR);
  return { apple: apple ?? localApple(local!), google: google ?? localGoogle(local!) };
}

function localApple(keys: LocalWalletKeyFiles): AppleCredentials {
  return { signerCert: keys.signerCert, signerKey: keys.signerKey, wwdr: keys.wwdr, passTypeIdentifier: LOCAL_PASS_TYPE_ID, teamIdentifier: LOCAL_TEAM_ID, testKeys: true };
}

function localGoogle(keys: LocalWalletKeyFiles): GoogleCredentials {
  const account = JSON.parse(keys.serviceAccount) as { client_email: string; private_key: string };
  return { issuerId: LOCAL_GOOGLE_ISSUER_ID, serviceAccountEmail: account.client_email, privateKey: rsaPrivateKey(account.private_key), testKeys: true };
}

/** True when none of the wallet's variables is set; half of them set is a problem (and counts as set). */
function missingOf(config: PlatformConfig, names: readonly (keyof PlatformConfig)[], wallet: string, problems: string[]): boolean {
  const missing = names.filter((name) => !config[name]);
  if (missing.length === names.length) return true;
  for (const name of missing) problems.push(`${name}: required when the other ${wallet} variables are set`);
  return false;
}

function readText(path: string, variable: string, problems: string[]): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    problems.push(`${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    return undefined;
  }
}

/** Null when a variable is missing (already a problem) or a file does not read or parse (recorded as one). */
function loadApple(config: PlatformConfig, problems: string[]): AppleCredentials | null {
  if (APPLE_VARIABLES.some((name) => !config[name])) return null;
  const signerCert = readText(config.APPLE_PASS_CERT!, 'APPLE_PASS_CERT', problems);
  const signerKey = readText(config.APPLE_PASS_KEY!, 'APPLE_PASS_KEY', problems);
  const wwdr = readText(config.APPLE_WWDR_CERT!, 'APPLE_WWDR_CERT', problems);
  if (signerCert === undefined || signerKey === undefined || wwdr === undefined) return null;

  const certificate = parse(() => new X509Certificate(signerCert), problems, 'APPLE_PASS_CERT: not a PEM certificate');
  parse(() => new X509Certificate(wwdr), problems, 'APPLE_WWDR_CERT: not a PEM certificate');
  const key = parse(
    () => createPrivateKey({ key: signerKey, passphrase: config.APPLE_PASS_KEY_PASSPHRASE }),
    problems,
    'APPLE_PASS_KEY: not a PEM private key (or APPLE_PASS_KEY_PASSPHRASE does not open it)',
  );
  if (certificate && key && !certificate.checkPrivateKey(key)) problems.push('APPLE_PASS_KEY: does not belong to the certificate in APPLE_PASS_CERT');
  if (!certificate || !key) return null;
  return {
    signerCert,
    signerKey,
    signerKeyPassphrase: config.APPLE_PASS_KEY_PASSPHRASE,
    wwdr,
    passTypeIdentifier: config.APPLE_PASS_TYPE_ID!,
    teamIdentifier: config.APPLE_TEAM_ID!,
    testKeys: false,
  };
}

function loadGoogle(config: PlatformConfig, problems: string[]): GoogleCredentials | null {
  if (GOOGLE_VARIABLES.some((name) => !config[name])) return null;
  const text = readText(config.GOOGLE_WALLET_SERVICE_ACCOUNT!, 'GOOGLE_WALLET_SERVICE_ACCOUNT', problems);
  if (text === undefined) return null;
  const account = parse(() => JSON.parse(text) as { client_email?: unknown; private_key?: unknown } | null, problems);
  if (typeof account?.client_email !== 'string' || typeof account.private_key !== 'string') {
    problems.push('GOOGLE_WALLET_SERVICE_ACCOUNT: not a service account JSON key (client_email and private_key)');
    return null;
  }
  try {
    return { issuerId: config.GOOGLE_WALLET_ISSUER_ID!, serviceAccountEmail: account.client_email, privateKey: rsaPrivateKey(account.private_key), testKeys: false };
  } catch {
    problems.push('GOOGLE_WALLET_SERVICE_ACCOUNT: its private_key is not an RSA key in PKCS#8 PEM');
    return null;
  }
}

/** Runs a parse; on failure records the problem, if one is given, and answers undefined. */
function parse<T>(read: () => T, problems: string[], problem?: string): T | undefined {
  try {
    return read();
  } catch {
    if (problem) problems.push(problem);
    return undefined;
  }
}

/** The service account's RSA key from its PKCS#8 PEM; throws for any other text or kind of key. */
function rsaPrivateKey(pem: string): KeyObject {
  if (!pem.includes('-----BEGIN PRIVATE KEY-----')) throw new Error('not PKCS#8 PEM');
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
  return key;
}
