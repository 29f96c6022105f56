import type { IncomingHttpHeaders } from 'node:http';
import { GRAPHQL_HEADER_MAX_LENGTH, GRAPHQL_HEADERS } from '@store/contracts/graphql-client.ts';

/**
 * What a GraphQL request said about its page (shell §7's headers): the page path, the experiment
 * token and context, and the white-label id. Each is kept only when it is one plain value of the
 * shape the web client sends; anything else is dropped, never refused, so no header value can make
 * a request fail. The site is still the Host's (ADR 0009): the white-label id is recorded, not obeyed.
 */
export type GraphqlClientHeaders = {
  pagePath: string | null;
  experimentToken: string | null;
  experimentContext: string | null;
  whiteLabelId: number | null;
};

function one(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > GRAPHQL_HEADER_MAX_LENGTH ? null : trimmed;
}

/** Printable ASCII without spaces' surprises: a path, a token, a query string. */
const printable = /^[\x21-\x7e]+$/;

export function readGraphqlClientHeaders(headers: IncomingHttpHeaders): GraphqlClientHeaders {
  const pagePath = one(headers, GRAPHQL_HEADERS.pagePath);
  const experimentToken = one(headers, GRAPHQL_HEADERS.experimentToken);
  const experimentContext = one(headers, GRAPHQL_HEADERS.experimentContext);
  const whiteLabelId = one(headers, GRAPHQL_HEADERS.whiteLabelId);
  const id = whiteLabelId !== null && /^(?:0|[1-9]\d{0,8})$/.test(whiteLabelId) ? Number(whiteLabelId) : null;
  return {
    pagePath: pagePath !== null && pagePath.startsWith('/') && !pagePath.startsWith('//') && printable.test(pagePath) ? pagePath : null,
    experimentToken: experimentToken !== null && /^[\w.-]+$/.test(experimentToken) ? experimentToken : null,
    experimentContext: experimentContext !== null && printable.test(experimentContext) ? experimentContext : null,
    whiteLabelId: id,
  };
}
