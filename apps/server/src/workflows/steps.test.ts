import { describe, expect, it } from 'vitest';
import { errors } from '@store/contracts';
import { fail, ok } from '../result.ts';
import { runWorkflow } from './steps.ts';

function recordingLog() {
  const errorsLogged: Array<{ obj: object; msg?: string }> = [];
  return { log: { error: (obj: object, msg?: string) => void errorsLogged.push({ obj, ...(msg ? { msg } : {}) }) }, errorsLogged };
}

describe('workflow steps and compensations', () => {
  it('answers the last value and undoes nothing when every step succeeds', async () => {
    const undone: string[] = [];
    const { log } = recordingLog();
    const result = await runWorkflow('w', log, async (step) => {
      const a = await step(
        'a',
        () => ok(1),
        async () => void undone.push('a'),
      );
      const b = await step(
        'b',
        async () => ok(a + 1),
        async () => void undone.push('b'),
      );
      return b * 10;
    });
    expect(result).toEqual({ ok: true, value: 20 });
    expect(undone).toEqual([]);
  });

  it('stops at an expected failure, undoes the steps before it newest first, and answers the failure', async () => {
    const undone: string[] = [];
    const ran: string[] = [];
    const { log } = recordingLog();
    const result = await runWorkflow('w', log, async (step) => {
      await step(
        'a',
        () => ok('A'),
        async (value) => void undone.push(`a:${value}`),
      );
      await step(
        'b',
        () => ok('B'),
        async (value) => void undone.push(`b:${value}`),
      );
      await step('no undo', () => ok('C'));
      await step(
        'd',
        () => fail(errors.denominationUnavailable, { why: 'test' }),
        async () => void undone.push('d'),
      );
      ran.push('after d');
      return 'never';
    });
    expect(result).toEqual({ ok: false, error: errors.denominationUnavailable, data: { why: 'test' } });
    expect(undone).toEqual(['b:B', 'a:A']);
    expect(ran).toEqual([]);
  });

  it('undoes on an exception too, then rethrows it', async () => {
    const undone: string[] = [];
    const { log } = recordingLog();
    const boom = new Error('provider down');
    await expect(
      runWorkflow('w', log, async (step) => {
        await step(
          'a',
          () => ok(1),
          async () => void undone.push('a'),
        );
        await step(
          'b',
          async () => {
            throw boom;
          },
          async () => void undone.push('b'),
        );
      }),
    ).rejects.toBe(boom);
    expect(undone).toEqual(['a']);
  });

  it('a compensation that fails is logged with its step and the others still run', async () => {
    const undone: string[] = [];
    const { log, errorsLogged } = recordingLog();
    const result = await runWorkflow('checkout', log, async (step) => {
      await step(
        'a',
        () => ok(1),
        async () => void undone.push('a'),
      );
      await step(
        'b',
        () => ok(2),
        async () => {
          throw new Error('cannot undo b');
        },
      );
      await step(
        'c',
        () => ok(3),
        async () => void undone.push('c'),
      );
      await step('d', () => fail(errors.serverUnavailable));
    });
    expect(result.ok).toBe(false);
    expect(undone).toEqual(['c', 'a']);
    expect(errorsLogged).toHaveLength(1);
    expect(errorsLogged[0]).toMatchObject({ obj: { workflow: 'checkout', step: 'b' }, msg: 'compensation failed' });
  });
});
