import { describe, expect, it } from 'vitest';
import { parseSavedPlayers, withoutPlayer, withRecentPlayer } from './saved-players.ts';

const player = (userId: string, zoneId: string | null = '2001') => ({ userId, zoneId, nickname: `N${userId}` });

describe("a guest's saved players (commerce §3, ADR 0040)", () => {
  it('puts the player just validated first, once, and keeps 5', () => {
    let list = ['1', '2', '3', '4', '5'].reduce((saved, id) => withRecentPlayer(saved, player(id)), [] as ReturnType<typeof player>[]);
    expect(list.map((p) => p.userId)).toEqual(['5', '4', '3', '2', '1']);
    list = withRecentPlayer(list, player('3'));
    expect(list.map((p) => p.userId)).toEqual(['3', '5', '4', '2', '1']);
    list = withRecentPlayer(list, player('6'));
    expect(list.map((p) => p.userId)).toEqual(['6', '3', '5', '4', '2']);
    // Another zone is another player.
    expect(withRecentPlayer(list, player('6', '2002')).map((p) => `${p.userId}/${p.zoneId}`)).toContain('6/2001');
    expect(withoutPlayer(list, player('3')).map((p) => p.userId)).toEqual(['6', '5', '4', '2']);
  });

  it('reads only well-formed players from storage', () => {
    expect(parseSavedPlayers(null)).toEqual({});
    expect(parseSavedPlayers('not json')).toEqual({});
    expect(parseSavedPlayers('[1]')).toEqual({});
    const raw = JSON.stringify({
      'mobile-legends': [
        player('1'),
        { userId: '', zoneId: null, nickname: 'x' },
        { userId: '2', zoneId: 5, nickname: 'y' },
        player('3', null),
      ],
      'Bad Slug': [player('4')],
    });
    expect(parseSavedPlayers(raw)).toEqual({ 'mobile-legends': [player('1'), player('3', null)] });
  });
});
