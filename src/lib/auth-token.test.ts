import { NOW, makeToken, danaInfo } from '../test/fakes';
import { decodeUserInfo, fullNameOf, initialsOf, isTokenExpired } from './auth-token';

describe('auth token helpers', () => {
  it('decodes the user info the app needs', () => {
    expect(decodeUserInfo(makeToken())).toMatchObject(danaInfo);
  });

  it('rejects text that is not a usable token', () => {
    expect(decodeUserInfo('not-a-token')).toBeNull();
    expect(decodeUserInfo('')).toBeNull();
    const withoutTenant = `${Buffer.from('{}').toString('base64url')}.${Buffer.from('{"FirstName":"A"}').toString('base64url')}.x`;
    expect(decodeUserInfo(withoutTenant)).toBeNull();
  });

  it('treats a token as expired when its expiry is before now', () => {
    expect(isTokenExpired(makeToken({}, NOW - 1000), NOW)).toBe(true);
    expect(isTokenExpired(makeToken({}, NOW + 1000), NOW)).toBe(false);
    expect(isTokenExpired('garbage', NOW)).toBe(true);
  });

  it('derives initials and full name', () => {
    expect(initialsOf({ FirstName: ' dana', LastName: 'agent' })).toBe('DA');
    expect(fullNameOf({ FirstName: 'Dana', LastName: 'Agent' })).toBe('Dana Agent');
  });
});
