// The remotes operations bound to one operator's context: the console asks as the operator who is
// logged in, so the audit log names them.
import type { OperationContext } from '../operations/operation-types';
import type { OperationsApi, RemoteOperationsModule } from './ops-types';

/**
 * `bindOperations(remoteOperations, (operator) => ({ ...siteContext, operator }))`, with
 * `import * as remoteOperations from '../operations/remote-operations'`.
 */
export function bindOperations(
  operations: RemoteOperationsModule,
  contextFor: (operator: string) => OperationContext,
): (operator: string) => OperationsApi {
  return (operator) => {
    const ctx = contextFor(operator);
    return {
      setRemote: (request) => operations.setRemote(ctx, request),
      rollbackRemote: (request) => operations.rollbackRemote(ctx, request),
      startCanary: (request) => operations.startCanary(ctx, request),
      promoteCanary: (request) => operations.promoteCanary(ctx, request),
      abortCanary: (request) => operations.abortCanary(ctx, request),
      createPreview: (request) => operations.createPreview(ctx, request),
      endPreview: (request) => operations.endPreview(ctx, request),
      casinoOverview: (casino) => operations.casinoOverview(ctx, casino),
      casinoHealth: (casino, since) => operations.casinoHealth(ctx, casino, since),
    };
  };
}
