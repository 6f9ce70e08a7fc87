// comlink for the search worker's module when bench/offline/main.ts runs it on the page's main
// thread: `expose` answers on the port the page handed over instead of the worker's global scope.
// Everything else is comlink itself.
import { expose as exposeOn } from 'comlink';

export * from 'comlink';

export function expose(api: unknown, endpoint?: MessagePort): void {
  const port = (globalThis as { __miseWorkerPort?: MessagePort }).__miseWorkerPort;
  exposeOn(api, endpoint ?? port);
}
