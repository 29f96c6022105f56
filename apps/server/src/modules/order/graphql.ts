import type { FastifyInstance } from 'fastify';
import mercurius, { type MercuriusContext, type MercuriusOptions } from 'mercurius';
import type { GraphQLError, SelectionNode, ValidationRule } from 'graphql';
import { errors, WALLET_CHARGE_SUCCESS, type SendWalletCodeResponse } from '@store/contracts';
import { accountErrors } from '@store/contracts/identity.ts';
import type { Result } from '../../result.ts';
import { isDatabaseUnavailable } from '@store/db';
import { message } from '../../i18n.ts';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { isOrderId } from './service.ts';
import { accessTokenOf, carriesCsrfToken, type IdentityService } from '../identity/index.ts';
import { AdoptStatus, adoptMessages, type OrderHistory } from './history.ts';
import { GRAPHQL_PATH } from '@store/contracts/graphql-client.ts';
import { readGraphqlClientHeaders } from './graphql-client-headers.ts';

/**
 * An error a resolver threw by accident: it has the path of the field that failed (refusals of the
 * request while parsing or validating have none), and is neither a deliberate `ErrorWithProps` nor
 * a 4xx (a catalogued AppError).
 */
function isInternal(error: GraphQLError): boolean {
  const cause = error.originalError;
  if (!error.path || !cause || cause instanceof mercurius.ErrorWithProps) return false;
  const { statusCode } = cause as { statusCode?: unknown };
  return !(typeof statusCode === 'number' && statusCode < 500);
}

/**
 * Shell §7's GraphQL endpoint, for now only `setOrderUid`: a guest purchase linked to the signed-in
 * shopper after sign-in (guest adoption). The session key is the access token (cookie or bearer).
 */
const schema = /* GraphQL */ `
  type SetOrderUidResult {
    statusCode: Int!
    statusMessage: String!
  }
  input SetOrderUidInput {
    txnId: String!
    medium: String!
    uid: String!
    userSessionId: String
    userId: String
    zoneId: String
    voucherTypeId: String
    gvtId: String
    lvtId: String
    pcId: String
    checkoutId: String
    isOrderSummary: Boolean
  }
  type ChargeWalletResult {
    resultCode: Int!
    resultMessage: String!
    orderId: String
    status: Int
    balanceAmount: String
    balanceVersion: Int
    remainingAttempts: Int
    retryAfterSeconds: Int
  }
  input ChargeWalletInput {
    orderId: String!
    otp: String!
  }
  type WalletCodeResult {
    resultCode: Int!
    resultMessage: String!
    destination: String
    expiresInSeconds: Int
    resendAfterSeconds: Int
    retryAfterSeconds: Int
  }
  type Query {
    ping: Boolean!
  }
  type Mutation {
    setOrderUid(input: SetOrderUidInput!): SetOrderUidResult!
    chargeWallet(input: ChargeWalletInput!): ChargeWalletResult!
    sendWalletChargeCode(orderId: String!): WalletCodeResult!
  }
`;

/**
 * What one request may ask for. Without limits one document could run a mutation hundreds of times
 * under aliases (each a database round trip), or carry many operations to be parsed and validated.
 * Our clients send one small operation; the limits leave room for that and little more.
 */
export const GRAPHQL_LIMITS = { operations: 1, aliases: 5, fields: 60, depth: 6, cost: 60 } as const;

/**
 * A refusal that stops validation at once. graphql runs every rule in one walk, and some of its own
 * (overlapping fields) cost the square of a selection's size, so a limit must throw as soon as it
 * is exceeded rather than report and let the walk go on; the status makes mercurius answer 400.
 */
function refuse(message: string): never {
  throw new mercurius.ErrorWithProps(message, { code: 'GRAPHQL_VALIDATION_FAILED' }, 400);
}

/**
 * The size of the whole document, counted before any selection is walked: operations, aliases and
 * fields in every definition, fragments included (the armor rules count per operation, after
 * fragments have already been walked).
 */
const documentSizeRule: ValidationRule = () => ({
  Document(document) {
    let operations = 0;
    let aliases = 0;
    let fields = 0;
    const pending: (readonly SelectionNode[])[] = [];
    for (const definition of document.definitions) {
      if (definition.kind === 'OperationDefinition') operations++;
      if ('selectionSet' in definition && definition.selectionSet) pending.push(definition.selectionSet.selections);
    }
    while (pending.length > 0) {
      for (const selection of pending.pop()!) {
        if (selection.kind === 'Field') {
          fields++;
          if (selection.alias) aliases++;
        }
        if ('selectionSet' in selection && selection.selectionSet) pending.push(selection.selectionSet.selections);
      }
    }
    if (operations > GRAPHQL_LIMITS.operations) refuse('Too many operations in one request.');
    if (aliases > GRAPHQL_LIMITS.aliases) refuse('Too many aliases in one request.');
    if (fields > GRAPHQL_LIMITS.fields) refuse('Too many fields in one request.');
  },
});

