import { describe, expect, it } from 'vitest';
import { defaultPlayerFields, isRiotId, playerProblems, type PlayerField } from './player-fields.ts';

describe('isRiotId', () => {
  it('takes a name of 3 to 16 characters, "#", and a tag of 3 to 5 letters or digits', () => {
    for (const id of ['Faker#KR1', 'abc#123', 'SixteenCharsName#EUW12', ' Faker#KR1 ', 'Jöns#NA1']) expect(isRiotId(id), id).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of [
      '',
      'Faker',
      'Faker#',
      '#KR1',
      'ab#KR1',
      'SeventeenCharName#EUW',
      'Faker#KR',
      'Faker#KR1234',
      'Faker#K-1',
      'a#b#KR1',
    ]) {
      expect(isRiotId(id), id).toBe(false);
    }
  });
});

describe('playerProblems', () => {
  const server: PlayerField = { kind: 'server', servers: [{ id: 'os-asia', label: 'asia' }] };

  it('has nothing to say of a game that asks only an id and a zone number', () => {
    expect(playerProblems(defaultPlayerFields(true), { userId: 'anything', zoneId: 'x' })).toEqual([]);
    expect(defaultPlayerFields(false)).toEqual([{ kind: 'userId' }]);
  });

  it('names the field of each problem: the Riot ID, the server, the character name', () => {
    expect(playerProblems([{ kind: 'riotId' }], { userId: 'Faker' })).toEqual([{ field: 'userId', code: 'riotIdFormat' }]);
    // A missing id is the schema's to report, not a format problem.
    expect(playerProblems([{ kind: 'riotId' }], { userId: '' })).toEqual([]);
    expect(playerProblems([{ kind: 'userId' }, server, { kind: 'characterName' }], { userId: '1', zoneId: 'os-usa' })).toEqual([
      { field: 'zoneId', code: 'unknownServer' },
      { field: 'characterName', code: 'required' },
    ]);
    expect(playerProblems([{ kind: 'userId' }, server], { userId: '1' })).toEqual([{ field: 'zoneId', code: 'required' }]);
    expect(playerProblems([{ kind: 'userId' }, server, { kind: 'characterName' }], { zoneId: 'os-asia', characterName: 'Hero' })).toEqual(
      [],
    );
  });
});
