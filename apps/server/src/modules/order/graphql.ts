import type { FastifyInstance } from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import { accessTokenOf, type IdentityService } from '../identity/index.ts';
import { AdoptStatus, adoptMessages, createOrderHistory } from './history.ts';

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
  type Query {
    ping: Boolean!
  }
  type Mutation {
    setOrderUid(input: SetOrderUidInput!): SetOrderUidResult!
  }
`;

type SetOrderUidInput = { txnId: string; medium: string; uid: string; isOrderSummary?: boolean | null };

export async function graphqlRoutes(app: FastifyInstance, { identity }: { identity: IdentityService }) {
  const history = createOrderHistory(app.services.database.db);
  const answer = (statusCode: number) => ({ statusCode, statusMessage: adoptMessages[statusCode] ?? 'Error' });

  await app.register(mercurius, {
    schema,
    path: '/graphql',
    graphiql: false,
    jit: 0,
    // Queries are small; a deep or huge one is refused before it runs.
    queryDepth: 6,
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
          const own = medium === 'email' ? user.email?.toLowerCase() === uid
            : medium === 'mobile' || medium === 'phone_number' ? !!user.phoneNumber && user.phoneNumber.replace(/\D/g, '') === uid.replace(/\D/g, '')
              : false;
          if (!own || input.txnId.length > 64) return answer(AdoptStatus.InvalidInput);
          return answer(await history.adopt(request.site.id, { id: user.id, email: user.email, mobile: user.phoneNumber }, input.txnId));
        },
      },
    },
  });
}