/**
 * No `__schema` or `__type` fields: the schema is not published in production. graphql's own
 * NoSchemaIntrospectionCustomRule checks types by `instanceof`, which fails when the test runner
 * loads graphql's ES build beside mercurius's CommonJS one; the field names are enough here.
 */
const noIntrospectionRule: ValidationRule = () => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') refuse('GraphQL introspection is not allowed.');
  },
});

/** The armor rules (aliases through fragments, cost by depth) refuse the same way. */
const refuseAtOnce = { propagateOnRejection: false, onReject: [() => refuse('Query validation error.')] };

/** The validation rules of every request; introspection is for development, not for production. */
export function graphqlValidationRules(env: 'development' | 'production' | 'test'): ValidationRule[] {
  return [
    documentSizeRule,
    maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, exposeLimits: false, ...refuseAtOnce }) as unknown as ValidationRule,
    costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits: false, ...refuseAtOnce }) as unknown as ValidationRule,
    ...(env === 'production' ? [noIntrospectionRule] : []),
  ];
}

const failed = (error: (typeof errors)[keyof typeof errors]): Result<never> => ({ ok: false, error });

/** The figures a refused wallet code carries (one-time codes' `remainingAttempts`, `retryAfterSeconds`). */
function countsOf(data: unknown): { remainingAttempts?: number; retryAfterSeconds?: number } {
  const { remainingAttempts, retryAfterSeconds } = (data ?? {}) as Record<string, unknown>;
  return {
    ...(typeof remainingAttempts === 'number' ? { remainingAttempts } : {}),
    ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
  };
}

type SetOrderUidInput = { txnId: string; medium: string; uid: string; isOrderSummary?: boolean | null };

/** Paying a Codacash order (workflows/pay-with-codacash.ts), for the signed-in shopper. */
export type WalletCharging = {
  chargeWallet(request: {
    siteId: number;
    userId: string;
    orderId: string;
    otp: string;
  }): Promise<Result<{ orderId: string; status: number; balanceAmount: string | null; balanceVersion: number | null }>>;
  resendChargeCode(request: { siteId: number; userId: string; orderId: string }): Promise<Result<SendWalletCodeResponse>>;
};

export type GraphqlRoutesOptions = {
  identity: IdentityService;
  history: OrderHistory;
  wallet: WalletCharging;
  /**
   * Moves the guest's rewards kept under the account's verified contact to the account (commerce
   * §4 adoption, docs/decisions/0034); the rewards module's.
   */
  adoptRewards(user: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    phoneNumber: string | null;
    phoneNumberVerified: boolean;
  }): Promise<unknown>;
  /** Production refuses introspection. */
  env: 'development' | 'production' | 'test';
  /**
   * Where this store answers GraphQL: `/graphql` and the regional paths its settings name
   * (docs/decisions/0051); one schema, one set of resolvers, whichever region's path is asked.
   */
  paths?: readonly string[];
};

