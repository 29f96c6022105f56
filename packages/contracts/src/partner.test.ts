import { describe, expect, it } from 'vitest';
import { isLoggedIn, missingPartnerField, playerInitials, signInErrorType } from './partner.ts';

describe('partner sign-in error type (shell §4, §8)', () => {
  it('login status 2002 with player status 0 is banned, 1 is playerNotLinked', () => {
    expect(signInErrorType(2002, 0)).toBe('banned');
    expect(signInErrorType(2002, '0')).toBe('banned');
    expect(signInErrorType(2002, 1)).toBe('playerNotLinked');
    expect(signInErrorType(2002, '1')).toBe('playerNotLinked');
  });
  it('any other status, another code or no status is unknown', () => {
    expect(signInErrorType(2002, 2)).toBe('unknown');
    expect(signInErrorType(2002, 7)).toBe('unknown');
    expect(signInErrorType(2002, undefined)).toBe('unknown');
    expect(signInErrorType(2002, '')).toBe('unknown');
    expect(signInErrorType(2002, null)).toBe('unknown');
    expect(signInErrorType(2000, 0)).toBe('unknown');
    expect(signInErrorType(undefined, 1)).toBe('unknown');
    expect(signInErrorType(500, 0)).toBe('unknown');
  });
});

describe('partner login validation (shell §5)', () => {
  const player = {
    name: 'Tristan',
    id: '58012345',
    status: 2,
    country: 'id',
    accessToken: 't',
    accountRegion: 'Indonesia',
    accountRegionCode: 'ID',
  };
  it('names the first missing or empty field, in the spec’s order', () => {
    expect(missingPartnerField(player)).toBeNull();
    expect(missingPartnerField({ ...player, status: 0 })).toBeNull();
    expect(missingPartnerField({ ...player, accountRegionCode: '' })).toBe('accountRegionCode');
    expect(missingPartnerField({ ...player, accessToken: ' ' })).toBe('authToken');
    expect(missingPartnerField({ ...player, name: undefined })).toBe('playerName');
    expect(missingPartnerField({ ...player, id: '' })).toBe('playerId');
    expect(missingPartnerField({ ...player, status: '' })).toBe('playerStatus');
    expect(missingPartnerField({ ...player, status: Number.NaN })).toBe('playerStatus');
    expect(missingPartnerField({})).toBe('accountRegionCode');
  });
});

describe('partner account in the shell (shell §2, §6)', () => {
  it('logged in if either the customer or the partner account is', () => {
    expect(isLoggedIn({ customer: false, partner: false })).toBe(false);
    expect(isLoggedIn({ customer: true, partner: false })).toBe(true);
    expect(isLoggedIn({ customer: false, partner: true })).toBe(true);
  });
  it('the user icon shows the first 3 letters of the player name', () => {
    expect(playerInitials('Tristan Wibowo')).toBe('Tri');
    expect(playerInitials('  Al')).toBe('Al');
    expect(playerInitials('😀ab😀')).toBe('😀ab');
  });
});
