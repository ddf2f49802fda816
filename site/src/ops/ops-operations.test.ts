import * as remoteOperations from '../operations/remote-operations';
import type { OperationContext } from '../operations/operation-types';
import { bindOperations } from './ops-operations';
import type { RemoteOperationsModule } from './ops-types';

describe('the operations bound to an operator', () => {
  it('fit the operations module as it is', () => {
    const module: RemoteOperationsModule = remoteOperations;
    expect(typeof module.setRemote).toBe('function');
  });

  it('pass the operator’s own context to every operation', async () => {
    const seen: Array<[string, string, unknown]> = [];
    const record =
      (name: string) =>
      async (ctx: OperationContext, ...args: unknown[]) => {
        seen.push([name, ctx.operator, args]);
        return { ok: true as const, message: name, generation: 1 };
      };
    const fake = {
      setRemote: record('setRemote'),
      rollbackRemote: record('rollbackRemote'),
      startCanary: record('startCanary'),
      promoteCanary: record('promoteCanary'),
      abortCanary: record('abortCanary'),
      createPreview: record('createPreview'),
      endPreview: record('endPreview'),
      casinoOverview: async (ctx: OperationContext, casino: string) => {
        seen.push(['casinoOverview', ctx.operator, [casino]]);
        return { casino, generation: 0, remotes: [], previews: [] };
      },
      casinoHealth: async (ctx: OperationContext, casino: string, since: Date) => {
        seen.push(['casinoHealth', ctx.operator, [casino, since]]);
        return [];
      },
    } satisfies RemoteOperationsModule;
    const operationsFor = bindOperations(fake, (operator) => ({ operator }) as OperationContext);
    const ops = operationsFor('maria');
    await ops.rollbackRemote({ casino: 'fusion', remote: 'mf_lobby', expectedGeneration: 2 });
    await ops.casinoOverview('fusion');
    await operationsFor('jon').setRemote({
      casino: 'fusion',
      remote: 'mf_lobby',
      target: 'default',
    });
    expect(seen).toEqual([
      [
        'rollbackRemote',
        'maria',
        [{ casino: 'fusion', remote: 'mf_lobby', expectedGeneration: 2 }],
      ],
      ['casinoOverview', 'maria', ['fusion']],
      ['setRemote', 'jon', [{ casino: 'fusion', remote: 'mf_lobby', target: 'default' }]],
    ]);
  });
});
