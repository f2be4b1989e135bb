import { decodeToken, decodeUser, encodeToken, encodeUser } from '../../machines/sessionCodec';
import type { Token, User } from '../../machines/types';

const token: Token = { access_token: 'abc.def.ghi', token_type: 'bearer', expires_in: 3600 };

describe('stored session codec', () => {
  it('stores the token as base64 of its JSON and reads it back', () => {
    const stored = encodeToken(token);
    expect(JSON.parse(Buffer.from(stored, 'base64').toString('utf8'))).toEqual(token);
    expect(decodeToken(stored)).toEqual(token);
  });

  it('round-trips non-ASCII text through base64', () => {
    const unicode = { ...token, access_token: 'tőkén-ñ-雪-🚜' };
    expect(decodeToken(encodeToken(unicode))).toEqual(unicode);
  });

  it('stores only the access token, its type and lifetime: a realtime credential never stays on the device', () => {
    const withRealtime = { ...token, firebase_token: 'header.claims.signature' };
    expect(JSON.parse(atob(encodeToken(withRealtime)))).toEqual({ access_token: token.access_token, token_type: token.token_type, expires_in: token.expires_in });
    // One kept by an earlier version is not read back either: the feed asks the platform for a fresh one.
    expect(decodeToken(btoa(JSON.stringify(withRealtime)))).toEqual(token);
  });

  it('discards corrupt or wrongly shaped token values', () => {
    for (const stored of [null, '', '%%%not-base64%%%', btoa('not json'), btoa('[]'), btoa('{"token_type":"bearer"}'), btoa('null')]) {
      expect(decodeToken(stored), String(stored)).toBeNull();
    }
  });

  it('reads back a stored user with a unicode name', () => {
    const user = { id: 5, name: 'Ñoño Ütama*', cabang_id: null } as unknown as User;
    expect(decodeUser(encodeUser(user))).toEqual(user);
  });

  it('keeps a stored user with only an id (the contract promises no more)', () => {
    expect(decodeUser('{"id":1}')).toEqual({ id: 1 });
  });

  it('discards corrupt users and users without a numeric id', () => {
    for (const stored of [null, '', '{', '"teks"', '[]', '{"name":"Tanpa id"}', '{"id":"1","name":"x"}']) {
      expect(decodeUser(stored), String(stored)).toBeNull();
    }
  });
});
