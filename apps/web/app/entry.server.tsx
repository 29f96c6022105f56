import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { withMessages } from './lib/i18n.server.ts';
import { lowerModulePreloads } from './lib/module-preload-priority.server.ts';

export const streamTimeout = 5_000;

/**
 * Streams the page as soon as its shell is ready; crawlers get the complete document at once.
 * Differs from React Router's default in naming the charset of the HTML, in giving every inline
 * script (the router's hydration data and scripts, React's streaming ones) the nonce of the page's
 * Content-Security-Policy (ADR 0020), and in fetching the scripts at low priority (ADR 0059).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    headers.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status, headers });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const loaderData = routerContext.staticHandlerContext.loaderData;
    const nonce = loadContext.cspNonce;
    const page = withMessages(loaderData, <ServerRouter context={routerContext} url={request.url} nonce={nonce} />);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        // The stream React writes into is the one the answer reads, as with React Router's
        // PassThrough: React listens for its errors (a shopper who leaves mid-page cancels it).
        const body = lowerModulePreloads(() => {
          clearTimeout(timeout);
          timeout = undefined;
        });
        headers.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell are logged by React Router; later ones only surface here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
