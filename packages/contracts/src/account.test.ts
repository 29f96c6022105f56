import { describe, expect, it } from 'vitest';
import {
  ageOn,
  countdown,
  isProductReturnPath,
  isStrongEnoughPassword,
  isValidCpf,
  parseBirthDate,
  signUpProblems,
  type SignUpInput,
} from './account.ts';

const today = new Date(Date.UTC(2026, 10, 23));
const valid: SignUpInput = {
  uid: 'ana@example.com',
  uidType: 'email',
  password: 'secret123',
  passwordConfirmation: 'secret123',
  name: 'Ana',
  birthDate: '1990-05-17',
  subscribeMarketing: false,
};

describe('sign-up rules (shell §5)', () => {
  it('accepts a complete, adult sign-up', () => {
    expect(signUpProblems(valid, today)).toEqual({});
  });

  it('needs a password of at least 8 characters including a number', () => {
    expect(isStrongEnoughPassword('abcdefg1')).toBe(true);
    expect(isStrongEnoughPassword('abcdef1')).toBe(false);
    expect(isStrongEnoughPassword('abcdefgh')).toBe(false);
    expect(signUpProblems({ ...valid, password: 'password', passwordConfirmation: 'password' }, today)).toEqual({
      password: 'passwordTooWeak',
    });
  });

  it('needs the confirmation to match', () => {
    expect(signUpProblems({ ...valid, passwordConfirmation: 'secret124' }, today)).toEqual({ passwordConfirmation: 'passwordMismatch' });
  });

  it('needs a real birth date, not in the future', () => {
    expect(parseBirthDate('2001-02-29', today)).toBeNull();
    expect(parseBirthDate('2000-02-29', today)).not.toBeNull();
    expect(parseBirthDate('17/05/1990', today)).toBeNull();
    expect(parseBirthDate('2027-01-01', today)).toBeNull();
    expect(signUpProblems({ ...valid, birthDate: '1990-13-01' }, today)).toEqual({ birthDate: 'invalidDate' });
  });

  it('needs the shopper to be 18 or more, counting the birthday itself', () => {
    expect(ageOn(new Date(Date.UTC(2008, 10, 23)), today)).toBe(18);
    expect(ageOn(new Date(Date.UTC(2008, 10, 24)), today)).toBe(17);
    expect(signUpProblems({ ...valid, birthDate: '2008-11-23' }, today)).toEqual({});
    expect(signUpProblems({ ...valid, birthDate: '2008-11-24' }, today)).toEqual({ birthDate: 'underage' });
  });

  it('reports every empty field', () => {
    const empty = { ...valid, uid: ' ', password: '', passwordConfirmation: '', name: '', birthDate: '' };
    expect(signUpProblems(empty, today)).toEqual({ uid: 'required', password: 'required', name: 'required', birthDate: 'required' });
  });
});

describe('CPF', () => {
  it('accepts valid numbers with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('abc.def.ghi-jk')).toBe(false);
  });
});

describe('the saved return path (shell §2, §5)', () => {
  it('is a product page under a shop segment', () => {
    expect(isProductReturnPath('/sg/mobile-legends')).toBe(true);
    expect(isProductReturnPath('/en-eg/free-fire')).toBe(true);
  });

  it('is nothing else: other pages, other hosts, odd segments', () => {
    expect(isProductReturnPath('/sg/search')).toBe(false);
    expect(isProductReturnPath('/sg/complete')).toBe(false);
    expect(isProductReturnPath('/sg/')).toBe(false);
    expect(isProductReturnPath('/sg/mobile-legends/extra')).toBe(false);
    expect(isProductReturnPath('//evil.example/x')).toBe(false);
    expect(isProductReturnPath('https://evil.example/sg/x')).toBe(false);
    expect(isProductReturnPath('/SG/mobile-legends')).toBe(false);
    expect(isProductReturnPath('/eng-eg/mobile-legends')).toBe(false);
  });
});

describe('countdown (shell §4)', () => {
  it('shows days and hours while a day or more remains', () => {
    expect(countdown(((2 * 24 + 5) * 3600 + 59) * 1000)).toEqual({ days: 2, hours: 5 });
    expect(countdown(24 * 3600 * 1000)).toEqual({ days: 1, hours: 0 });
  });

  it('shows hours, minutes and seconds under a day, and zeros once past', () => {
    expect(countdown((23 * 3600 + 59 * 60 + 58) * 1000 + 999)).toEqual({ hours: 23, minutes: 59, seconds: 58 });
    expect(countdown(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(countdown(-5000)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
