import { randomBytes } from 'node:crypto';
import { issueDeviceToken, knownDeviceId } from './known-devices';

describe('known-device tokens', () => {
  const key = randomBytes(32);

  it('name a device of the account they were issued for, and of no other account, realm or key', () => {
    const token = issueDeviceToken(key, 'admin', 'owner@example.com');
    const deviceId = knownDeviceId([key], 'admin', 'owner@example.com', token);
    expect(deviceId).toBe(token.split('.')[0]);
    expect(knownDeviceId([key], 'admin', 'other@example.com', token)).toBeUndefined();
    expect(knownDeviceId([key], 'super-admin', 'owner@example.com', token)).toBeUndefined();
    expect(knownDeviceId([randomBytes(32)], 'admin', 'owner@example.com', token)).toBeUndefined();
  });

  it('refuse a tampered, truncated or malformed token', () => {
    const token = issueDeviceToken(key, 'admin', 'owner@example.com');
    const [deviceId, signature] = token.split('.');
    for (const forged of [`x${deviceId}.${signature}`, `${deviceId}.${signature.slice(1)}`, deviceId, '', '.', `${token}.extra`, `${token}x`.repeat(3), undefined, 42]) {
      expect(knownDeviceId([key], 'admin', 'owner@example.com', forged)).toBeUndefined();
    }
  });

  it('still name the device after a key rotation while the key it was issued under is listed', () => {
    const newKey = randomBytes(32);
    const token = issueDeviceToken(key, 'admin', 'owner@example.com');
    expect(knownDeviceId([newKey, key], 'admin', 'owner@example.com', token)).toBe(token.split('.')[0]);
    expect(knownDeviceId([newKey], 'admin', 'owner@example.com', token)).toBeUndefined();
  });

  it('give every sign-in a new device id', () => {
    expect(issueDeviceToken(key, 'admin', 'owner@example.com')).not.toBe(issueDeviceToken(key, 'admin', 'owner@example.com'));
  });
});
