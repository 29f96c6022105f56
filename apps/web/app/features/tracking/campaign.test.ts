import { describe, expect, it } from 'vitest';
import {
  addUtmRecord,
  campaignParams,
  clickIdFrom,
  liveUtmRecords,
  parseClickId,
  serialiseClickId,
  utmMaxAgeDays,
  UTM_MAX_RECORDS,
  type UtmRecord,
} from './campaign.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 5, 15, 12);
const record = (daysAgo: number, id = `r${daysAgo}`): UtmRecord => ({ timestamp: now - daysAgo * DAY, id, params: { utm_source: id } });

describe('campaign parameters', () => {
  it('takes every utm_* parameter of the URL', () => {
    expect(campaignParams('?utm_source=newsletter&utm_medium=email&utm_campaign=summer&utm_term=ml&utm_content=top&page=2')).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'summer',
      utm_term: 'ml',
      utm_content: 'top',
    });
  });

  it('finds none in a URL without them, or with only empty ones', () => {
    expect(campaignParams('')).toBeNull();
    expect(campaignParams('?q=legends&utm=1&xutm_source=a')).toBeNull();
    expect(campaignParams('?utm_source=&utm_medium=%20')).toBeNull();
  });

  it('keeps the first of a repeated parameter, lower-cases names and bounds what a URL can store', () => {
    expect(campaignParams('?UTM_Source=a&utm_source=b')).toEqual({ utm_source: 'a' });
    const many = Array.from({ length: 20 }, (_, i) => `utm_p${i}=v`).join('&');
    expect(Object.keys(campaignParams(`?${many}`)!)).toHaveLength(10);
    expect(campaignParams(`?utm_source=${'x'.repeat(500)}`)!.utm_source).toHaveLength(200);
  });
});

describe('UTM records (shell §9)', () => {
  it('adds a record with its timestamp, id and parameters', () => {
    expect(addUtmRecord(null, { utm_source: 'ads' }, now, 'id-1', 30)).toEqual([
      { timestamp: now, id: 'id-1', params: { utm_source: 'ads' } },
    ]);
  });

  it('holds at most 35 records, dropping the oldest', () => {
    const full = Array.from({ length: UTM_MAX_RECORDS }, (_, i) => record((UTM_MAX_RECORDS - i) / 2, `r${i}`));
    const next = addUtmRecord(full, { utm_source: 'new' }, now, 'new', 30);
    expect(UTM_MAX_RECORDS).toBe(35);
    expect(next).toHaveLength(35);
    expect(next[0]!.id).toBe('r1');
    expect(next.at(-1)!.id).toBe('new');
    expect(next.map((r) => r.id)).not.toContain('r0');
  });

  it('expires records after 30 days', () => {
    const stored = [record(31), record(30), record(29.9), record(1)];
    expect(liveUtmRecords(stored, now, utmMaxAgeDays(false)).map((r) => r.id)).toEqual(['r29.9', 'r1']);
    expect(addUtmRecord(stored, { utm_source: 'x' }, now, 'x', 30).map((r) => r.id)).toEqual(['r29.9', 'r1', 'x']);
  });

  it('expires records after 7 days on the publisher white-label site', () => {
    expect(utmMaxAgeDays(true)).toBe(7);
    const stored = [record(8), record(7), record(6.9), record(0)];
    expect(liveUtmRecords(stored, now, utmMaxAgeDays(true)).map((r) => r.id)).toEqual(['r6.9', 'r0']);
  });

  it('drops malformed records, records from the future and anything that is not a list', () => {
    const stored = [
      record(1),
      null,
      'x',
      { timestamp: 'yesterday', id: 'a', params: {} },
      { timestamp: now, id: 'b', params: { utm_source: 5 } },
      { timestamp: now + DAY, id: 'future', params: {} },
    ];
    expect(liveUtmRecords(stored, now, 30).map((r) => r.id)).toEqual(['r1']);
    expect(liveUtmRecords({ records: [] }, now, 30)).toEqual([]);
    expect(liveUtmRecords(undefined, now, 30)).toEqual([]);
  });

  it('keeps the records in time order, whatever order storage had them in', () => {
    expect(liveUtmRecords([record(1), record(5), record(3)], now, 30).map((r) => r.id)).toEqual(['r5', 'r3', 'r1']);
  });
});

describe('click id (one cookie for gclid, fbclid and ttclid)', () => {
  it.each(['gclid', 'fbclid', 'ttclid'] as const)('takes %s', (param) => {
    expect(clickIdFrom(`?${param}=Cj0KCQ-abc_123.x`)).toEqual({ param, value: 'Cj0KCQ-abc_123.x' });
  });

  it('prefers gclid, then fbclid, then ttclid when a URL has several', () => {
    expect(clickIdFrom('?ttclid=t&fbclid=f&gclid=g')).toEqual({ param: 'gclid', value: 'g' });
    expect(clickIdFrom('?ttclid=t&fbclid=f')).toEqual({ param: 'fbclid', value: 'f' });
  });

  it('ignores a URL without one, an empty one and one that is not a token', () => {
    expect(clickIdFrom('?utm_source=a')).toBeNull();
    expect(clickIdFrom('?gclid=')).toBeNull();
    expect(clickIdFrom('?gclid=a%3Bb%3Dc')).toBeNull();
    expect(clickIdFrom(`?gclid=${'a'.repeat(501)}`)).toBeNull();
  });

  it('writes the network and the id in one cookie value, and reads it back', () => {
    const click = { param: 'fbclid', value: 'IwAR2x.y' } as const;
    expect(serialiseClickId(click)).toBe('fbclid.IwAR2x.y');
    expect(parseClickId(serialiseClickId(click))).toEqual(click);
    expect(parseClickId('msclkid.abc')).toBeNull();
    expect(parseClickId('gclid')).toBeNull();
    expect(parseClickId(null)).toBeNull();
  });
});
