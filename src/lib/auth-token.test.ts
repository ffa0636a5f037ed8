import { makeToken, danaInfo } from '../test/fakes.ts';
import { decodeUserInfo, fullNameOf, initialsOf, sessionIdentity } from './auth-token.ts';

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

  it("names the signed-in session by its user and session ids, the same across renewals", () => {
    const withIds = (claims: object) => `${makeToken().split('.')[0]}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
    expect(sessionIdentity(withIds({ sub: 'u-dana', sid: 's-1', exp: 1 }))).toBe('u-dana:s-1');
    expect(sessionIdentity(withIds({ sub: 'u-dana', sid: 's-1', exp: 2 }))).toBe('u-dana:s-1');
    expect(sessionIdentity(withIds({ sub: 'u-dana' }))).toBe('u-dana:');
    expect(sessionIdentity(withIds({ sid: 's-1' }))).toBeNull();
    expect(sessionIdentity('garbage')).toBeNull();
    expect(sessionIdentity(null)).toBeNull();
  });

  it('derives initials and full name', () => {
    expect(initialsOf({ FirstName: ' dana', LastName: 'agent' })).toBe('DA');
    expect(fullNameOf({ FirstName: 'Dana', LastName: 'Agent' })).toBe('Dana Agent');
  });
});