export async function graphqlRoutes(
  app: FastifyInstance,
  { identity, history, wallet, adoptRewards, env, paths = [GRAPHQL_PATH] }: GraphqlRoutesOptions,
) {
  const answer = (statusCode: number) => ({ statusCode, statusMessage: adoptMessages[statusCode] ?? 'Error' });
  /** A wallet operation's answer: 0 and the value, or the catalogued code and its message. */
  const walletAnswer = <T extends object>(result: Result<T>, success = 0) =>
    result.ok
      ? { resultCode: success, resultMessage: 'Success', ...result.value }
      : {
          resultCode: Number(result.error.resultCode) || 400,
          resultMessage: message(`errors:${result.error.key}`),
          // What the page says with a refused code: the tries left, or how long to wait (a lock, a resend).
          ...countsOf(result.data),
        };
  /**
   * Spending from the wallet needs the signed-in shopper and the anti-forgery token (commerce §7:
   * ChargeWallet carries it): a page of another site cannot spend for them.
   */
  async function walletShopper(
    context: MercuriusContext,
  ): Promise<{ siteId: number; userId: string } | { resultCode: number; resultMessage: string }> {
    const { request } = context.reply;
    if (!carriesCsrfToken(identity, request)) {
      return { resultCode: 403, resultMessage: message(`errors:${accountErrors.CSRF_TOKEN_INVALID.key}`) };
    }
    const auth = await identity.authenticate(request.site.id, accessTokenOf(request));
    if (!auth.ok) return { resultCode: 401, resultMessage: message(`errors:${accountErrors.NOT_AUTHENTICATED.key}`) };
    return { siteId: request.site.id, userId: auth.value.user.id };
  }

  // Shell §7's page headers: read once, kept only when well formed, and named in the log of a
  // failure so that a report can say which page and experiment it came from.
  app.addHook('onRequest', async (request) => {
    request.log = request.log.child({ graphqlClient: readGraphqlClientHeaders(request.headers) });
  });

  const options: MercuriusOptions = {
    schema,
    graphiql: false,
    jit: 0,
    // Queries are small; a deep, wide or costly one is refused before it runs.
    queryDepth: GRAPHQL_LIMITS.depth,
    validationRules: graphqlValidationRules(env),
    // A resolver that fails unexpectedly is logged and answered with the catalogued message, never its own.
    errorFormatter: (execution, context) => {
      const internal = execution.errors.filter(isInternal);
      if (internal.length === 0) return mercurius.defaultErrorFormatter(execution, context);
      for (const e of internal) context.reply.request.log.error({ err: e.originalError }, 'GraphQL resolver failed');
      const catalogued = internal.some((e) => isDatabaseUnavailable(e.originalError)) ? errors.serverUnavailable : errors.unknownError;
      return {
        statusCode: catalogued.status,
        response: {
          data: null,
          errors: [{ message: message(`errors:${catalogued.key}`), extensions: { resultCode: catalogued.resultCode } }],
        },
      };
    },
    resolvers: {
      Query: { ping: () => true },
      Mutation: {
        async setOrderUid(_root: unknown, { input }: { input: SetOrderUidInput }, context: MercuriusContext) {
          const { request } = context.reply;
          if (!request.site.features.account) return answer(AdoptStatus.NotAuthenticated);
          const auth = await identity.authenticate(request.site.id, accessTokenOf(request));
          if (!auth.ok) return answer(AdoptStatus.NotAuthenticated);
          const { user } = auth.value;
          // The uid names the account the order goes to: it must be the signed-in shopper's own.
          const medium = input.medium.toLowerCase();
          const uid = input.uid.trim().toLowerCase();
          const own =
            medium === 'email'
              ? user.email?.toLowerCase() === uid
              : medium === 'mobile' || medium === 'phone_number'
                ? !!user.phoneNumber && user.phoneNumber.replace(/\D/g, '') === uid.replace(/\D/g, '')
                : false;
          if (!own || input.txnId.length > 64) return answer(AdoptStatus.InvalidInput);
          // Only a well-formed order id reaches the database (a GraphQL string literal may even hold
          // NUL, which PostgreSQL refuses); any other names no order.
          if (!isOrderId(input.txnId)) return answer(AdoptStatus.OrderNotFound);
          const adopted = await history.adopt(request.site.id, { id: user.id, email: user.email, mobile: user.phoneNumber }, input.txnId);
          if (adopted !== AdoptStatus.Success) return answer(adopted);
          // The order's rewards follow it: a failure here is the spec's rewardLinkingFailed.
          try {
            await adoptRewards(user);
          } catch (err) {
            request.log.error({ err, orderId: input.txnId }, 'guest rewards could not be linked');
            return answer(AdoptStatus.RewardLinkingFailed);
          }
          return answer(AdoptStatus.Success);
        },
        async chargeWallet(_root: unknown, { input }: { input: { orderId: string; otp: string } }, context: MercuriusContext) {
          const shopper = await walletShopper(context);
          if (!('userId' in shopper)) return shopper;
          if (!isOrderId(input.orderId) || input.otp.length > 16) return walletAnswer(failed(errors.invalidParameters));
          return walletAnswer(await wallet.chargeWallet({ ...shopper, orderId: input.orderId, otp: input.otp }), WALLET_CHARGE_SUCCESS);
        },
        async sendWalletChargeCode(_root: unknown, { orderId }: { orderId: string }, context: MercuriusContext) {
          const shopper = await walletShopper(context);
          if (!('userId' in shopper)) return shopper;
          if (!isOrderId(orderId)) return walletAnswer(failed(errors.invalidParameters));
          return walletAnswer(await wallet.resendChargeCode({ ...shopper, orderId }));
        },
      },
    },
  };
  for (const path of paths) {
    // Each path in a scope of its own: mercurius decorates the instance it is registered on.
    await app.register(async (scope) => {
      await scope.register(mercurius, { ...options, path });
    });
  }
}
