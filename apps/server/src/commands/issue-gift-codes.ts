import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '@store/db';
import { loadConfig } from '../config.ts';
import { createLedgerService } from '../modules/ledger/index.ts';
import {
  createGiftCodes,
  createWalletMoney,
  formatGiftCode,
  GiftCodeIssueError,
  type GiftCodesService,
  type IssueBatchInput,
  type IssuedBatch,
} from '../modules/wallet/index.ts';

const USAGE =
  'usage: npm run gift-codes:issue -- --country ph --amount 50000 --count 10 [--per-wallet 1] [--expires 2027-01-31] [--note "…"]\n' +
  "  --amount is in minor units of the country's currency (50000 in ph is PHP 500.00); --expires is a UTC date or time";

/** The command's arguments as a batch request; a GiftCodeIssueError says what is wrong with them. */
export function parseIssueArguments(argv: string[]): IssueBatchInput {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        country: { type: 'string' },
        amount: { type: 'string' },
        count: { type: 'string' },
        'per-wallet': { type: 'string' },
        expires: { type: 'string' },
        note: { type: 'string' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new GiftCodeIssueError(`${(err as Error).message}\n${USAGE}`);
  }
  const whole = (name: string, text: string | undefined): number | undefined => {
    if (text === undefined) return undefined;
    if (!/^[0-9]+$/.test(text)) throw new GiftCodeIssueError(`--${name} must be a whole number`);
    return Number(text);
  };
  if (!values.country || !values.amount || !values.count)
    throw new GiftCodeIssueError(`--country, --amount and --count are required\n${USAGE}`);
  if (!/^[0-9]{1,15}$/.test(values.amount)) throw new GiftCodeIssueError('--amount must be a whole number of minor units');
  const expires = values.expires;
  // A bare date is the end of that day, UTC: "--expires 2027-01-31" still redeems on the 31st.
  const expiresAt = expires === undefined ? null : new Date(/^\d{4}-\d{2}-\d{2}$/.test(expires) ? `${expires}T23:59:59.999Z` : expires);
  return {
    countryCode: values.country.toLowerCase(),
    amountMinor: BigInt(values.amount),
    count: whole('count', values.count)!,
    perWalletLimit: whole('per-wallet', values['per-wallet']) ?? 1,
    expiresAt,
    note: values.note ?? '',
  };
}

/** The amount in major units, for a reader to check against what they meant: 50000 PHP (2) → 500.00. */
function major(amountMinor: bigint, exponent: number): string {
  if (exponent === 0) return amountMinor.toString();
  const text = amountMinor.toString().padStart(exponent + 1, '0');
  return `${text.slice(0, -exponent)}.${text.slice(-exponent)}`;
}

/** What the command prints: the batch, then one code a line in groups of four. */
export function describeIssuedBatch(batch: IssuedBatch): string {
  return [
    `batch ${batch.batchId}: ${batch.codes.length} codes of ${batch.currency} ${major(batch.amountMinor, batch.currencyExponent)} (${batch.amountMinor} minor units) for ${batch.countryCode}`,
    `each wallet may redeem ${batch.perWalletLimit} of them; ${batch.expiresAt ? `they expire at ${batch.expiresAt.toISOString()}` : 'they do not expire'}`,
    'the codes are shown only now (the store keeps their hashes):',
    ...batch.codes.map(formatGiftCode),
  ].join('\n');
}

/** The command's work, given the gift-code service: parse, issue, describe. */
export async function issueGiftCodes(argv: string[], giftCodes: Pick<GiftCodesService, 'issueBatch'>): Promise<string> {
  return describeIssuedBatch(await giftCodes.issueBatch(parseIssueArguments(argv)));
}

/**
 * `npm run gift-codes:issue -- …`: issues a batch on the configured database (DATABASE_URL, else
 * the embedded DATA_DIR, which the store must not hold open at the time) and prints its codes.
 */
async function main() {
  try {
    const input = parseIssueArguments(process.argv.slice(2));
    const config = loadConfig();
    const database = await openDatabase(config.database);
    try {
      await database.migrate();
      const money = createWalletMoney({ ledger: createLedgerService(database.db), now: Date.now });
      const giftCodes = createGiftCodes({ db: database.db, money, now: Date.now });
      console.log(describeIssuedBatch(await giftCodes.issueBatch(input)));
    } finally {
      await database.close();
    }
  } catch (err) {
    if (!(err instanceof GiftCodeIssueError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
