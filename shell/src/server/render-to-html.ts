// One pass of a server render: the markup once every boundary is ready, and what the outlets
// threw (NotRenderedOnServer: a module this pass had not loaded; NavigatesAwayOnServer: a page
// that sends the visitor elsewhere; anything else: a module that failed, its outlet left to the
// browser). React sends a boundary that threw as its fallback, for
// the browser to render.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { NavigatesAwayOnServer, NotRenderedOnServer } from '@parlor/shared/host';

/** A pass that is not ready by then is cut short: what is not ready goes out as its fallback. */
export const RENDER_PASS_MS = 1000;

export interface RenderPass {
  html: string;
  /** the (remote, expose) of outlets whose module the pass did not have */
  notRendered: [string, string][];
  /** where a `<Navigate>` rendered would send the visitor, if one was */
  navigatesTo: string | null;
  /** other errors thrown inside boundaries */
  errors: string[];
}

export function renderToHtml(element: ReactNode): Promise<RenderPass> {
  return new Promise((resolve, reject) => {
    const notRendered: [string, string][] = [];
    const errors: string[] = [];
    let navigatesTo: string | null = null;
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += String(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      resolve({ html, notRendered, navigatesTo, errors });
    });
    const stream = renderToPipeableStream(element, {
      // every boundary in place, none sent apart to be moved in by an inline script (the page's
      // policy runs no inline script, and the page is sent whole anyway)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        if (error instanceof NotRenderedOnServer) notRendered.push([error.remote, error.expose]);
        else if (error instanceof NavigatesAwayOnServer) navigatesTo ??= error.to;
        else errors.push(error instanceof Error ? error.message : String(error));
        // no digest: the browser renders the boundary and shows its own state
        return undefined;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('server render pass timed out')),
      RENDER_PASS_MS,
    );
  });
}
